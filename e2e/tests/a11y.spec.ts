import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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
    // Only the failures are read: axe then skips describing every passing node.
    .options({ resultTypes: ['violations'] })
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
