import { expect, test, type Page } from '@playwright/test';
import type { Branch, Overall } from '@storefront/contracts';
import { branchHoursNow, isAroundTheClock } from '@storefront/contracts/rules';
import { API_URL, E2E_PORTS, SHELL_URL } from '../stack-config';
import { expectOnlyLocalhost, freshPhone, holdShellEntry, lastReversePoint, layoutShiftSum, logIn, merchantBySub, recordLayoutShifts, streetAt, watch } from './helpers';
import { asYandexMerchant, failYandex, serveFakeYandex, YANDEX } from './yandex-fake';

/** Spec §8 messages as the demo merchant's Russian pages show them, restated (the Uzbek originals: languages.spec.ts). */
const SPEC = {
  notServed: 'Сейчас доставка по выбранному вами адресу недоступна',
  anotherAddress: 'Пожалуйста, выберите другой адрес',
  outOfArea: 'Вне зоны обслуживания',
  allowGeolocation: 'Пожалуйста, разрешите определение местоположения!',
};
/** Inside the demo merchant's central delivery area, a little off spec §9's address default. */
const INSIDE = { latitude: 41.2995, longitude: 69.2401 };
/** Bukhara: far outside every area of the demo merchant (Tashkent). */
const FAR_AWAY = { latitude: 39.7747, longitude: 64.4286 };
/** The remote's lazy map chunks (AddressMapsApp.tsx names them) and Leaflet's own module path. */
const MAP_CODE = /screen-address-delivery|screen-branches-map|screen-profile-address-create|screen-address-pickup|screen-profile-orders-id-map|map-leaflet|leaflet/i;

/** Drags the map under `selector` left and down by 250 × 150 px, as a finger would. */
async function dragMap(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x - 25 * step, y + 15 * step);
  await page.mouse.up();
}

/** A product in the basket and the checkout open: the picker returns there on confirm. */
async function checkoutWithAProduct(page: Page, merchantId: number) {
  const overall: Overall = await (await page.request.get(`${API_URL}/products/v1/overalls?type=WEB`, { headers: { merchant: String(merchantId) } })).json();
  const plain = overall.products.find((p) => p.active && p.modificationGroups.length === 0 && p.amount == null) ?? overall.products.find((p) => p.modificationGroups.length === 0)!;
  await page.goto(`${SHELL_URL}/product/${plain.id}?vendor=demo`);
  await page.getByTestId('product-add').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto(`${SHELL_URL}/checkout`);
}

async function openPicker(page: Page) {
  await page.goto(`${SHELL_URL}/address/delivery?vendor=demo`);
  await expect(page.locator('.leaflet-container')).toBeVisible();
  // Delivery areas drawn: one path per polygon.
  await expect(page.locator('.leaflet-overlay-pane path').first()).toBeAttached();
}

