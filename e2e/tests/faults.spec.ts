import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { E2E_PORTS, SHELL_URL, startRequest } from '../stack-config';
import { freshPhone, loginCodeFromOutbox, savedSession } from './helpers';

/** The start-up request that says which merchant the page belongs to (the page's first script asks it, then the shell if that failed). */
const MERCHANT_REQUEST = startRequest('demo');
const CATALOG_ORIGIN = `http://localhost:${E2E_PORTS.catalog}`;

const addToBasket = (page: Page) => page.getByRole('button', { name: /^В корзину/ }).first();

/** Counts the documents the page loaded: the first visit is 1, each reload adds one (history changes add none). */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('domcontentloaded', () => { loads++; });
  return () => loads;
}

/** Answers the first `times` matching requests with `fail`, then lets them through; tells how many were failed. */
function failFirst(times: number, fail: (route: Route, index: number) => Promise<void>) {
  let seen = 0;
  return {
    handler: async (route: Route) => {
      const index = seen++;
      if (index < times) await fail(route, index);
      else await route.continue();
    },
    failed: () => Math.min(seen, times),
    seen: () => seen,
  };
}

const serviceUnavailable = (route: Route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });

/** A customer logged in by SMS code with one line in the basket, on the menu of the demo merchant. */
async function loggedInWithBasket(page: Page, request: APIRequestContext): Promise<string> {
  const phone = freshPhone();
  await page.goto(`${SHELL_URL}/login?vendor=demo`);
  await page.getByTestId('login-phone').fill(phone.slice(3));
  await page.getByTestId('login-send').click();
  await page.getByTestId('login-code').fill(await loginCodeFromOutbox(request, phone));
  await page.getByTestId('login-confirm').click();
  await expect.poll(async () => (await savedSession(page, 'demo')).token, { message: 'a saved token' }).toBeTruthy();
  await page.goto(`${SHELL_URL}/`);
  await addToBasket(page).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  return phone;
}

async function expectStillLoggedIn(page: Page, phone: string) {
  await page.goto(`${SHELL_URL}/profile/user`);
  await expect(page).toHaveURL(`${SHELL_URL}/profile/user`);
  await expect(page.getByTestId('user-phone')).toHaveValue(new RegExp(`${phone.slice(-2)}$`));
}

