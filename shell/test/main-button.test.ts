import { createBus } from '@storefront/runtime';
import { createMainButton } from '../src/telegram/main-button';
import { wireHaptics } from '../src/telegram/haptics';
import type { TelegramWebApp } from '../src/telegram/webapp';

/** Telegram's MainButton as the page sees it: its state, and a press of it. */
function fakeWebApp() {
  const state = { text: '', visible: false, active: true, progress: false };
  const felt: string[] = [];
  let press = () => {};
  const webApp: TelegramWebApp = {
    initData: 'x'.repeat(20), ready() {}, expand() {},
    MainButton: {
      setParams(params) {
        if (params.text !== undefined) state.text = params.text;
        if (params.is_visible !== undefined) state.visible = params.is_visible;
        if (params.is_active !== undefined) state.active = params.is_active;
      },
      showProgress() { state.progress = true; },
      hideProgress() { state.progress = false; },
      onClick(handler) { press = handler; },
    },
    HapticFeedback: {
      impactOccurred: (style) => felt.push(`impact:${style}`),
      notificationOccurred: (type) => felt.push(`notification:${type}`),
    },
  };
  return { webApp, state, felt, press: () => press() };
}

describe('the MainButton as the screens\' main action', () => {
  it('shows the last screen\'s action and runs it when pressed', () => {
    const { webApp, state, press } = fakeWebApp();
    const host = createMainButton(webApp)!;
    const pressed: string[] = [];
    const basket = host.show({ text: 'Check out', onClick: () => pressed.push('basket') });
    expect(state).toMatchObject({ text: 'Check out', visible: true, active: true });
    host.show({ text: 'Place the order', onClick: () => pressed.push('checkout') });
    // The basket leaves after the checkout came: the checkout's action stays.
    basket.hide();
    expect(state).toMatchObject({ text: 'Place the order', visible: true });
    press();
    expect(pressed).toEqual(['checkout']);
  });

  it('ignores presses while the action is disabled or under way, and hides when the screen leaves', () => {
    const { webApp, state, press } = fakeWebApp();
    const host = createMainButton(webApp)!;
    let placed = 0;
    const action = { text: 'Place the order', onClick: () => { placed++; } };
    const shown = host.show(action);
    shown.update({ ...action, progress: true });
    expect(state).toMatchObject({ progress: true, active: false });
    press();
    shown.update({ ...action, disabled: true });
    press();
    expect(placed).toBe(0);
    shown.update(action);
    press();
    expect(placed).toBe(1);
    shown.hide();
    expect(state.visible).toBe(false);
    press();
    expect(placed).toBe(1);
  });

  it('is not offered when Telegram has no MainButton', () => {
    const { webApp } = fakeWebApp();
    expect(createMainButton({ ...webApp, MainButton: undefined })).toBeUndefined();
  });
});

describe('haptics follow the bus', () => {
  it('taps on add to basket, and tells success or error of an order', () => {
    const { webApp, felt } = fakeWebApp();
    const bus = createBus();
    wireHaptics(webApp, bus);
    bus.emit('basket/add', { product: { id: 1 } as never, modifications: [], count: 1 });
    bus.emit('order/failed', { reason: 'invalid' });
    bus.emit('order/placed', { orderId: 5 });
    expect(felt).toEqual(['impact:light', 'notification:error', 'notification:success']);
  });
});