test.describe('maps', () => {
  test('dragging the map picks the address at the centre pin and shows its street', async ({ page }) => {
    const merchant = await merchantBySub(page.request, 'demo');
    const urls = await watch(page);
    await openPicker(page);
    const street = page.getByTestId('picked-street');
    await expect(street).toHaveText(await streetAt(page, merchant.id, lastReversePoint(urls)));
    const before = lastReversePoint(urls);

    const box = (await page.locator('.leaflet-container').boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // The map is drawn from the API's own tiles of the demo city.
    await expect(page.locator('.leaflet-tile-loaded[src*="/tiles/v1/"]').first()).toBeVisible();
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(x - 25 * step, y + 15 * step);
    await page.mouse.up();

    await expect.poll(() => lastReversePoint(urls).lon).not.toBe(before.lon);
    const after = lastReversePoint(urls);
    // Dragged left and down: the centre moved east and north.
    expect(Number(after.lon)).toBeGreaterThan(Number(before.lon));
    expect(Number(after.lat)).toBeGreaterThan(Number(before.lat));
    const expected = await streetAt(page, merchant.id, after);
    expect(expected, 'the gazetteer knows a street there').not.toBe('');
    await expect(street).toHaveText(expected);
    await expect(page.getByTestId('delivery-price')).toContainText('сум');
    expectOnlyLocalhost(urls);
    expect(urls.some((u) => /screen-address-delivery/.test(u)), 'the picker came in its own chunk').toBe(true);
  });

  test('searching "Amir Temur" lists places, and choosing one moves the map there', async ({ page }) => {
    const urls = await watch(page);
    await openPicker(page);
    await expect(page.getByTestId('picked-street')).not.toHaveText(/…/);
    await page.getByTestId('address-search').pressSequentially('Amir Temur', { delay: 40 });
    const results = page.getByTestId('search-results').getByRole('button');
    await expect(results.first()).toContainText('Amir Temur');
    // Debounced: typing ten characters asked once or twice, not ten times.
    expect(urls.filter((u) => u.includes('/nominatim/search')).length).toBeLessThanOrEqual(2);
    const before = lastReversePoint(urls);
    await results.first().click();
    await expect.poll(() => lastReversePoint(urls)).not.toEqual(before);
    await expect(page.getByTestId('picked-street')).toContainText('Amir Temur');
    expectOnlyLocalhost(urls);
  });

  test('"My location" moves the map to the granted position', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: INSIDE, permissions: ['geolocation'] });
    const page = await context.newPage();
    const urls = await watch(page);
    await openPicker(page);
    await page.getByTestId('my-location').click();
    await expect.poll(() => lastReversePoint(urls)).toEqual({ lat: String(INSIDE.latitude), lon: String(INSIDE.longitude) });
    await expect(page.getByTestId('picked-street')).not.toHaveText(/…/);
    await expect(page.getByTestId('confirm-address')).toBeEnabled();
    expectOnlyLocalhost(urls);
    await context.close();
  });

  test('"My location" denied shows the spec\'s alert', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    const urls = await watch(page);
    await openPicker(page);
    await page.getByTestId('my-location').click();
    await expect(page.getByTestId('geo-denied')).toHaveText(SPEC.allowGeolocation);
    expectOnlyLocalhost(urls);
    await context.close();
  });

  test('a point outside every delivery area says so and cannot be confirmed', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: FAR_AWAY, permissions: ['geolocation'] });
    const page = await context.newPage();
    const urls = await watch(page);
    await openPicker(page);
    await expect(page.getByTestId('confirm-address')).toBeEnabled();
    await page.getByTestId('my-location').click();
    const out = page.getByTestId('out-of-area');
    await expect(out).toContainText(SPEC.outOfArea);
    await expect(out).toContainText(SPEC.notServed);
    await expect(out).toContainText(SPEC.anotherAddress);
    await expect(page.getByTestId('confirm-address')).toBeDisabled();
    await expect(page.getByTestId('delivery-price')).toHaveCount(0);
    expectOnlyLocalhost(urls);
    await context.close();
  });

  test('confirming an address inside an area returns to the checkout, which shows its street', async ({ page }) => {
    const merchant = await merchantBySub(page.request, 'demo');
    const urls = await watch(page);
    await checkoutWithAProduct(page, merchant.id);
    await page.getByTestId('address-on-map').click();
    await expect(page).toHaveURL(/\/address\/delivery/);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    const street = page.getByTestId('picked-street');
    await expect(street).not.toHaveText(/…/);
    const expected = await streetAt(page, merchant.id, lastReversePoint(urls));
    await expect(street).toHaveText(expected);
    await page.getByTestId('confirm-address').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('chosen-address')).toContainText(expected);
    expectOnlyLocalhost(urls);
  });

  test('/branches/map shows one marker per active branch, each opening its card; it links with /branches', async ({ page }) => {
    const merchant = await merchantBySub(page.request, 'demo');
    const branches: Branch[] = await (await page.request.get(`${API_URL}/users/v1/branches`, { headers: { merchant: String(merchant.id) } })).json();
    const active = branches.filter((b) => b.isActive && !b.deleted);
    expect(active.length).toBeGreaterThan(0);
    const urls = await watch(page);
    await page.goto(`${SHELL_URL}/branches?vendor=demo`);
    await page.getByTestId('branches-map-link').click();
    await expect(page).toHaveURL(/\/branches\/map$/);
    const markers = page.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(active.length);
    await markers.first().click();
    const card = page.getByTestId('branch-card');
    await expect(card).toBeVisible();
    const shownId = await card.getAttribute('data-branch-id');
    const shown = active.find((b) => String(b.id) === shownId)!;
    if (shown.phone) await expect(card).toContainText(shown.phone);
    // Open or closed now, and today's hours, by the contracts' rule the pick-up list also follows.
    const hours = branchHoursNow(shown, new Date());
    await expect(card.getByTestId('branch-status')).toHaveText(hours.state === 'open' ? 'Сейчас открыто' : /./);
    if (hours.today) await expect(card.getByTestId('branch-hours')).toHaveText(isAroundTheClock(hours.today) ? 'Круглосуточно' : `Сегодня: ${hours.today}`);
    await page.getByTestId('branches-list-link').click();
    await expect(page).toHaveURL(/\/branches$/);
    expectOnlyLocalhost(urls);
  });

  test('/branches/map draws the map while the branches are on their way, then shows them all', async ({ page }) => {
    let releaseBranches: () => void = () => {};
    const branchesHeld = new Promise<void>((resolve) => { releaseBranches = resolve; });
    await page.route((url) => url.pathname.endsWith('/users/v1/branches'), async (route) => { await branchesHeld; await route.continue(); });
    await page.goto(`${SHELL_URL}/branches/map?vendor=demo`);
    // The city's tiles are up at the merchant's point, with the note over them, before any branch.
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(page.getByTestId('branches-map').getByRole('status')).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(0);
    releaseBranches();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.getByTestId('branches-map').getByRole('status')).toHaveCount(0);
  });

  test('/branches/map arrives with its first tiles drawn in it: the code waits for the tile under the merchant\'s point, then Leaflet takes over the same tiles without moving anything', async ({ browser, page }) => {
    // With no script at all, the page itself shows the heading and the city's tiles.
    const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const plain = await still.newPage();
      await plain.goto(`${SHELL_URL}/branches/map?vendor=demo`);
      const view = plain.locator('#sf-first-view');
      await expect(view.locator('h1')).toBeVisible();
      await expect(view.locator('.am-tile-preview img[fetchpriority="high"]')).toBeVisible();
      await expect.poll(() => view.locator('.am-tile-preview img').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 256).length))
        .toBeGreaterThanOrEqual(6);
    } finally {
      await still.close();
    }

    const asked: string[] = [];
    page.on('request', (req) => asked.push(req.url()));
    await recordLayoutShifts(page);
    let releaseTile: () => void = () => {};
    const tileHeld = new Promise<void>((resolve) => { releaseTile = resolve; });
    let heldTile = '';
    await page.route((url) => url.pathname.includes('/tiles/v1/12/'), async (route) => {
      if (!heldTile) heldTile = route.request().url();
      if (route.request().url() === heldTile) await tileHeld;
      await route.continue();
    });
    await page.goto(`${SHELL_URL}/branches/map?vendor=demo`, { waitUntil: 'commit' });
    const view = page.locator('#sf-first-view');
    await expect(view.locator('.am-tile-preview')).toBeVisible();
    await expect.poll(() => heldTile).not.toBe('');
    // The first tile asked for is the one under the merchant's point, and no code shares the network with it.
    expect(await view.locator('.am-tile-preview img[fetchpriority="high"]').getAttribute('src')).toBe(heldTile);
    expect(asked.filter((url) => /\.js$/.test(new URL(url).pathname))).toEqual([]);
    releaseTile();

    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(view).toHaveCount(0);
    await expect(page.locator('#content .leaflet-tile-loaded').first()).toBeVisible();
    // Leaflet drew the tiles the page had already fetched: not one asked for twice.
    const tiles = asked.filter((url) => url.includes('/tiles/v1/12/'));
    expect(tiles.length).toBe(new Set(tiles).size);
    expect(await layoutShiftSum(page)).toBeLessThan(0.01);
  });

  test('no map code loads on / or on the branch list', async ({ page }) => {
    const urls = await watch(page);
    // Leaflet's split chunk has a numbered name: tell map code by its content ('leaflet-pane' is Leaflet's own class).
    const leafletScripts: string[] = [];
    page.on('response', async (response) => {
      if (!/\.js(\?|$)/.test(response.url())) return;
      const body = await response.text().catch(() => '');
      if (body.includes('leaflet-pane')) leafletScripts.push(response.url());
    });
    await page.goto(`${SHELL_URL}/?vendor=demo`);
    await expect(page.getByTestId('merchant-name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(urls.filter((u) => MAP_CODE.test(u)), 'map chunks on /').toEqual([]);
    expect(leafletScripts, 'Leaflet on /').toEqual([]);
    await page.goto(`${SHELL_URL}/branches`);
    await expect(page.getByTestId('branches-map-link')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(urls.filter((u) => MAP_CODE.test(u)), 'map chunks on /branches').toEqual([]);
    expect(leafletScripts, 'Leaflet on /branches').toEqual([]);
    // The same watch does see the map code once a map screen opens.
    await page.getByTestId('branches-map-link').click();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect.poll(() => leafletScripts.length).toBeGreaterThan(0);
    expect(urls.some((u) => /screen-branches-map/.test(u))).toBe(true);
  });

  test('a map screen opened by its address: its code and the map engine are asked for while the shell\'s own code still downloads', async ({ page }) => {
    const mapsOrigin = `http://localhost:${E2E_PORTS.addressMaps}`;
    const asked: string[] = [];
    page.on('request', (req) => asked.push(req.url()));
    const releaseEntry = await holdShellEntry(page);

    await page.goto(`${SHELL_URL}/branches/map?vendor=demo`, { waitUntil: 'commit' });
    // Listed in the maps remote's start-files.json: the screen by its route, Leaflet by its part name
    // (the demo merchant draws with Leaflet), both fetched by the page's first script.
    const askedFor = (file: RegExp) => asked.some((url) => url.startsWith(mapsOrigin) && file.test(new URL(url).pathname));
    await expect.poll(() => askedFor(/^\/screen-branches-map\.[0-9a-f]{10}\.js$/)).toBe(true);
    await expect.poll(() => askedFor(/^\/map-leaflet\.[0-9a-f]{10}\.js$/)).toBe(true);
    releaseEntry();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  });

  test('phone screenshots: the picker inside and outside an area, and the branches map, fit 390×844', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, geolocation: FAR_AWAY, permissions: ['geolocation'] });
    const page = await context.newPage();
    await watch(page);
    const fits = async (name: string) => {
      const { scrollWidth, scrollHeight } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, scrollHeight: document.documentElement.scrollHeight }));
      expect(scrollWidth, `${name}: no sideways scroll`).toBeLessThanOrEqual(390);
      return scrollHeight;
    };
    await openPicker(page);
    await expect(page.getByTestId('delivery-price')).toContainText('сум');
    await expect(page.getByTestId('confirm-address')).toBeInViewport({ ratio: 1 });
    expect(await fits('picker inside')).toBeLessThanOrEqual(844);
    await page.screenshot({ path: 'test-results/maps-delivery-inside.png' });
    await page.getByTestId('my-location').click();
    await expect(page.getByTestId('out-of-area')).toBeVisible();
    await expect(page.getByTestId('confirm-address')).toBeInViewport({ ratio: 1 });
    expect(await fits('picker outside')).toBeLessThanOrEqual(844);
    await page.screenshot({ path: 'test-results/maps-delivery-outside.png' });
    await page.goto(`${SHELL_URL}/branches/map`);
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await fits('branches map');
    // The map ends above the phone's bottom tab bar: its attribution is seen, not covered.
    const attribution = (await page.locator('.leaflet-control-attribution').boundingBox())!;
    const tabBar = (await page.locator('.sf-nav').boundingBox())!;
    expect(attribution.y + attribution.height, 'the attribution above the tab bar').toBeLessThanOrEqual(tabBar.y);
    await page.locator('.leaflet-marker-icon').first().click();
    await expect(page.getByTestId('branch-card')).toBeVisible();
    // The card lies over the top of the map (drawn by the screen, whichever engine draws the map).
    await expect(page.locator('.leaflet-map-pane')).not.toHaveClass(/leaflet-pan-anim|leaflet-zoom-anim/);
    await expect(page.getByTestId('branch-card')).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'test-results/maps-branches.png' });
    await context.close();
  });
});

