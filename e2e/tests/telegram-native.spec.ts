import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Branch, Order } from '@storefront/contracts';
import { API_URL, E2E_DEMO_BOT_TOKEN, SHELL_URL } from '../stack-config';
import { markPage, merchantBySub, pageWasNotReloaded, pickupProductOfMiniApp as pickupProduct, ruText as ru, savedSession } from './helpers';

/**
 * The Mini App behaving as a native one (issue 35): deep links open what they name, Back leads to
 * the screen's parent when there is no history, vertical swipes and the closing confirmation
 * follow the screen, and an online payment opens beside the Mini App, which stays on the order.
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

interface Launch { startParam?: string; version?: string; user?: ReturnType<typeof freshUser>; dark?: boolean }

/**
 * A simulated Telegram.WebApp of a given Bot API version: it records every call the page makes
 * (`__tgCalls`), answers `isVersionAtLeast` as that client would, and hands the page the
 * start_param Telegram would (initDataUnsafe). Methods newer than the version are absent, as in an
 * old client's script.
 */
async function openInTelegram(page: Page, path = '/', launch: Launch = {}) {
  const version = launch.version ?? '8.0';
  const initData = initDataFor(launch.user ?? freshUser(), launch.startParam);
  await page.addInitScript(({ data, version, startParam, dark }) => {
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
      BackButton: { show: record('back:show'), hide: record('back:hide'), onClick: (handler: () => void) => on('backButtonClicked', handler) },
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
      HapticFeedback: { impactOccurred: () => undefined, notificationOccurred: () => undefined },
    };
    if (atLeast('6.1')) webApp.openLink = (url: string) => { calls.push(`openLink:${url}`); };
    if (atLeast('6.2')) {
      webApp.enableClosingConfirmation = record('closingConfirmation:on');
      webApp.disableClosingConfirmation = record('closingConfirmation:off');
    }
    if (atLeast('7.7')) {
      webApp.enableVerticalSwipes = record('verticalSwipes:on');
      webApp.disableVerticalSwipes = record('verticalSwipes:off');
    }
    (window as any).__tgCalls = calls;
    (window as any).__tg = { webApp, mainButton, fire };
    (window as any).Telegram = { WebApp: webApp };
  }, { data: initData, version, startParam: launch.startParam ?? null, dark: launch.dark ?? false });
  await page.goto(`${SHELL_URL}${path}${path.includes('?') ? '&' : '?'}vendor=demo`);
  return {
    calls: () => page.evaluate(() => [...(window as any).__tgCalls] as string[]),
    /** The last of the calls starting so. */
    last: async (prefix: string) => (await page.evaluate(() => [...(window as any).__tgCalls] as string[])).filter((call) => call.startsWith(prefix)).at(-1),
    fire: (name: string) => page.evaluate((event) => (window as any).__tg.fire(event), name),
    mainButton: () => page.evaluate(() => ({ ...(window as any).__tg.mainButton }) as { text: string; isVisible: boolean; isActive: boolean }),
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

for (const provider of ['Click', 'Payme', 'Uzum'] as const) test(`closing asks for confirmation during the checkout only; paying by ${provider} opens the provider beside the Mini App, which shows the order paid live`, async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { headers, branch, product } = await pickupProduct(request);
  // Payme's run in Telegram's dark theme, for the screenshots.
  const tg = await openInTelegram(page, `/product/${product.id}`, { dark: provider === 'Payme' });
  await toCheckout(page, tg);
  await expect.poll(() => tg.last('closingConfirmation:')).toBe('closingConfirmation:on');

  await page.getByTestId('service-section').getByRole('radio', { name: 'Самовывоз' }).check();
  await page.getByTestId('branch-section').getByRole('radio', { name: ru(branch.name) }).check();
  await page.getByTestId('payment-section').getByRole('radio', { name: provider }).check();
  await page.getByTestId('time-section').getByRole('radio', { name: 'Сейчас' }).check();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('payment-section').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots-tg/checkout-${provider}.png`, fullPage: false });
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
  await page.screenshot({ path: `/tmp/shots-tg/order-${provider}.png`, fullPage: false });

  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const { token } = await savedSession(page, 'demo');
  const order: Order = await (await request.get(`${API_URL}/orders/v1/orders/${id}`, { headers: { ...headers, authorization: `Bearer ${token}` } })).json();
  expect(order).toMatchObject({ paymentType: provider.toUpperCase(), isPaid: true, source: 'TELEGRAM_BOT' });
});
