import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Branch, Order } from '@storefront/contracts';
import { API_URL, E2E_DEMO_BOT_TOKEN, SHELL_URL } from '../stack-config';
import { lastReversePoint, markPage, merchantBySub, pageWasNotReloaded, pickupProductOfMiniApp as pickupProduct, ruText as ru, savedSession, watch } from './helpers';

/**
 * The Mini App behaving as a native one (issue 35): deep links open what they name, Back leads to
 * the screen's parent when there is no history, vertical swipes and the closing confirmation
 * follow the screen, an online payment opens beside the Mini App, which stays on the order,
 * Telegram's header, background and bottom bar wear the merchant's colours, "my location" asks
 * Telegram's LocationManager before the browser, "add to home screen" is offered once after the
 * first order, and an old client is asked none of the newer calls.
 */

function signInitData(fields: Record<string, string>, botToken: string): string {
  const check = Object.keys(fields).sort().map((key) => `${key}=${fields[key]}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

const freshUser = () => ({ id: 450_000 + Math.floor(Math.random() * 100_000), first_name: 'Jasur', last_name: 'Native', language_code: 'ru' });

function initDataFor(user: ReturnType<typeof freshUser>, startParam?: string) {
  return signInitData({
    auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'AAE-native', user: JSON.stringify(user),
    ...(startParam ? { start_param: startParam } : {}),
  }, E2E_DEMO_BOT_TOKEN);
}

interface Point { latitude: number; longitude: number }

interface Launch {
  startParam?: string; version?: string; user?: ReturnType<typeof freshUser>; dark?: boolean;
  /** What the customer answers Telegram's location question: allow (this position) or refuse; unset, Telegram has no fix. */
  location?: Point | 'refuse';
  /** checkHomeScreenStatus's answer ('missed' unless said). */
  homeScreen?: string;
}

/**
 * A simulated Telegram.WebApp of a given Bot API version: it records every call the page makes
 * (`__tgCalls`), answers `isVersionAtLeast` as that client would, and hands the page the
 * start_param Telegram would (initDataUnsafe). As in Telegram's script, every method is there, and
 * one newer than the client's version does nothing but complain: it is recorded as
 * `unsupported:<call>`, which no test may see.
 */
async function openInTelegram(page: Page, path = '/', launch: Launch = {}) {
  const version = launch.version ?? '8.0';
  const initData = initDataFor(launch.user ?? freshUser(), launch.startParam);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(({ data, version, startParam, dark, location, homeScreen }) => {
    const calls: string[] = [];
    const handlers: Record<string, Array<() => void>> = {};
    const on = (name: string, handler: () => void) => { (handlers[name] ??= []).push(handler); };
    const fire = (name: string) => { for (const handler of handlers[name] ?? []) handler(); };
    const atLeast = (wanted: string) => {
      const [a, b] = [version.split('.').map(Number), wanted.split('.').map(Number)];
      for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
        if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
      }
      return true;
    };
    const record = (name: string) => () => { calls.push(name); };
    /** A method of Bot API `min`: on an older client Telegram's script only warns. */
    const since = <A extends unknown[]>(min: string, name: string, call: (...args: A) => unknown) => (...args: A) => {
      if (!atLeast(min)) {
        calls.push(`unsupported:${name}`);
        console.warn(`[Telegram.WebApp] ${name} is not supported in version ${version}`);
        return undefined;
      }
      return call(...args);
    };
    // LocationManager (8.0): Telegram asks the customer once; `location` is their answer.
    let located = false;
    const access = { asked: false, granted: false };
    const locationManager = {
      get isInited() { return located; },
      get isLocationAvailable() { return located; },
      get isAccessRequested() { return access.asked; },
      get isAccessGranted() { return access.asked && access.granted; },
      init: since('8.0', 'location:init', (callback?: () => void) => {
        calls.push('location:init');
        if (located) return;
        setTimeout(() => { located = true; callback?.(); }, 20);
      }),
      getLocation: since('8.0', 'location:get', (callback: (point: unknown) => void) => {
        calls.push('location:get');
        if (!located) throw new Error('WebAppLocationManagerNotInited');
        setTimeout(() => {
          if (!access.asked) {
            access.asked = true;
            access.granted = location !== 'refuse';
          }
          callback(access.granted && location && location !== 'refuse' ? { ...location, altitude: null } : null);
        }, 30);
      }),
      openSettings: since('8.0', 'location:openSettings', record('location:openSettings')),
    };
    const mainButton = { text: '', isVisible: false, isActive: true };
    const webApp: Record<string, unknown> = {
      initData: data,
      initDataUnsafe: startParam ? { start_param: startParam } : {},
      version,
      isVersionAtLeast: atLeast,
      colorScheme: dark ? 'dark' : 'light',
      themeParams: dark ? { bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1' } : { bg_color: '#ffffff', text_color: '#000000', button_color: '#2481cc' },
      safeAreaInset: { top: 0, bottom: 0, left: 0, right: 0 },
      contentSafeAreaInset: { top: 0, bottom: 0, left: 0, right: 0 },
      ready: record('ready'),
      expand: record('expand'),
      onEvent: on,
      BackButton: {
        show: since('6.1', 'back:show', record('back:show')),
        hide: since('6.1', 'back:hide', record('back:hide')),
        onClick: since('6.1', 'back:onClick', (handler: () => void) => on('backButtonClicked', handler)),
      },
      SettingsButton: {
        show: since('7.0', 'settings:show', record('settings:show')),
        hide: since('7.0', 'settings:hide', record('settings:hide')),
        onClick: since('7.0', 'settings:onClick', (handler: () => void) => on('settingsButtonClicked', handler)),
      },
      MainButton: {
        setParams: (params: { text?: string; is_active?: boolean; is_visible?: boolean }) => {
          if (params.text !== undefined) mainButton.text = params.text;
          if (params.is_active !== undefined) mainButton.isActive = params.is_active;
          if (params.is_visible !== undefined) mainButton.isVisible = params.is_visible;
        },
        showProgress: () => undefined,
        hideProgress: () => undefined,
        onClick: (handler: () => void) => on('mainButtonClicked', handler),
      },
      HapticFeedback: {
        impactOccurred: since('6.1', 'haptic:impact', () => undefined),
        notificationOccurred: since('6.1', 'haptic:notification', () => undefined),
      },
      openLink: since('6.1', 'openLink', (url: string) => { calls.push(`openLink:${url}`); }),
      enableClosingConfirmation: since('6.2', 'closingConfirmation:on', record('closingConfirmation:on')),
      disableClosingConfirmation: since('6.2', 'closingConfirmation:off', record('closingConfirmation:off')),
      enableVerticalSwipes: since('7.7', 'verticalSwipes:on', record('verticalSwipes:on')),
      disableVerticalSwipes: since('7.7', 'verticalSwipes:off', record('verticalSwipes:off')),
      // Before 6.9 the header takes only Telegram's own colours: the script throws on any other.
      setHeaderColor: since('6.1', 'headerColor', (color: string) => {
        if (!atLeast('6.9') && color.startsWith('#')) throw new Error('WebAppHeaderColorKeyInvalid');
        calls.push(`headerColor:${color}`);
      }),
      setBackgroundColor: since('6.1', 'backgroundColor', (color: string) => { calls.push(`backgroundColor:${color}`); }),
      setBottomBarColor: since('7.10', 'bottomBarColor', (color: string) => { calls.push(`bottomBarColor:${color}`); }),
      LocationManager: locationManager,
      addToHomeScreen: since('8.0', 'addToHomeScreen', record('addToHomeScreen')),
      checkHomeScreenStatus: since('8.0', 'checkHomeScreenStatus', (callback: (status: string) => void) => {
        calls.push('checkHomeScreenStatus');
        setTimeout(() => callback(homeScreen), 20);
      }),
    };
    (window as any).__tgCalls = calls;
    (window as any).__tg = { webApp, mainButton, fire };
    (window as any).Telegram = { WebApp: webApp };
  }, {
    data: initData, version, startParam: launch.startParam ?? null, dark: launch.dark ?? false,
    location: launch.location ?? null, homeScreen: launch.homeScreen ?? 'missed',
  });
  await page.goto(`${SHELL_URL}${path}${path.includes('?') ? '&' : '?'}vendor=demo`);
  return {
    calls: () => page.evaluate(() => [...(window as any).__tgCalls] as string[]),
    /** The last of the calls starting so. */
    last: async (prefix: string) => (await page.evaluate(() => [...(window as any).__tgCalls] as string[])).filter((call) => call.startsWith(prefix)).at(-1),
    fire: (name: string) => page.evaluate((event) => (window as any).__tg.fire(event), name),
    mainButton: () => page.evaluate(() => ({ ...(window as any).__tg.mainButton }) as { text: string; isVisible: boolean; isActive: boolean }),
    /** Telegram switches the customer's theme (themeParams and colorScheme), then says so. */
    switchTheme: async (dark: boolean) => {
      await page.evaluate((toDark) => {
        const webApp = (window as any).__tg.webApp;
        webApp.colorScheme = toDark ? 'dark' : 'light';
        webApp.themeParams = toDark ? { bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1' } : { bg_color: '#ffffff', text_color: '#000000', button_color: '#2481cc' };
        (window as any).__tg.fire('themeChanged');
      }, dark);
    },
    /** The page's uncaught errors. */
    errors: () => [...errors],
  };
}


test('a Mini App opened on a product link (start_param p_<id>) lands on that product, and Back leads to the menu', async ({ page, request }) => {
  const { product } = await pickupProduct(request);
  const tg = await openInTelegram(page, '/', { startParam: `p_${product.id}` });
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?vendor=demo$`));
  await expect(page.getByRole('heading', { name: ru(product.name) }).first()).toBeVisible();
  await expect.poll(() => tg.last('back:')).toBe('back:show');

  // Opened on the product there is no history: Back goes to the product's parent, the menu.
  await tg.fire('backButtonClicked');
  await expect(page).toHaveURL(new RegExp(`${SHELL_URL}/(\\?.*)?$`));
  await expect.poll(() => tg.last('back:')).toBe('back:hide');

  // A reload inside Telegram keeps its start_param; the link is not opened a second time.
  await page.reload();
  await expect(page.getByTestId('merchant-name')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SHELL_URL}/(\\?.*)?$`));
});

test('on the web ?startapp=p_<id> opens the product', async ({ page, request }) => {
  const { product } = await pickupProduct(request);
  await page.goto(`${SHELL_URL}/?vendor=demo&startapp=p_${product.id}`);
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?vendor=demo$`));
  await expect(page.getByRole('heading', { name: ru(product.name) }).first()).toBeVisible();
  await expect(page.getByTestId('product-add')).toBeVisible();
});