/*
 * The delivery picker draws through the one map interface: a merchant whose settings ask for
 * Yandex gets Yandex's map under the picker's pin (here Yandex's script is answered by a stand-in,
 * yandex-fake.ts), and Leaflet when that script fails. Either way the customer picks and confirms.
 */
test.describe('the delivery picker on either map engine', () => {
  const PICKER_MAP = '[data-testid="delivery-picker"] [data-map-engine]';

  test('on Yandex: the areas are drawn, dragging picks the street at the pin, and confirming returns it to the checkout', async ({ page }) => {
    const merchant = await merchantBySub(page.request, 'demo');
    const yandexAsked = await serveFakeYandex(page);
    await asYandexMerchant(page);
    const urls = await watch(page);
    await checkoutWithAProduct(page, merchant.id);
    await page.getByTestId('address-on-map').click();
    await expect(page).toHaveURL(/\/address\/delivery/);
    await expect(page.locator(PICKER_MAP)).toHaveAttribute('data-map-engine', 'yandex');
    expect(yandexAsked[0]).toContain('apikey=e2e-yandex-key');
    await expect(page.locator('.fake-ymap-area').first()).toBeAttached();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    const street = page.getByTestId('picked-street');
    await expect(street).toHaveText(await streetAt(page, merchant.id, lastReversePoint(urls)));
    const before = lastReversePoint(urls);

    await dragMap(page, '.fake-ymap');
    await expect.poll(() => lastReversePoint(urls).lon).not.toBe(before.lon);
    const after = lastReversePoint(urls);
    // Dragged left and down: the centre moved east and north, as on Leaflet.
    expect(Number(after.lon)).toBeGreaterThan(Number(before.lon));
    expect(Number(after.lat)).toBeGreaterThan(Number(before.lat));
    // One stop, one question: the drag's end and the location's update are one move end.
    expect(urls.filter((u) => u.includes('/nominatim/reverse') && u.includes(`lon=${after.lon}`))).toHaveLength(1);
    const expected = await streetAt(page, merchant.id, after);
    expect(expected, 'the gazetteer knows a street there').not.toBe('');
    await expect(street).toHaveText(expected);
    await expect(page.getByTestId('delivery-price')).toContainText('сум');

    await page.getByTestId('confirm-address').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('chosen-address')).toContainText(expected);
    expect(urls.some((u) => /map-leaflet/.test(u)), 'no Leaflet for a Yandex map').toBe(false);
    expectOnlyLocalhost(urls.filter((u) => !YANDEX.test(u)));
  });

  test('on Yandex: a search result and "My location" move the map, and the pin picks that point', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: INSIDE, permissions: ['geolocation'] });
    const page = await context.newPage();
    await serveFakeYandex(page);
    await asYandexMerchant(page);
    const urls = await watch(page);
    await page.goto(`${SHELL_URL}/address/delivery?vendor=demo`);
    await expect(page.locator(PICKER_MAP)).toHaveAttribute('data-map-engine', 'yandex');
    await expect(page.getByTestId('picked-street')).not.toHaveText(/…/);

    await page.getByTestId('address-search').pressSequentially('Amir Temur', { delay: 40 });
    const results = page.getByTestId('search-results').getByRole('button');
    await expect(results.first()).toContainText('Amir Temur');
    const before = lastReversePoint(urls);
    await results.first().click();
    await expect.poll(() => lastReversePoint(urls)).not.toEqual(before);
    await expect(page.getByTestId('picked-street')).toContainText('Amir Temur');
    const found = lastReversePoint(urls);
    await expect(page.locator('.fake-ymap')).toHaveAttribute('data-center', `${Number(found.lat).toFixed(6)},${Number(found.lon).toFixed(6)}`);

    await page.getByTestId('my-location').click();
    await expect.poll(() => lastReversePoint(urls)).toEqual({ lat: String(INSIDE.latitude), lon: String(INSIDE.longitude) });
    await expect(page.getByTestId('picked-street')).not.toHaveText(/…/);
    await expect(page.getByTestId('confirm-address')).toBeEnabled();
    expectOnlyLocalhost(urls.filter((u) => !YANDEX.test(u)));
    await context.close();
  });

  test('when Yandex\'s script fails, the picker is drawn with Leaflet and still picks and confirms', async ({ page }) => {
    const merchant = await merchantBySub(page.request, 'demo');
    const yandexAsked = await failYandex(page);
    await asYandexMerchant(page);
    const urls = await watch(page);
    await checkoutWithAProduct(page, merchant.id);
    await page.getByTestId('address-on-map').click();
    await expect(page.locator(PICKER_MAP)).toHaveAttribute('data-map-engine', 'leaflet');
    expect(yandexAsked.length, 'Yandex\'s script was tried first').toBe(1);
    await expect(page.locator('.leaflet-tile-loaded[src*="/tiles/v1/"]').first()).toBeVisible();
    await expect(page.locator('.leaflet-overlay-pane path').first()).toBeAttached();
    await expect(page.getByTestId('picked-street')).not.toHaveText(/…/);
    const before = lastReversePoint(urls);
    await dragMap(page, '.leaflet-container');
    await expect.poll(() => lastReversePoint(urls).lon).not.toBe(before.lon);
    const expected = await streetAt(page, merchant.id, lastReversePoint(urls));
    await expect(page.getByTestId('picked-street')).toHaveText(expected);
    await page.getByTestId('confirm-address').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('chosen-address')).toContainText(expected);
    expectOnlyLocalhost(urls.filter((u) => !YANDEX.test(u)));
  });

  test('saving an address on Yandex: /profile/address/create picks on Yandex\'s map and saves the street', async ({ page, request }) => {
    const merchant = await merchantBySub(request, 'demo');
    await serveFakeYandex(page);
    await asYandexMerchant(page);
    const urls = await watch(page);
    await page.goto(`${SHELL_URL}/profile/address/create?vendor=demo`);
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, request, freshPhone());
    await expect(page).toHaveURL(/\/profile\/address\/create\?vendor=demo$/);
    await expect(page.locator('[data-testid="address-form"] [data-map-engine]')).toHaveAttribute('data-map-engine', 'yandex');
    await expect(page.locator('.fake-ymap-area').first()).toBeAttached();
    await expect(page.getByTestId('picked-street')).not.toHaveText(/…/);
    const before = lastReversePoint(urls);
    await dragMap(page, '.fake-ymap');
    await expect.poll(() => lastReversePoint(urls).lon).not.toBe(before.lon);
    const expected = await streetAt(page, merchant.id, lastReversePoint(urls));
    await expect(page.getByTestId('picked-street')).toHaveText(expected);
    await page.getByTestId('address-name').fill('Ish');
    await page.getByTestId('address-save').click();
    await expect(page).toHaveURL(/\/profile\/address$/);
    await expect(page.getByTestId('address-row')).toContainText(expected.split(',')[0]);
    // Opened on a map screen by its address: the page's first script read the start and did not
    // fetch Leaflet for a merchant whose map Yandex draws.
    expect(urls.some((u) => /map-leaflet/.test(u)), 'no Leaflet for a Yandex map').toBe(false);
    expectOnlyLocalhost(urls.filter((u) => !YANDEX.test(u)));
  });
});
