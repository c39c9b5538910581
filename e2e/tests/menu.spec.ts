import { expect, test } from '@playwright/test';
import type { Merchant, MultilingualText, Overall } from '@storefront/contracts';
import { API_URL, E2E_PORTS, SHELL_URL, startRequest } from '../stack-config';
import { holdShellEntry, isMenuCall, layoutShiftSum, recordLayoutShifts } from './helpers';

async function demoMerchant(request: import('@playwright/test').APIRequestContext): Promise<Merchant> {
  const response = await request.get(`${API_URL}/users/v1/merchants/sub/demo`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** The demo merchant's main language is ru: the text the menu shows first. */
const ruText = (text: MultilingualText) => text.ru || text.uz || text.eng || '';

const byPriority = (a: { priority: number; id: number }, b: { priority: number; id: number }) => a.priority - b.priority || a.id - b.id;

test('the home page shows the menu the catalog remote loads at run time', async ({ page, request }) => {
  const merchant = await demoMerchant(request);
  const response = await request.get(`${API_URL}/products/v1/overalls?type=WEB`, { headers: { merchant: String(merchant.id) } });
  expect(response.status()).toBe(200);
  const overall: Overall = await response.json();

  // The first category (by priority) that has an active product, and its lowest-priority product.
  const active = overall.products.filter((product) => product.active);
  const category = overall.categories.slice().sort(byPriority)
    .find((candidate) => active.some((product) => product.categoryId === candidate.id));
  expect(category, 'the demo menu has a category with products').toBeTruthy();
  const first = active.filter((product) => product.categoryId === category!.id).sort(byPriority)[0];

  const scripts: string[] = [];
  page.on('request', (req) => { if (req.resourceType() === 'script') scripts.push(req.url()); });

  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await expect(page.getByTestId('merchant-name')).toHaveText(merchant.name);
  await expect(page.getByRole('heading', { name: ruText(first.name), exact: true }).first()).toBeVisible();

  const catalogOrigin = `http://localhost:${E2E_PORTS.catalog}`;
  expect(scripts).toContain(`${catalogOrigin}/remoteEntry.js`);
  // A remote whose route was not visited is not downloaded at all.
  expect(scripts.filter((url) => url.startsWith(`http://localhost:${E2E_PORTS.basketCheckout}/`))).toEqual([]);
});

test('the page asks for every script of the shell\'s start itself, so none waits for the one before it', async ({ page }) => {
  // Who asked for each script: the page ('parser': its <script> and preload links) or a running script.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const shellScripts: { url: string; initiator: string }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script' && event.request.url.startsWith(SHELL_URL)) shellScripts.push({ url: event.request.url, initiator: event.initiator.type });
  });

  // A category: a page the server sends as built (the pages with a first view hold their code until it is painted, below).
  await page.goto(`${SHELL_URL}/category?vendor=demo`);
  await expect(page.getByTestId('merchant-name')).toBeVisible();
  const startScripts = [...shellScripts];

  // The entry, the contracts, i18next, the renderer, single-spa and the shell's own code.
  expect(startScripts.length).toBeGreaterThanOrEqual(5);
  expect(startScripts.filter((script) => script.initiator !== 'parser')).toEqual([]);
});

test('the menu\'s code downloads while the merchant\'s data is still on its way', async ({ page }) => {
  const catalogOrigin = `http://localhost:${E2E_PORTS.catalog}`;
  const catalogScripts: string[] = [];
  page.on('request', (req) => { if (req.url().startsWith(catalogOrigin)) catalogScripts.push(req.url()); });
  // The merchant's answer is held until the catalogue's app (not only its entry) has been asked for.
  let answerMerchant: () => void = () => {};
  const merchantHeld = new Promise<void>((resolve) => { answerMerchant = resolve; });
  await page.route(startRequest(), async (route) => { await merchantHeld; await route.continue(); });

  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await expect.poll(() => catalogScripts.filter((url) => !url.endsWith('/remoteEntry.js')).length).toBeGreaterThan(0);
  answerMerchant();
  await expect(page.locator('article.cat-card').first()).toBeVisible();
});

test('a demo sub-domain opens the demo merchant', async ({ page, request }) => {
  const merchant = await demoMerchant(request);
  await page.goto(`http://demo.localhost:${E2E_PORTS.shell}/`);
  await expect(page.getByTestId('merchant-name')).toHaveText(merchant.name);
});

