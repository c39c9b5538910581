import { expect, test, type Page, type Route } from '@playwright/test';
import type { Branch, Overall } from '@storefront/contracts';
import { API_URL, SHELL_URL } from '../stack-config';
import { expectOnlyLocalhost, merchantBySub, watch } from './helpers';
import { asYandexMerchant, YANDEX } from './yandex-fake';

/** Spec §8 texts as the demo merchant's Russian pages show them, restated (the Uzbek originals: languages.spec.ts). */
const SPEC = { noBranches: 'Филиалов нет', dayOff: 'Сегодня выходной' };

/**
 * Sunday 22 November 2026, 09:30 in Tashkent (UTC+5). The demo merchant's branches (api seed):
 * Chilonzor 09:00–23:00 is open, Yunusobod 10:00–02:00 not yet, Sergeli (10:00–22:00) has Sunday
 * off, Mirobod 08:00–23:00 is open. The page's clock starts there and runs on.
 */
const SUNDAY_0930 = new Date('2026-11-22T09:30:00+05:00');
/**
 * The demo seed's own hours (api/src/seed/merchants.ts). The e2e stack seeds demo's branches open
 * around the clock but Sergeli (e2e/global-setup.ts); this screen's tests are about showing the
 * hours, so the page gets the seed's, by the uz name's first word.
 */
const SEED_HOURS: Record<string, { open: string; close: string; sundayOff?: boolean }> = {
  Chilonzor: { open: '09:00', close: '23:00' },
  Yunusobod: { open: '10:00', close: '02:00' },
  Sergeli: { open: '10:00', close: '22:00', sundayOff: true },
  Mirobod: { open: '08:00', close: '23:00' },
};
const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** The page's clock at SUNDAY_0930, and the branches it is shown with the seed's hours. */
async function atSunday0930(page: Page) {
  await page.clock.install({ time: SUNDAY_0930 });
  await page.route('**/users/v1/branches/full**', async (route: Route) => {
    const response = await route.fetch();
    const branches: Branch[] = await response.json();
    await route.fulfill({
      response,
      json: branches.map((branch) => {
        const hours = SEED_HOURS[branch.name.uz?.split(' ')[0] ?? ''];
        if (!hours) return branch;
        const workHours = WEEK.map((day) => ({ day, open: hours.open, close: hours.close, isWorking: !(day === 'SUNDAY' && hours.sundayOff) }));
        return { ...branch, open: hours.open, close: hours.close, workHours };
      }),
    });
  });
}

/** Next to the Yunusobod branch: the closest one, but closed at 09:30; Mirobod is the closest open one. */
const NEAR_YUNUSOBOD = { latitude: 41.356, longitude: 69.2885 };

async function demoBranches(page: Page): Promise<Record<'chilonzor' | 'yunusobod' | 'sergeli' | 'mirobod', Branch>> {
  const merchant = await merchantBySub(page.request, 'demo');
  const all: Branch[] = await (await page.request.get(`${API_URL}/users/v1/branches/full`, { headers: { merchant: String(merchant.id) } })).json();
  const by = (word: string) => {
    const branch = all.find((b) => b.name.uz?.startsWith(word));
    expect(branch, `the demo merchant's ${word} branch`).toBeTruthy();
    return branch!;
  };
  return { chilonzor: by('Chilonzor'), yunusobod: by('Yunusobod'), sergeli: by('Sergeli'), mirobod: by('Mirobod') };
}

const row = (page: Page, branch: Branch) => page.locator(`[data-testid="pickup-branch"][data-branch-id="${branch.id}"]`);

async function openPickup(page: Page, path = '/address/pickup') {
  await page.goto(`${SHELL_URL}${path}?vendor=demo`);
  await expect(page.getByTestId('pickup-screen')).toBeVisible();
  await expect(page.locator('[data-map-engine="leaflet"] .leaflet-tile-loaded[src*="/tiles/v1/"]').first()).toBeVisible();
}