test.describe('start-up under faults', () => {
  test('a merchant request that fails (network, then 503) is asked again: menu, login and basket stay', async ({ page, request }) => {
    test.setTimeout(60_000);
    const phone = await loggedInWithBasket(page, request);
    const merchant = failFirst(2, (route, index) => (index === 0 ? route.abort('failed') : serviceUnavailable(route)));
    await page.route(MERCHANT_REQUEST, merchant.handler);

    await page.reload();
    await expect(addToBasket(page)).toBeVisible();
    expect(merchant.failed()).toBe(2);
    expect(merchant.seen()).toBe(3);
    await expect(page).not.toHaveURL(/merchantNotAvailable/);
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await expectStillLoggedIn(page, phone);
  });

  test('a merchant the API says does not exist leads to /merchantNotAvailable', async ({ page }) => {
    await page.route(MERCHANT_REQUEST, (route) => route.fulfill({
      status: 404, contentType: 'application/json', body: JSON.stringify({ code: 'MERCHANT_NOT_FOUND', description: 'Мерчант не найден' }),
    }));
    // A category: its page comes as built (no first view), and the browser asks for the start itself.
    await page.goto(`${SHELL_URL}/category?vendor=demo`);
    await expect(page).toHaveURL(`${SHELL_URL}/merchantNotAvailable`);
    await expect(page.getByTestId('merchant-not-available')).toBeVisible();
  });

  test('a shop that does not exist, opened on the home page: no first view, the page says so', async ({ page }) => {
    // The server found no such shop, drew nothing, and the browser asked the API itself.
    await page.goto(`${SHELL_URL}/?vendor=no-such-shop`);
    await expect(page).toHaveURL(`${SHELL_URL}/merchantNotAvailable`);
    await expect(page.getByTestId('merchant-not-available')).toBeVisible();
    await expect(page.locator('#sf-first-view')).toHaveCount(0);
  });

  test('a merchant request that keeps failing shows the error page in Russian; its reload button brings the shop back with the session', async ({ page, context, request }) => {
    test.setTimeout(60_000);
    const phone = await loggedInWithBasket(page, request);
    await context.addCookies([{ name: 'lang', value: 'ru', url: SHELL_URL }]);
    await page.route(MERCHANT_REQUEST, serviceUnavailable);

    await page.reload();
    const errorPage = page.getByTestId('server-error');
    await expect(errorPage.getByRole('heading', { name: 'Ошибка сервера' })).toBeVisible({ timeout: 20_000 });
    await expect(page).not.toHaveURL(/merchantNotAvailable/);
    const reload = errorPage.getByRole('button', { name: 'Обновить страницу' });
    await expect(reload).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('boot-error-390x844.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.unroute(MERCHANT_REQUEST);
    await reload.click();
    await expect(addToBasket(page)).toBeVisible();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await expectStillLoggedIn(page, phone);
  });
});

test.describe('a part of a remote that fails to download', () => {
  /** Chunks of the catalog remote other than its entry. */
  const isCatalogChunk = (url: URL) => url.origin === CATALOG_ORIGIN && url.pathname.endsWith('.js') && !url.pathname.endsWith('/remoteEntry.js');

  test('failing reloads the page once, and then the menu works', async ({ page }) => {
    const loads = countDocumentLoads(page);
    // Every request for the menu's code fails while the first page is open: the route's code is
    // fetched early and again by the start, and whether the two share one failure depends on timing.
    // The page asked for again (the reload) gets the code.
    let documents = 0;
    let failed = 0;
    page.on('request', (request) => { if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++; });
    await page.route(isCatalogChunk, (route) => {
      if (documents > 1) return route.continue();
      failed++;
      return route.fulfill({ status: 500, body: 'Internal Server Error' });
    });

    await page.goto(`${SHELL_URL}/?vendor=demo`);
    await expect(addToBasket(page)).toBeVisible();
    expect(failed).toBeGreaterThan(0);
    expect(loads()).toBe(2);
    await expect(page.locator('[data-remote-failure]')).toHaveCount(0);
  });

  test('failing again after the reload shows the notice without reloading again; retry brings the menu', async ({ page }) => {
    const loads = countDocumentLoads(page);
    const failChunk = (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' });
    await page.route(isCatalogChunk, failChunk);

    await page.goto(`${SHELL_URL}/?vendor=demo`);
    const notice = page.locator('[data-remote-failure="catalog"]');
    // The first failure reloads the page (the first page may show the notice for the moment
    // before); the second page shows it and stays.
    await expect.poll(loads, { timeout: 15_000 }).toBe(2);
    await expect(notice).toBeVisible({ timeout: 15_000 });
    expect(loads()).toBe(2);
    await expect(page.getByTestId('merchant-name')).toBeVisible();

    await page.unroute(isCatalogChunk, failChunk);
    await notice.getByRole('button', { name: 'Повторить' }).click();
    await expect(addToBasket(page)).toBeVisible();
    expect(loads()).toBe(2);
  });
  test('a lazy part of a remote failing once reloads the page once, and then it opens', async ({ page }) => {
    const loads = countDocumentLoads(page);
    await page.goto(`${SHELL_URL}/?vendor=demo`);
    const productPath = await page.locator('article.cat-card a[href^="/product/"]').first().getAttribute('href');
    const chunk = failFirst(1, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.route(isCatalogChunk, chunk.handler);

    // The product screen is a part of the catalogue downloaded only when first opened.
    await page.evaluate((url) => { window.history.pushState(null, '', url); window.dispatchEvent(new PopStateEvent('popstate')); }, productPath!);
    await expect(page.getByTestId('product-add')).toBeVisible();
    expect(chunk.failed()).toBe(1);
    expect(loads()).toBe(2);
    expect(new URL(page.url()).pathname).toBe(productPath);
  });
});

test.describe('the content security policy', () => {
  test('the shell page is served with it, and nothing the storefront does is blocked', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __blocked: string[] };
      w.__blocked = [];
      document.addEventListener('securitypolicyviolation', (event) => { w.__blocked.push(`${event.effectiveDirective} ${event.blockedURI}`); });
    });
    const response = await page.goto(`${SHELL_URL}/?vendor=demo`);
    // The page's inline scripts (its first script and the first view's guard) by their hashes (a
    // wrong one would be reported as blocked below).
    expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*' ${CATALOG_ORIGIN}`));
    await addToBasket(page).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await page.getByTestId('basket-link').click();
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    for (const [path, heading] of [['/profile', 'Профиль'], ['/branches', 'Филиалы'], ['/vacancy', 'Вакансии']] as const) {
      await page.evaluate((url) => { window.history.pushState(null, '', url); window.dispatchEvent(new PopStateEvent('popstate')); }, path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.locator('[data-remote-failure]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __blocked: string[] }).__blocked)).toEqual([]);
  });
});
