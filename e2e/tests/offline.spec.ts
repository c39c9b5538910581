import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SHELL_URL } from '../stack-config';
import { loggedInOnOrders, merchantBySub, savedSession } from './helpers';

// The only spec with the shell's service worker running (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('a returning customer without a network sees the shop and its last menu at once, and nothing personal is stored', async ({ page, context, request }) => {
  const demo = await merchantBySub(request, 'demo');
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await expect(page.locator('article.cat-card').first()).toBeVisible();
  // The worker installs after the page has loaded and then takes the page over.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, { timeout: 20_000 });
  const firstProduct = (await page.locator('article.cat-card h4').first().textContent())!;

  // The customer logs in and opens their orders through the worker; then visits the menu again.
  await loggedInOnOrders(page, request);
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await expect(page.locator('article.cat-card h4').first()).toHaveText(firstProduct);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('merchant-name')).toHaveText(demo.name);
  await expect(page.locator('article.cat-card h4').first()).toHaveText(firstProduct);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const key of await (await caches.open(name)).keys()) urls.push(key.url);
    }
    return urls;
  });
  expect(cached.some((url) => url.includes('/products/v1/overalls'))).toBe(true);
  expect(cached.filter((url) => /\/orders\/|\/users\/v1\/(users|me|addresses)(\/|\?|$)|\/payments\/|\/notifications\//.test(url)), 'no customer data in the caches').toEqual([]);
  await context.setOffline(false);
});

// --- issue 34, item 7: offline, more than the home menu works (ru, where it failed) ---

const PHONE = { width: 390, height: 844 };
const SHOTS = '/work/shots/offline';
/** Chromium's own page for a navigation that failed ("This site can't be reached"). */
const CHROME_ERROR = /^chrome-error:/;

/** The words of the shell's offline notice in ru (shell/src/i18n/texts.ts, `offline.*`). */
const OFFLINE_RU = /Нет подключения к интернету/;

/**
 * One online visit of the menu in ru, as a customer's first: the worker installs, takes the page
 * over and then, once the page is idle, stores the remotes' code (catalogue screens, the basket),
 * the page, the menu and its pictures (they came before the worker on this first visit).
 * Waits for that (at most 25 s; a worker that never stores them leaves the offline steps to fail).
 * The names are those of tooling/webpack/service-worker.mjs and shell/src/service-worker/offline-rules.ts.
 */
async function visitMenuOnceInRussian(page: Page): Promise<void> {
  // The wait below can take its 25 s where nothing is stored (a build without the warming).
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await page.getByTestId('language-select').selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('article.cat-card').first()).toBeVisible();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 20_000 });
  const stored = () => page.evaluate(async () => {
    const keys = async (name: string) => (await (await caches.open(name)).keys()).map((key) => key.url);
    const code = await keys('storefront-warm');
    return code.some((url) => /\/screen-product-id\.[0-9a-f]+\.js$/.test(url))
      && code.filter((url) => url.endsWith('/remoteEntry.js')).length >= 5 && (await keys('storefront-pages')).length > 0
      && (await keys('storefront-menus')).some((url) => /sw-merchant=\d/.test(url)) && (await keys('storefront-images')).length > 0;
  }).catch(() => false);
  for (const deadline = Date.now() + 25_000; Date.now() < deadline && !(await stored());) await page.waitForTimeout(500);
}

/** Opens a storefront address without a network: never Chromium's error page. */
async function openOffline(page: Page, url: string): Promise<void> {
  await page.goto(url);
  expect(page.url()).not.toMatch(CHROME_ERROR);
}

