import { createBus } from '@storefront/runtime';
import { offerHomeScreenAfterOrder } from '../src/telegram/home-screen';
import { fakeWebApp } from './fake-webapp';

const KEY = 'storefront:tg-home-screen';
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function memory() {
  const values = new Map<string, string>();
  return { get: (key: string) => values.get(key) ?? null, set: (key: string, value: string) => { values.set(key, value); }, values };
}

function start(version: string, status: string, storage = memory()) {
  const tg = fakeWebApp(version, { homeScreen: status });
  const bus = createBus();
  offerHomeScreenAfterOrder(tg.webApp, bus, storage, KEY, 0);
  const homeCalls = () => tg.calls.filter((c) => /HomeScreen|unsupported/.test(c));
  return { tg, bus, storage, homeCalls, order: async (orderId = 1) => { bus.emit('order/placed', { orderId }); await settle(); } };
}

describe('"add to home screen", offered once after the first order (Bot API 8.0)', () => {
  it('offers it after the first order when Telegram says the app is not there, and never again', async () => {
    const page = start('8.0', 'missed');
    await settle();
    expect(page.homeCalls()).toEqual([]);
    await page.order(1);
    expect(page.homeCalls()).toEqual(['checkHomeScreenStatus', 'addToHomeScreen']);
    expect(page.storage.get(KEY)).toBe('offered');
    await page.order(2);
    expect(page.homeCalls()).toEqual(['checkHomeScreenStatus', 'addToHomeScreen']);

    // The next visit (the same storage) is not asked at all.
    const next = start('8.0', 'missed', page.storage);
    await next.order(3);
    expect(next.homeCalls()).toEqual([]);
  });

  it('remembers an app found on the home screen already, and asks nothing of a client that cannot tell', async () => {
    const added = start('8.0', 'added');
    await added.order();
    expect(added.homeCalls()).toEqual(['checkHomeScreenStatus']);
    expect(added.storage.get(KEY)).toBe('added');

    for (const status of ['unsupported', 'unknown']) {
      const page = start('8.0', status);
      await page.order();
      expect(page.homeCalls()).toEqual(['checkHomeScreenStatus']);
      expect(page.storage.get(KEY)).toBeNull();
    }
  });

  it('an order that failed offers nothing; a client older than 8.0 is never asked', async () => {
    const failed = start('8.0', 'missed');
    failed.bus.emit('order/failed', { reason: 'refused', code: 'X' });
    await settle();
    expect(failed.homeCalls()).toEqual([]);

    for (const version of ['6.0', '7.10']) {
      const old = start(version, 'missed');
      await old.order();
      expect(old.homeCalls()).toEqual([]);
      expect(old.storage.values.size).toBe(0);
    }
  });

  it('a client whose check throws offers nothing, quietly', async () => {
    const tg = fakeWebApp('8.0');
    tg.webApp.checkHomeScreenStatus = () => { throw new Error('WebAppMethodUnsupported'); };
    const bus = createBus();
    const storage = memory();
    offerHomeScreenAfterOrder(tg.webApp, bus, storage, KEY, 0);
    bus.emit('order/placed', { orderId: 1 });
    await settle();
    expect(tg.calls).not.toContain('addToHomeScreen');
    expect(storage.values.size).toBe(0);
  });
});