/** An active table of a demo branch, as its QR code names it (the API answers a table of that branch only). */
async function aTable(request: APIRequestContext): Promise<{ branchId: number; tableId: number }> {
  const merchant = await merchantBySub(request, 'demo');
  const headers = { merchant: String(merchant.id) };
  const branches: Branch[] = await (await request.get(`${API_URL}/users/v1/branches/full`, { headers })).json();
  for (const branch of branches.filter((b) => b.isActive && !b.deleted)) {
    for (let tableId = 1; tableId <= 80; tableId += 1) {
      const response = await request.get(`${API_URL}/orders/v1/tables/${tableId}?branchId=${branch.id}`, { headers });
      if (response.ok()) return { branchId: branch.id, tableId };
    }
  }
  throw new Error('no table in the demo merchant');
}

test('a Mini App opened on a table link (start_param t_<branch>_<table>) seats the guest at that table', async ({ page, request }) => {
  const { branchId, tableId } = await aTable(request);
  await openInTelegram(page, '/', { startParam: `t_${branchId}_${tableId}` });
  await expect(page).toHaveURL(new RegExp(`/\\?table=${tableId}&branch=${branchId}&vendor=demo$`));
  // Seated: the header offers to call the waiter, as after scanning the table's QR code.
  await expect(page.getByRole('link', { name: 'Официант' }).first()).toBeVisible();
});