test('offline, a product of the menu opens from it with its name and price, goes into the basket, and the basket shows it', async ({ page, context }) => {
  await visitMenuOnceInRussian(page);
  const card = page.locator('article.cat-card').first();
  const productId = await card.getAttribute('data-product-id');
  const name = (await card.locator('h4').textContent())!.trim();

  // The pictures of the menu seen on that first visit are kept (the product's, in another size, too).
  const pictures = await page.evaluate(async () => (await (await caches.open('storefront-images')).keys()).map((key) => key.url));
  expect(pictures.some((url) => url.includes('/media/v1/images/'))).toBe(true);

  await context.setOffline(true);
  await card.locator('a').first().click();
  const details = page.locator('[data-testid="product-sheet"], .cat-product').first();
  await expect(details.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(details.getByTestId('product-unit-price')).toContainText(/\d/);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'product-sheet-390.png') });
  await details.getByTestId('product-add').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  // The basket's code was never asked for online: the worker stored it.
  await page.getByTestId('basket-count').click();
  await expect(page).toHaveURL(/\/basket/);
  await expect(page.getByTestId('basket-line').filter({ hasText: name })).toBeVisible();
  await expect(page.getByText('Этот раздел сейчас не открылся')).toHaveCount(0);

  // A reload of the basket, and of the product's own page: the app from the cache.
  await page.reload();
  expect(page.url()).not.toMatch(CHROME_ERROR);
  await expect(page.getByTestId('basket-line').filter({ hasText: name })).toBeVisible();
  await openOffline(page, `${SHELL_URL}/product/${productId}?vendor=demo`);
  await expect(page.locator('.cat-product').getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.locator('.cat-product').getByTestId('product-unit-price')).toContainText(/\d/);
  await expect(page.getByTestId('offline-notice')).toContainText(OFFLINE_RU);
  await page.screenshot({ path: path.join(SHOTS, 'product-page-390.png'), fullPage: false });
  await context.setOffline(false);
});

test('offline, a page that needs the network says so in ru, never the browser\'s error, and the notice goes when the network is back', async ({ page, context }) => {
  await visitMenuOnceInRussian(page);
  await context.setOffline(true);

  // Pages never opened online: the app's shell, and in ru that the customer is offline.
  await openOffline(page, `${SHELL_URL}/profile/orders`);
  await expect(page.getByTestId('offline-notice')).toContainText(OFFLINE_RU);
  await expect(page.getByTestId('offline-notice')).toBeInViewport();
  await page.screenshot({ path: path.join(SHOTS, 'offline-page-390.png') });
  await openOffline(page, `${SHELL_URL}/branches`);
  await expect(page.getByTestId('offline-notice')).toContainText(OFFLINE_RU);
  await expect(page.getByText('Этот раздел сейчас не открылся')).toHaveCount(0);

  // The notice goes once the network is back.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test('a storefront page never seen and no app in the cache: the worker\'s own offline page, in the customer\'s language', async ({ page, context }) => {
  await visitMenuOnceInRussian(page);
  // The stored pages are gone (a storage clean-up), the worker stays.
  await page.evaluate(async () => { await caches.delete('storefront-pages'); });
  await context.setOffline(true);
  await openOffline(page, `${SHELL_URL}/basket`);
  await expect(page.getByTestId('offline-page')).toContainText(OFFLINE_RU);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.screenshot({ path: path.join(SHOTS, 'worker-offline-page-390.png') });
  await context.setOffline(false);
});

test('offline, placing an order says in ru that it needs a connection, and the basket is kept', async ({ page, context, request }) => {
  await page.setViewportSize(PHONE);
  await loggedInOnOrders(page, request);
  await visitMenuOnceInRussian(page);
  const card = page.locator('article.cat-card').first();
  await card.locator('a').first().click();
  await page.locator('[data-testid="product-sheet"], .cat-product').first().getByTestId('product-add').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto(`${SHELL_URL}/checkout?vendor=demo`);
  await expect(page.getByTestId('place-order')).toBeVisible();

  await context.setOffline(true);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-needs-network')).toHaveText(/нужно подключение к интернету.*Корзина сохранена/);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  expect((await savedSession(page, 'demo')).draft.lines).toHaveLength(1);
  await page.screenshot({ path: path.join(SHOTS, 'checkout-offline-390.png') });
  await context.setOffline(false);
});