test.describe('pick-up on the map', () => {
  test('lists every branch on the map and in the list with today\'s hours, open now, closed and day off', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await atSunday0930(page);
    const b = await demoBranches(page);
    const urls = await watch(page);
    await openPickup(page);
    await expect(page.getByTestId('pickup-branch')).toHaveCount(4);
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(4);

    await expect(row(page, b.chilonzor)).toHaveAttribute('data-state', 'open');
    await expect(row(page, b.chilonzor).getByTestId('branch-hours')).toContainText('09:00–23:00');
    await expect(row(page, b.mirobod)).toHaveAttribute('data-state', 'open');
    await expect(row(page, b.yunusobod)).toHaveAttribute('data-state', 'closed');
    await expect(row(page, b.yunusobod).getByTestId('branch-hours')).toContainText('10:00–02:00');
    await expect(row(page, b.sergeli)).toHaveAttribute('data-state', 'day-off');
    await expect(row(page, b.sergeli).getByTestId('branch-status')).toHaveText(SPEC.dayOff);
    await expect(row(page, b.sergeli).getByTestId('branch-hours')).toHaveCount(0);
    // The location is unknown (no permission, no address in the session): no distances, nothing chosen yet.
    await expect(page.getByTestId('branch-distance')).toHaveCount(0);
    await expect(page.getByTestId('pickup-confirm')).toBeDisabled();

    // A tap on a marker chooses its branch.
    await page.locator(`.leaflet-marker-icon[title="${await row(page, b.mirobod).locator('.am-pick-name').textContent()}"]`).click();
    await expect(row(page, b.mirobod)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('pickup-confirm')).toBeEnabled();
    expectOnlyLocalhost(urls);
    expect(urls.some((u) => /screen-address-pickup/.test(u)), 'the pick-up screen came in its own chunk').toBe(true);
    await context.close();
  });

  test('with a granted location, shows distances, nearest first, and pre-selects the closest open branch', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: NEAR_YUNUSOBOD, permissions: ['geolocation'] });
    const page = await context.newPage();
    await atSunday0930(page);
    const b = await demoBranches(page);
    const urls = await watch(page);
    await openPickup(page);
    await expect(page.getByTestId('branch-distance')).toHaveCount(4);
    // Yunusobod is nearest and listed first, but closed: the closest open branch, Mirobod, is chosen.
    await expect(page.getByTestId('pickup-branch').first()).toHaveAttribute('data-branch-id', String(b.yunusobod.id));
    await expect(row(page, b.yunusobod).getByTestId('branch-distance')).toHaveText(/^\d+ (m|м)$/);
    await expect(row(page, b.mirobod)).toHaveAttribute('aria-pressed', 'true');
    await expect(row(page, b.yunusobod)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.leaflet-marker-icon.am-marker-selected')).toHaveCount(1);
    expectOnlyLocalhost(urls);
    await context.close();
  });

  test('choosing a branch returns to the checkout with that branch chosen for pick-up', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: NEAR_YUNUSOBOD, permissions: ['geolocation'] });
    const page = await context.newPage();
    await atSunday0930(page);
    const b = await demoBranches(page);
    const merchant = await merchantBySub(page.request, 'demo');
    const overall: Overall = await (await page.request.get(`${API_URL}/products/v1/overalls?type=WEB`, { headers: { merchant: String(merchant.id) } })).json();
    const plain = overall.products.find((p) => p.active && p.modificationGroups.length === 0 && p.amount == null) ?? overall.products.find((p) => p.modificationGroups.length === 0)!;
    const urls = await watch(page);
    await page.goto(`${SHELL_URL}/product/${plain.id}?vendor=demo`);
    await page.getByTestId('product-add').click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await page.goto(`${SHELL_URL}/checkout`);
    await page.getByTestId('service-section').getByRole('radio', { name: /Olib ketish|Самовывоз|Pick-up/ }).check();
    const section = page.getByTestId('branch-section');
    await section.getByTestId('branch-on-map').click();
    await expect(page).toHaveURL(/\/address\/pickup$/);
    await expect(row(page, b.mirobod)).toHaveAttribute('aria-pressed', 'true');
    await row(page, b.chilonzor).click();
    await expect(row(page, b.chilonzor)).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('pickup-confirm').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('branch-section').getByRole('radio', { name: new RegExp(b.chilonzor.address!.split(',')[2].trim()) })).toBeChecked();
    // The session's branch followed (the menu follows it, spec §5).
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('session:demo') ?? '{}').nearestBranch?.id)).toBe(b.chilonzor.id);
    expectOnlyLocalhost(urls);
    await context.close();
  });

  test('/address/pickup2 is the same screen, and no branches says so', async ({ page }) => {
    await page.route('**/users/v1/branches/full**', (route: Route) => route.fulfill({ json: [] }));
    await page.goto(`${SHELL_URL}/address/pickup2?vendor=demo`);
    await expect(page.getByTestId('pickup-screen')).toBeVisible();
    await expect(page.getByTestId('no-branches')).toHaveText(SPEC.noBranches);
    await expect(page.getByTestId('pickup-confirm')).toBeDisabled();
  });

  test('a Yandex merchant whose Yandex script answers 404 gets a working Leaflet map', async ({ page }) => {
    await atSunday0930(page);
    const b = await demoBranches(page);
    const yandexAsked: string[] = [];
    await page.route(YANDEX, (route) => { yandexAsked.push(route.request().url()); return route.fulfill({ status: 404, body: 'not here' }); });
    await asYandexMerchant(page);
    const urls = await watch(page);
    await openPickup(page);
    expect(yandexAsked.length, 'Yandex\'s script was tried first').toBe(1);
    expect(yandexAsked[0]).toContain('apikey=e2e-yandex-key');
    expect(yandexAsked[0]).toContain('lang=ru_RU');
    expect(yandexAsked[0]).toContain('/v3/');
    await expect(page.locator('[data-map-engine="yandex"]')).toHaveCount(0);
    // Works: markers drawn, a tap chooses, the map drags.
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(4);
    await page.locator(`.leaflet-marker-icon[title="${await row(page, b.chilonzor).locator('.am-pick-name').textContent()}"]`).click();
    await expect(row(page, b.chilonzor)).toHaveAttribute('aria-pressed', 'true');
    const pane = page.locator('.leaflet-map-pane');
    const before = await pane.getAttribute('style');
    const box = (await page.locator('.leaflet-container').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + box.width / 2 - 20 * step, box.y + box.height / 2 + 10 * step);
    await page.mouse.up();
    await expect.poll(() => pane.getAttribute('style')).not.toBe(before);
    // The Yandex URL was answered here (page.route); everything else stayed on localhost.
    expectOnlyLocalhost(urls.filter((u) => !YANDEX.test(u)));
  });

  test('a Yandex script that never becomes ready falls back to Leaflet after about 5 s', async ({ page }) => {
    await page.route(YANDEX, () => { /* never answered: the request hangs */ });
    await asYandexMerchant(page);
    const urls = await watch(page);
    await page.goto(`${SHELL_URL}/address/pickup?vendor=demo`);
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    await expect(page.locator('[data-map-engine="leaflet"] .leaflet-tile-loaded').first()).toBeVisible({ timeout: 15_000 });
    expectOnlyLocalhost(urls.filter((u) => !YANDEX.test(u)));
  });

  test('phone screenshot of /address/pickup at 390×844', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, geolocation: NEAR_YUNUSOBOD, permissions: ['geolocation'] });
    const page = await context.newPage();
    await atSunday0930(page);
    await openPickup(page);
    await expect(page.getByTestId('branch-distance')).toHaveCount(4);
    await expect(page.getByTestId('pickup-confirm')).toBeInViewport({ ratio: 1 });
    const { scrollWidth, scrollHeight } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, scrollHeight: document.documentElement.scrollHeight }));
    expect(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(390);
    expect(scrollHeight).toBeLessThanOrEqual(844);
    await page.waitForTimeout(500);
    await page.screenshot({ path: 'test-results/pickup-390.png' });
    await context.close();
  });
});
