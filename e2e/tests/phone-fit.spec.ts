import { expect, test, type Locator } from '@playwright/test';
import { SHELL_URL } from '../stack-config';
import { customerWithPickupOrder } from './helpers';

/**
 * What a phone shows whole (issue 34, item 8), in Uzbek where it was seen cut: the pick-up map opens
 * on the city, not on a grey world with the city an island in it; its title and the brand's name in
 * the header are never cut to an ellipsis.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Whether the element's text is drawn whole: nothing hidden to its side or below. */
const shownWhole = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);

test('the pick-up map opens at the city\'s zoom with its whole title; a logged-in header names the brand whole', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Logged in with an order under way: the header carries its badge beside the basket.
  await customerWithPickupOrder(page, request, 'CASH');
  await page.goto(`${SHELL_URL}/profile/orders`);
  await page.getByTestId('language-select').selectOption('uz');
  await expect(page.getByTestId('active-orders-link')).toBeVisible();
  const brand = page.locator('.sf-brand strong');
  await expect(brand).toHaveText('Lamenu Demo');
  expect(await shownWhole(brand), 'the brand\'s name is not cut').toBe(true);

  await page.goto(`${SHELL_URL}/address/pickup`);
  const title = page.getByRole('heading', { level: 1, name: 'Olib ketish filiali' });
  await expect(title).toBeVisible();
  expect(await shownWhole(title), 'the title is not cut').toBe(true);
  // Settled on its branches, the map shows tiles of zoom 13 or closer: the city fills it.
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await page.waitForTimeout(800);
  const zooms = await page.locator('.leaflet-tile-container img.leaflet-tile').evaluateAll((tiles) =>
    tiles.map((tile) => Number(/\/(\d+)\/\d+\/\d+(?:\.\w+)?(?:\?|$)/.exec((tile as HTMLImageElement).src)?.[1] ?? NaN)));
  expect(zooms.length).toBeGreaterThan(0);
  expect(Math.min(...zooms), `tile zooms ${zooms.join(',')}`).toBeGreaterThanOrEqual(13);
  await page.screenshot({ path: test.info().outputPath('pickup-uz.png') });
});