test('Back inside the app still goes back in history', async ({ page, request }) => {
  const { product } = await pickupProduct(request);
  const tg = await openInTelegram(page, `/product/${product.id}`);
  await page.getByTestId('basket-link').click();
  await expect(page).toHaveURL(/\/basket/);
  await tg.fire('backButtonClicked');
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}`));
});

test('vertical swipes are off on the menu and a map, back on where harmless; an old client is not asked', async ({ page, browser }) => {
  const tg = await openInTelegram(page, '/');
  await expect(page.getByTestId('merchant-name')).toBeVisible();
  await expect.poll(() => tg.last('verticalSwipes:')).toBe('verticalSwipes:off');
  await page.getByRole('link', { name: /Профиль|Profil|Profile/ }).first().click();
  await expect(page).toHaveURL(/\/profile/);
  await expect.poll(() => tg.last('verticalSwipes:')).toBe('verticalSwipes:on');

  const mapPage = await browser.newPage();
  const onMap = await openInTelegram(mapPage, '/address/pickup');
  await expect.poll(() => onMap.last('verticalSwipes:')).toBe('verticalSwipes:off');
  await mapPage.close();

  // A client of Bot API 7.0 has no such method: nothing is asked of it, and the page works.
  const oldPage = await browser.newPage();
  const old = await openInTelegram(oldPage, '/', { version: '7.0' });
  await expect(oldPage.getByTestId('merchant-name')).toBeVisible();
  expect((await old.calls()).filter((call) => call.startsWith('verticalSwipes:'))).toEqual([]);
  await oldPage.close();
});

/** Fills the basket with the product and goes to the checkout through the MainButton. */
async function toCheckout(page: Page, tg: Awaited<ReturnType<typeof openInTelegram>>) {
  await expect.poll(async () => (await savedSession(page, 'demo')).token, { message: 'logged in with the init data' }).toBeTruthy();
  await page.getByTestId('product-add').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.getByTestId('basket-link').click();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await expect.poll(tg.mainButton).toMatchObject({ isVisible: true });
  await tg.fire('mainButtonClicked');
  await expect(page).toHaveURL(/\/checkout$/);
}

/** axe's colour-contrast findings on the page as it is (a theme that leaves text unreadable fails). */
async function contrastProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withRules(['color-contrast']).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
}

/** A screenshot of the phone's screen, kept with the test's results to be looked at. */
async function keepScreenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

for (const provider of ['Click', 'Payme', 'Uzum'] as const) test(`closing asks for confirmation during the checkout only; paying by ${provider} opens the provider beside the Mini App, which shows the order paid live`, async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { headers, branch, product } = await pickupProduct(request);
  // Payme's run in Telegram's dark theme: the checkout and the order must read in both.
  const dark = provider === 'Payme';
  const tg = await openInTelegram(page, `/product/${product.id}`, { dark });
  await toCheckout(page, tg);
  await expect.poll(() => tg.last('closingConfirmation:')).toBe('closingConfirmation:on');

  await page.getByTestId('service-section').getByRole('radio', { name: 'Самовывоз' }).check();
  await page.getByTestId('branch-section').getByRole('radio', { name: ru(branch.name) }).check();
  await page.getByTestId('payment-section').getByRole('radio', { name: provider }).check();
  await page.getByTestId('time-section').getByRole('radio', { name: 'Сейчас' }).check();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('payment-section').scrollIntoViewIfNeeded();
  await keepScreenshot(page, `checkout-${provider}-${dark ? 'dark' : 'light'}`);
  expect(await contrastProblems(page), 'the checkout reads in this theme').toEqual([]);
  await markPage(page);
  await tg.fire('mainButtonClicked');

  // The Mini App stays, on the order's page; the provider's page is asked of Telegram.
  await expect(page).toHaveURL(/\/profile\/orders\/\d+\?vendor=demo$|\/profile\/orders\/\d+$/);
  await expect.poll(() => tg.last('openLink:')).toBeTruthy();
  const opened = (await tg.last('openLink:'))!.slice('openLink:'.length);
  expect(opened).toMatch(new RegExp(`^${API_URL}/dev/pay/`));
  await expect(page.getByTestId('order-paid')).toHaveText('Ожидает оплаты');
  await expect.poll(() => tg.last('closingConfirmation:')).toBe('closingConfirmation:off');

  // The customer pays on the provider's page, in the browser Telegram opened.
  const providerPage = await context.newPage();
  await providerPage.goto(opened);
  await expect(providerPage.getByTestId('provider')).toHaveText(new RegExp(provider));
  await providerPage.getByRole('button', { name: 'Pay' }).click();
  await providerPage.waitForURL(/\/profile\/orders\/\d+/);
  await providerPage.close();

  // Back in the Mini App: paid, without a reload, the Telegram session whole.
  await expect(page.getByTestId('order-paid')).toHaveText('Оплачен', { timeout: 20_000 });
  expect(await pageWasNotReloaded(page)).toBe(true);
  await keepScreenshot(page, `order-${provider}-${dark ? 'dark' : 'light'}`);
  expect(await contrastProblems(page), 'the order page reads in this theme').toEqual([]);

  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const { token } = await savedSession(page, 'demo');
  const order: Order = await (await request.get(`${API_URL}/orders/v1/orders/${id}`, { headers: { ...headers, authorization: `Bearer ${token}` } })).json();
  expect(order).toMatchObject({ paymentType: provider.toUpperCase(), isPaid: true, source: 'TELEGRAM_BOT' });
});

for (const dark of [false, true]) test(`the Mini App's search finds a dish and reads in Telegram's ${dark ? 'dark' : 'light'} theme`, async ({ page }) => {
  const tg = await openInTelegram(page, '/search', { dark });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('search-input').fill('палов');
  await expect(page.getByTestId('search-results').locator('article.cat-card').first()).toContainText(/Плов/i);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing sticks out sideways').toBeLessThanOrEqual(390);
  // The first row's pictures shown, as the customer sees them.
  for (const image of await page.getByTestId('search-results').locator('article.cat-card img').all().then((all) => all.slice(0, 2))) {
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
  await keepScreenshot(page, `search-${dark ? 'dark' : 'light'}`);
  expect(await contrastProblems(page), 'the search reads in this theme').toEqual([]);
  expect(tg.errors()).toEqual([]);
});

/** Places a cash pick-up order from the product page through the MainButton; the page ends on the order. */
async function placeCashOrder(page: Page, tg: Awaited<ReturnType<typeof openInTelegram>>, branch: Branch) {
  await toCheckout(page, tg);
  await page.getByTestId('service-section').getByRole('radio', { name: 'Самовывоз' }).check();
  await page.getByTestId('branch-section').getByRole('radio', { name: ru(branch.name) }).check();
  await page.getByTestId('payment-section').getByRole('radio', { name: 'Наличные' }).check();
  await page.getByTestId('time-section').getByRole('radio', { name: 'Сейчас' }).check();
  await tg.fire('mainButtonClicked');
  await expect(page).toHaveURL(/\/profile\/orders\/\d+(\?vendor=demo)?$/);
  await expect(page.getByTestId('order-confirmed')).toBeVisible();
}

/** The merchant's main colour as the page paints it (its header), in Telegram's #rrggbb. */
const mainColour = async (page: Page) => (await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--main-color').trim())).toLowerCase();

/** The centre the picker asked about, near a point (Leaflet's move may land a pixel off it). */
const near = (point: Point) => (asked: { lat: string; lon: string }) => Math.abs(Number(asked.lat) - point.latitude) < 5e-5 && Math.abs(Number(asked.lon) - point.longitude) < 5e-5;

/** Inside the demo merchant's central delivery area (maps.spec.ts), and another point near it. */
const INSIDE = { latitude: 41.2995, longitude: 69.2401 };
const NEARBY = { latitude: 41.3111, longitude: 69.2797 };

test('Telegram’s header wears the merchant’s colour where its title reads on it; background and bottom bar follow the page and the scheme', async ({ page }) => {
  const tg = await openInTelegram(page, '/');
  await expect(page.getByTestId('merchant-name')).toBeVisible();
  const brand = await mainColour(page);
  // The demo merchant's yellow carries Telegram's black title in the light theme: the header continues the page's.
  await expect.poll(() => tg.last('headerColor:')).toBe(`headerColor:${brand}`);
  expect(await tg.last('backgroundColor:')).toBe('backgroundColor:#ffffff');
  expect(await tg.last('bottomBarColor:')).toBe('bottomBarColor:#ffffff');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'the page’s background is Telegram’s').toBe('rgb(255, 255, 255)');

  // Telegram goes dark: its white title would not read on yellow, so the header is Telegram's own.
  await tg.switchTheme(true);
  await expect.poll(() => tg.last('headerColor:')).toBe('headerColor:bg_color');
  expect(await tg.last('backgroundColor:')).toBe('backgroundColor:#17212b');
  expect(await tg.last('bottomBarColor:')).toBe('bottomBarColor:#1d1d26');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(23, 33, 43)');
  // And back: the merchant's colour again, each colour asked once per change.
  await tg.switchTheme(false);
  await expect.poll(() => tg.last('headerColor:')).toBe(`headerColor:${brand}`);
  expect((await tg.calls()).filter((call) => call.startsWith('headerColor:'))).toEqual([`headerColor:${brand}`, 'headerColor:bg_color', `headerColor:${brand}`]);
  expect((await tg.calls()).filter((call) => call.startsWith('unsupported:'))).toEqual([]);
});

test('"my location" in the Mini App asks Telegram’s LocationManager, falls back to the browser, and offers Telegram’s settings when refused', async ({ browser }) => {
  // Allowed in Telegram, while the browser has no permission: Telegram's position.
  const allowed = await browser.newContext({ permissions: [] });
  const page = await allowed.newPage();
  const urls = await watch(page);
  const tg = await openInTelegram(page, '/address/delivery', { location: INSIDE });
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await page.getByTestId('my-location').click();
  await expect.poll(() => near(INSIDE)(lastReversePoint(urls))).toBe(true);
  expect((await tg.calls()).filter((call) => call.startsWith('location:'))).toEqual(['location:init', 'location:get']);
  await expect(page.getByTestId('geo-denied')).toHaveCount(0);
  await allowed.close();

  // Refused in Telegram, allowed in the browser: the browser's position.
  const browserOnly = await browser.newContext({ geolocation: NEARBY, permissions: ['geolocation'] });
  const second = await browserOnly.newPage();
  const secondUrls = await watch(second);
  const refusedTg = await openInTelegram(second, '/address/delivery', { location: 'refuse' });
  await expect(second.locator('.leaflet-container')).toBeVisible();
  await second.getByTestId('my-location').click();
  await expect.poll(() => near(NEARBY)(lastReversePoint(secondUrls))).toBe(true);
  expect((await refusedTg.calls()).filter((call) => call.startsWith('location:'))).toEqual(['location:init', 'location:get']);
  await browserOnly.close();

  // Refused in both: the spec's alert, with a button to Telegram's location settings.
  const neither = await browser.newContext({ permissions: [] });
  const third = await neither.newPage();
  const noneTg = await openInTelegram(third, '/address/delivery', { location: 'refuse' });
  await expect(third.locator('.leaflet-container')).toBeVisible();
  await third.getByTestId('my-location').click();
  await expect(third.getByTestId('geo-denied')).toContainText('Пожалуйста, разрешите определение местоположения!');
  expect(await noneTg.calls()).not.toContain('location:openSettings');
  await third.getByTestId('location-settings').click();
  await expect.poll(() => noneTg.calls()).toContain('location:openSettings');
  expect(noneTg.errors()).toEqual([]);
  await neither.close();
});

test('after the first order the Mini App offers "add to home screen" once, and never again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { branch, product } = await pickupProduct(request);
  const user = freshUser();
  const tg = await openInTelegram(page, `/product/${product.id}`, { user });
  await expect.poll(() => tg.calls()).toContain('ready');
  expect((await tg.calls()).filter((call) => /HomeScreen/.test(call)), 'nothing before an order').toEqual([]);
  await placeCashOrder(page, tg, branch);
  await expect.poll(() => tg.calls(), { timeout: 10_000 }).toContain('addToHomeScreen');
  expect((await tg.calls()).filter((call) => /HomeScreen/.test(call))).toEqual(['checkHomeScreenStatus', 'addToHomeScreen']);

  // A later visit and another order: Telegram is not even asked.
  const again = await openInTelegram(page, `/product/${product.id}`, { user });
  await placeCashOrder(page, again, branch);
  await page.waitForTimeout(3_000);
  expect((await again.calls()).filter((call) => /HomeScreen/.test(call))).toEqual([]);
});

test('a Bot API 6.0 client is asked none of the newer calls: it orders, locates by the browser, and nothing fails', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ geolocation: INSIDE, permissions: ['geolocation'] });
  const page = await context.newPage();
  const { branch, product } = await pickupProduct(request);
  const tg = await openInTelegram(page, `/product/${product.id}`, { version: '6.0', location: NEARBY });
  await placeCashOrder(page, tg, branch);
  // Past the moment a newer client is offered the home screen.
  await page.waitForTimeout(3_000);
  // ready() and expand() only: no Back/Settings button, haptics, colours, swipes, closing
  // confirmation or home screen (MainButton, 6.0, is the simulation's own record).
  expect(await tg.calls()).toEqual(['ready', 'expand']);

  // "My location": the browser's, Telegram's LocationManager untouched.
  const urls = await watch(page);
  await page.goto(`${SHELL_URL}/address/delivery?vendor=demo`);
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await page.getByTestId('my-location').click();
  await expect.poll(() => near(INSIDE)(lastReversePoint(urls))).toBe(true);
  expect(await tg.calls()).toEqual(['ready', 'expand']);
  expect(tg.errors()).toEqual([]);
  await context.close();
});