test('before any script has run, the page already says it is loading, and the home page already shows its top', async ({ browser, request }) => {
  const merchant = await demoMerchant(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${SHELL_URL}/category?vendor=demo`);
    await expect(page.getByText('...loading')).toBeVisible();
    // The home page's first view: the header and the stories and banners, drawn by the server.
    await page.goto(`${SHELL_URL}/?vendor=demo`);
    const view = page.locator('#sf-first-view');
    await expect(view.locator('.sf-brand')).toHaveText(merchant.name);
    await expect(view.locator('.cat-banners img').first()).toBeVisible();
    await expect(view.locator('.cat-story').first()).toBeVisible();
    await expect(page.getByText('...loading')).toBeHidden();
  } finally {
    await context.close();
  }
});

test('the home page arrives with its top drawn in it: the code waits for its first banner, then the storefront takes over without moving anything', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (req) => asked.push(req.url()));
  await recordLayoutShifts(page);
  let releaseBanner: () => void = () => {};
  const bannerHeld = new Promise<void>((resolve) => { releaseBanner = resolve; });
  await page.route((url) => url.pathname.includes('/media/v1/images/banner-demo-promo'), async (route) => { await bannerHeld; await route.continue(); });

  await page.goto(`${SHELL_URL}/?vendor=demo`, { waitUntil: 'commit' });
  const view = page.locator('#sf-first-view');
  await expect(view.locator('.sf-brand')).toBeVisible();
  await expect(view.locator('.cat-banners')).toBeVisible();
  await expect.poll(() => asked.some((url) => url.includes('/media/v1/images/banner-demo-promo'))).toBe(true);
  // While the first banner is on its way, nothing else shares the network with it.
  const isCode = (url: string) => /\.js$/.test(new URL(url).pathname);
  expect(asked.filter(isCode)).toEqual([]);
  expect(asked.filter(isMenuCall)).toEqual([]);
  releaseBanner();

  await expect(page.locator('article.cat-card').first()).toBeVisible();
  await expect(view).toHaveCount(0);
  await expect(page.locator('#content').getByTestId('banners')).toBeVisible();
  // The boot took the start the page was drawn from rather than asking again.
  expect(asked.filter((url) => startRequest()(new URL(url)))).toEqual([]);
  expect(await layoutShiftSum(page)).toBeLessThan(0.01);
});

test('the basket arrives drawn in the page from its mirror cookie, and the storefront takes over without moving anything; a cookie older than the stored basket is never drawn', async ({ page }) => {
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  const card = page.locator('article.cat-card:has(button.cat-add:not([data-needs-choice]))').first();
  await card.locator('button.cat-add').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  const name = (await card.locator('h4').first().textContent())!.trim();
  const productId = await card.getAttribute('data-product-id');
  // The shell mirrors the basket (ids, counts, its prices) into a cookie the page server reads.
  const mirror = (await page.context().cookies()).find((cookie) => cookie.name === 'sf_basket_demo');
  expect(mirror?.value).toMatch(new RegExp(`^${productId}:1:`));

  await recordLayoutShifts(page);
  const releaseEntry = await holdShellEntry(page);
  await page.goto(`${SHELL_URL}/basket?vendor=demo`, { waitUntil: 'commit' });
  // Before the storefront's code: the line, its price, the header's count, in the page itself.
  const view = page.locator('#sf-first-view');
  await expect(view.locator('.bc-line h2')).toHaveText(name);
  await expect(view.locator('.bc-line .bc-price')).toContainText('сум');
  await expect(view.locator('.sf-basket')).toContainText('1');
  releaseEntry();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await expect(view).toHaveCount(0);
  await expect(page.getByTestId('recommendations')).toBeVisible();
  expect(await layoutShiftSum(page)).toBeLessThan(0.01);

  // A cookie that says two pieces while the stored basket holds one (changed where the cookie was
  // not rewritten): the page's guard drops the view before it is drawn; the basket shows one.
  await page.context().addCookies([{ name: 'sf_basket_demo', value: mirror!.value.replace(/^(\d+):1:/, '$1:2:'), url: SHELL_URL }]);
  await page.goto(`${SHELL_URL}/basket?vendor=demo`, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-first-view-basket', /^\d+:2:/);
  await expect(page.locator('#sf-first-view')).toBeHidden();
  await expect(page.getByTestId('line-count')).toHaveText('1');
  // The storefront wrote the cookie back to the stored basket.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'sf_basket_demo')?.value).toBe(mirror!.value);
});

test('a customer who chose another language than the shop\'s first never sees the first view in the shop\'s', async ({ page }) => {
  // The demo shop speaks ru first; this customer chose uz on an earlier visit.
  await page.addInitScript(() => window.localStorage.setItem('_language', 'uz'));
  await page.goto(`${SHELL_URL}/?vendor=demo`, { waitUntil: 'commit' });
  await expect(page.locator('#sf-first-view')).toBeHidden();
  await expect(page.locator('#content').getByTestId('banners')).toBeVisible();
  await expect(page.getByTestId('language-select')).toHaveValue('uz');
  await expect(page.locator('#sf-first-view')).toHaveCount(0);
});

test('the shop\'s data, its menu and the screen\'s code (entry and app) are asked for while the shell\'s own code still downloads', async ({ page, request }) => {
  const merchant = await demoMerchant(request);
  const overall: Overall = await (await request.get(`${API_URL}/products/v1/overalls?type=WEB`, { headers: { merchant: String(merchant.id) } })).json();
  const categoryId = overall.products.find((product) => product.active)!.categoryId;
  // By the brand's sub-domain (the page's first script) or by the merchant header (the shell).
  const catalogOrigin = `http://localhost:${E2E_PORTS.catalog}`;
  const asked: string[] = [];
  page.on('request', (req) => asked.push(req.url()));
  // The shell's entry is held until the start, the catalogue's entry and the banner have been asked for.
  const releaseEntry = await holdShellEntry(page);
  // Every menu request after the first is held until the cards are drawn: they are drawn only if the
  // shell took the first script's answer rather than asking for the menu itself.
  let releaseMenu: () => void = () => {};
  const menuHeld = new Promise<void>((resolve) => { releaseMenu = resolve; });
  let menus = 0;
  await page.route(isMenuCall, async (route) => { menus += 1; if (menus > 1) await menuHeld; await route.continue(); });

  // A category's page: the server sends it as built (no first view: its products are the menu's).
  await page.goto(`${SHELL_URL}/category?vendor=demo&id=${categoryId}`, { waitUntil: 'commit' });
  await expect.poll(() => asked.filter((url) => startRequest('demo')(new URL(url))).length).toBe(1);
  await expect.poll(() => asked.includes(`${catalogOrigin}/remoteEntry.js`)).toBe(true);
  // The files of the catalogue's app, from the list its build writes beside its entry.
  await expect.poll(() => asked.some((url) => url.startsWith(catalogOrigin) && /\/[\w-]+\.[0-9a-f]{10}\.js$/.test(url))).toBe(true);
  await expect.poll(() => asked.filter(isMenuCall).length).toBe(1);
  releaseEntry();

  await expect(page.locator('article.cat-card').first()).toBeVisible();
  releaseMenu();
  // The shell took the early answer: the start was asked for once in all.
  expect(asked.filter((url) => startRequest()(new URL(url)))).toHaveLength(1);
});

test('the menu is asked for beside the shop\'s data, not after it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (req) => asked.push(req.url()));
  // The start is held: the menu is asked for anyway, by the brand's sub-domain.
  let releaseStart: () => void = () => {};
  const startHeld = new Promise<void>((resolve) => { releaseStart = resolve; });
  await page.route(startRequest('demo'), async (route) => { await startHeld; await route.continue(); });
  // A category (no first view: the browser asks for the start itself).
  await page.goto(`${SHELL_URL}/category?vendor=demo`, { waitUntil: 'commit' });
  await expect.poll(() => asked.some((url) => new URL(url).pathname.endsWith('/products/v1/overalls/sub/demo'))).toBe(true);
  releaseStart();
  await expect(page.getByTestId('merchant-name')).toBeVisible();
  // The shell took that answer: its first load of the menu (asked before the shop is drawn) did not
  // ask again, by the merchant header or otherwise.
  expect(asked.filter((url) => new URL(url).pathname.endsWith('/products/v1/overalls'))).toEqual([]);
});

