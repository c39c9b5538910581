import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Overall } from '@storefront/contracts';
import { API_URL, SHELL_URL } from '../stack-config';
import { merchantBySub } from './helpers';
import { endTour, goTo, startTour, tourPaths, TOUR_BRANDS } from './tour';

/**
 * axe-core (WCAG 2.1 A and AA rules) over every screen of spec §2, for the three demo brands;
 * oqshom is also the dark theme. No screen may have a serious or critical finding (issue 14).
 * See docs/accessibility.md.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical findings on the page as it is now, one line each: rule, impact, targets. */
async function seriousFindings(page: Page, path: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    // Leaflet's tile images are decorative map pieces the map library draws itself.
    .exclude('.leaflet-tile-container')
    // Only the failures are read: axe then skips describing every passing node. The label rule is
    // still marked experimental in axe 4, so off by default: a link named "Basket" that shows "2".
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${path}: ${v.id} (${v.impact}) at ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? v.help}`));
}

for (const brand of TOUR_BRANDS) {
  test(`every screen of ${brand} has no serious or critical axe finding`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const findings: string[] = [];
    const ids = await startTour(page, request, brand, async (path) => { findings.push(...await seriousFindings(page, path)); });
    for (const path of tourPaths(ids)) {
      await goTo(page, path);
      findings.push(...await seriousFindings(page, path));
    }
    findings.push(...await seriousFindings(page, await endTour(page)));
    expect(findings, `axe findings on ${brand}:\n${findings.join('\n')}`).toEqual([]);
  });
}

test('the image viewer is a dialog: focus inside, kept there, Escape closes, focus back on its opener', async ({ page, request }) => {
  const merchant = await merchantBySub(request, 'demo');
  const overall: Overall = await (await request.get(`${API_URL}/products/v1/overalls?type=WEB`, { headers: { merchant: String(merchant.id) } })).json();
  const product = overall.products.find((p) => p.gallery.length > 0)!;
  await page.goto(`${SHELL_URL}/product/${product.id}?vendor=demo`);
  const opener = page.getByTestId('gallery-open');
  await opener.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAttribute('aria-modal', 'true');
  await expect(viewer.getByRole('button', { name: 'Закрыть' })).toBeFocused();
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('after a link is followed, focus is on the new page\'s heading and the title names the page', async ({ page }) => {
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await page.getByRole('link', { name: 'Филиалы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Филиалы' })).toBeFocused();
  await expect(page).toHaveTitle(/^Филиалы · /);
  // A screen that puts the cursor in its own field keeps it there (search).
  await page.getByRole('link', { name: 'Поиск' }).click();
  await expect(page.getByTestId('search-input')).toBeFocused();
  await expect(page).toHaveTitle(/^Поиск · /);
});
