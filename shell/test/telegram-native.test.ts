import { parentScreen } from '../src/telegram/back';
import { deepLinkTarget } from '../src/telegram/deep-link';
import { guardsClosing, integrateTelegram, keepsSwipes } from '../src/telegram/integrate';
import { supports, type TelegramWebApp } from '../src/telegram/webapp';

describe('Back without history: the screen’s parent', () => {
  it('leads a product, a category, the basket and the profile to the menu, and deeper screens one level up', () => {
    expect(parentScreen('/product/5')).toBe('/');
    expect(parentScreen('/category')).toBe('/');
    expect(parentScreen('/basket')).toBe('/');
    expect(parentScreen('/checkout')).toBe('/basket');
    expect(parentScreen('/profile/orders/12')).toBe('/profile/orders');
    expect(parentScreen('/profile/orders')).toBe('/profile');
    expect(parentScreen('/profile/promos')).toBe('/profile');
    expect(parentScreen('/profile')).toBe('/');
    expect(parentScreen('/no/such/screen')).toBe('/');
    expect(parentScreen('/')).toBe('/');
  });
});

describe('deep link target', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
  it('opens the link’s screen, keeping the other parameters and Telegram’s fragment', () => {
    expect(deepLinkTarget({ kind: 'product', productId: 7 }, at('/', '?vendor=demo&startapp=p_7', '#tgWebAppVersion=8.0'))).toBe('/product/7?vendor=demo#tgWebAppVersion=8.0');
    expect(deepLinkTarget({ kind: 'category', categoryId: 3 }, at('/', '?tgWebAppStartParam=c_3'))).toBe('/category?id=3');
    expect(deepLinkTarget({ kind: 'promo', code: 'SALOM10' }, at('/'))).toBe('/profile/promos?promo=SALOM10');
    expect(deepLinkTarget({ kind: 'table', branchId: 2, tableId: 9 }, at('/', '?startapp=t_2_9'))).toBe('/?table=9&branch=2');
  });
  it('leaves a table QR code’s own address as it is', () => {
    expect(deepLinkTarget({ kind: 'table', branchId: 2, tableId: 9 }, at('/', '?vendor=demo&table=9&branch=2'))).toBeNull();
    expect(deepLinkTarget({ kind: 'table', branchId: 2, tableId: 9 }, at('/', '?vendor=demo'))).toBe('/?table=9&branch=2&vendor=demo');
  });
});

describe('native behaviour by screen', () => {
  it('turns vertical swipes off where the screen scrolls long or pans a map, and guards closing at the checkout', () => {
    expect(keepsSwipes('/')).toBe(false);
    expect(keepsSwipes('/address/pickup')).toBe(false);
    expect(keepsSwipes('/profile/orders/5/map')).toBe(false);
    expect(keepsSwipes('/profile')).toBe(true);
    expect(keepsSwipes('/profile/orders/5')).toBe(true);
    expect(guardsClosing('/checkout')).toBe(true);
    expect(guardsClosing('/basket')).toBe(false);
  });

  it('asks only a client of the version that has it, and only on a change', () => {
    const calls: string[] = [];
    const client = (version: string): TelegramWebApp => ({
      initData: 'x'.repeat(20), ready() {}, expand() {},
      isVersionAtLeast: (wanted) => Number(version) >= Number(wanted),
      disableVerticalSwipes: () => calls.push('swipes:off'), enableVerticalSwipes: () => calls.push('swipes:on'),
      enableClosingConfirmation: () => calls.push('closing:on'), disableClosingConfirmation: () => calls.push('closing:off'),
    });
    const nav = { goBack() {}, openSettings() {} };
    // No DOM here: the theme and safe-area variables go to a stand-in of the page's root.
    (globalThis as { document?: unknown }).document ??= { documentElement: { style: { setProperty() {} }, dataset: {} } };
    const modern = integrateTelegram(client('8.0'), nav);
    for (const path of ['/', '/category', '/checkout', '/profile/orders/1']) modern.onRoute(path);
    expect(calls).toEqual(['swipes:off', 'closing:on', 'swipes:on', 'closing:off']);
    calls.length = 0;
    const old = integrateTelegram(client('6.0'), nav);
    for (const path of ['/', '/checkout', '/profile']) old.onRoute(path);
    expect(calls).toEqual([]);
    expect(supports({ initData: '', ready() {}, expand() {} }, '6.1')).toBe(false);
  });
});