test('a screen that draws nothing from the menu does not share the network with it: the menu is asked for once the storefront runs, and the menu shows when the customer goes to it', async ({ page }) => {
  const profileOrigin = `http://localhost:${E2E_PORTS.profile}`;
  const asked: string[] = [];
  page.on('request', (req) => asked.push(req.url()));
  const releaseEntry = await holdShellEntry(page);
  // The terms of use: a screen of the profile with no first view (whose start would be in the page).
  await page.goto(`${SHELL_URL}/login/rules?vendor=demo`, { waitUntil: 'commit' });
  // The page's first script asks for the shop's data and the screen's code, not for the menu.
  await expect.poll(() => asked.filter((url) => startRequest('demo')(new URL(url))).length).toBe(1);
  await expect.poll(() => asked.includes(`${profileOrigin}/remoteEntry.js`)).toBe(true);
  expect(asked.filter(isMenuCall)).toEqual([]);
  releaseEntry();
  await expect(page.getByRole('heading', { level: 1, name: 'Условия использования' })).toBeVisible();
  // In the app, to the menu: asked for (now, or by the delayed refresh if that came first) and drawn.
  await page.evaluate(() => { window.history.pushState(null, '', '/?vendor=demo'); window.dispatchEvent(new PopStateEvent('popstate')); });
  await expect(page.locator('article.cat-card').first()).toBeVisible();
  expect(asked.filter(isMenuCall).length).toBeGreaterThanOrEqual(1);
});

