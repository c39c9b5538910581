import { createBus } from '@storefront/runtime';
import { wireHaptics } from '../src/telegram/haptics';
import { integrateTelegram } from '../src/telegram/integrate';
import { canSharePhone } from '../src/telegram/share-phone';
import { BOT_API, supports, versionAtLeast } from '../src/telegram/webapp';
import { fakeWebApp } from './fake-webapp';

const nav = { goBack() {}, openSettings() {} };

/** Starts the Mini App on a client of that version, walks a few screens, orders, and answers what Telegram was asked. */
function session(version: string, options: { noVersion?: boolean } = {}) {
  const tg = fakeWebApp(version, options);
  const telegram = integrateTelegram(tg.webApp, nav);
  const bus = createBus();
  wireHaptics(tg.webApp, bus);
  telegram.applyMerchantColours('#FCE000');
  for (const path of ['/', '/product/5', '/checkout', '/profile']) telegram.onRoute(path);
  bus.emit('basket/add', { productId: 5 } as never);
  bus.emit('order/placed', { orderId: 1 });
  return tg.calls;
}

describe('every call is gated on the client’s Bot API version (isVersionAtLeast)', () => {
  it('reads versions part by part, as Telegram does', () => {
    expect(versionAtLeast('7.10', '7.9')).toBe(true);
    expect(versionAtLeast('7.9', '7.10')).toBe(false);
    expect(versionAtLeast('8.0', '8')).toBe(true);
    expect(versionAtLeast('6.0', '6.1')).toBe(false);
    const bare = { initData: '', ready() {}, expand() {} };
    expect(supports({ ...bare, version: '7.10' }, BOT_API.bottomBarColor)).toBe(true);
    expect(supports({ ...bare, version: '7.9' }, BOT_API.bottomBarColor)).toBe(false);
    expect(supports(bare, BOT_API.backButton)).toBe(false);
    expect(supports(bare, BOT_API.backButton, true)).toBe(true);
    expect(supports({ ...bare, isVersionAtLeast: () => { throw new Error('broken'); } }, '6.1', true)).toBe(false);
  });

  it('a Bot API 6.0 client is asked nothing newer than 6.0, and nothing fails', () => {
    const calls = session('6.0');
    expect(calls.filter((c) => c.startsWith('unsupported:'))).toEqual([]);
    expect(calls).toEqual(['ready', 'expand']);
  });

  it('each newer client gets what its version has', () => {
    const v61 = session('6.1');
    expect(v61.filter((c) => c.startsWith('unsupported:'))).toEqual([]);
    expect(v61).toEqual(expect.arrayContaining(['back:onClick', 'back:hide', 'back:show', 'haptic:impact:light', 'haptic:notification:success', 'setBackgroundColor:#f6f6f8']));
    expect(v61.some((c) => /^(settings|setHeaderColor|setBottomBarColor|enableClosing|disableVertical)/.test(c))).toBe(false);

    const v62 = session('6.2');
    expect(v62).toEqual(expect.arrayContaining(['enableClosingConfirmation', 'disableClosingConfirmation']));

    const v70 = session('7.0');
    expect(v70).toEqual(expect.arrayContaining(['settings:onClick', 'settings:show', 'setHeaderColor:#fce000']));
    expect(v70.some((c) => /VerticalSwipes|setBottomBarColor/.test(c))).toBe(false);

    const v80 = session('8.0');
    expect(v80.filter((c) => c.startsWith('unsupported:'))).toEqual([]);
    expect(v80).toEqual(expect.arrayContaining(['disableVerticalSwipes', 'enableVerticalSwipes', 'setBottomBarColor:#ffffff']));
  });

  it('a stand-in that tells no version keeps the basics it has (Back, Settings, haptics), none of the newer calls', () => {
    const calls = session('8.0', { noVersion: true });
    expect(calls).toEqual(expect.arrayContaining(['back:onClick', 'settings:show', 'haptic:impact:light']));
    expect(calls.some((c) => /VerticalSwipes|Closing|^set[A-Z]/.test(c))).toBe(false);
  });

  it('asks for the contact only of a client of 6.9 (an older one would never answer)', () => {
    expect(canSharePhone(fakeWebApp('6.8').webApp)).toBe(false);
    expect(canSharePhone(fakeWebApp('6.9').webApp)).toBe(true);
    expect(canSharePhone(fakeWebApp('6.0', { noVersion: true }).webApp)).toBe(true);
    const none = fakeWebApp('8.0').webApp;
    delete none.requestContact;
    expect(canSharePhone(none)).toBe(false);
  });
});