test('the menu\'s delayed refresh (spec §4) asks the address the page asked first, and the browser revalidates it: the menu is not downloaded twice', async ({ page }) => {
  const menus: { status: number; bodyBytes: number; headersBytes: number }[] = [];
  page.on('requestfinished', async (req) => {
    if (!isMenuCall(req.url())) return;
    const response = await req.response();
    const sizes = await req.sizes();
    menus.push({ status: response?.status() ?? 0, bodyBytes: sizes.responseBodySize, headersBytes: sizes.responseHeadersSize });
  });
  await page.goto(`${SHELL_URL}/basket?vendor=demo`);
  await expect(page.getByTestId('merchant-name')).toBeVisible();
  // The first load, then the refresh 1234 ms after the start: the server was asked (its answer's
  // headers came over the network) and sent no body, a 304 the browser answers from its cache
  // (the page sees the cached 200). Asked by the merchant header, it came back whole: 20 KB.
  await expect.poll(() => menus.length, { timeout: 15_000 }).toBe(2);
  expect(menus[0].status).toBe(200);
  expect(menus[0].bodyBytes).toBeGreaterThan(1000);
  expect(menus[1].bodyBytes).toBe(0);
  expect(menus[1].headersBytes).toBeGreaterThan(0);
});

test('a product page\'s image and screen code are asked for while the shell\'s own code still downloads; the image downloaded once', async ({ page, request }) => {
  const merchant = await demoMerchant(request);
  const overall: Overall = await (await request.get(`${API_URL}/products/v1/overalls?type=WEB`, { headers: { merchant: String(merchant.id) } })).json();
  const product = overall.products.find((p) => p.image && !/^https:/.test(p.image))!;
  const isProductImage = (url: string) => url.includes(`/media/v1/images/${encodeURIComponent(product.image!)}?`);
  const asked: string[] = [];
  page.on('request', (req) => asked.push(req.url()));
  const releaseEntry = await holdShellEntry(page);

  await page.goto(`${SHELL_URL}/product/${product.id}?vendor=demo`, { waitUntil: 'commit' });
  // In the page itself (the server's first view of the product), before any of the storefront's code has run.
  await expect.poll(() => asked.some(isProductImage)).toBe(true);
  // The catalogue's product screen, loaded lazily by its app, listed for this route beside its entry.
  const catalogOrigin = `http://localhost:${E2E_PORTS.catalog}`;
  await expect.poll(() => asked.some((url) => url.startsWith(catalogOrigin) && /\/screen-product-id\.[0-9a-f]{10}\.js$/.test(url))).toBe(true);
  const preloaded = asked.filter(isProductImage);
  releaseEntry();

  const image = page.getByTestId('gallery-open').locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The page drew the very file asked for before its code ran, and it was not downloaded a second time.
  const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(preloaded).toContain(shown);
  expect(asked.filter((url) => url === shown)).toHaveLength(1);
});

test('/extra2 opened by its address: its screen\'s code is asked for while the shell\'s own code still downloads', async ({ page, request }) => {
  const catalogOrigin = `http://localhost:${E2E_PORTS.catalog}`;
  // Published by the route's path, as the page's first script asks for it.
  const list: { routes: Record<string, string[]> } = await (await request.get(`${catalogOrigin}/start-files.json`)).json();
  const files = list.routes['/extra2'];
  expect(files?.length).toBeGreaterThan(0);
  const asked: string[] = [];
  page.on('request', (req) => asked.push(req.url()));
  const releaseEntry = await holdShellEntry(page);

  await page.goto(`${SHELL_URL}/extra2?vendor=demo`, { waitUntil: 'commit' });
  await expect.poll(() => files.every((file) => asked.includes(`${catalogOrigin}/${file}`))).toBe(true);
  releaseEntry();
  await expect(page.getByTestId('extra-page')).toBeVisible();
});
