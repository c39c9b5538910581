import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { repoRoot } from '../../scripts/build.mjs';
import { BOOKING_VARIANTS, CONTRACTS_VERSION, E2E_PORTS, SHELL_URL } from '../stack-config';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.txt': 'text/plain', '.json': 'application/json' };

/**
 * The booking remote's origin answers with another release's files, as if that release had been
 * deployed there on its own: the shell and every other remote stay this build.
 */
async function deployBooking(page: Page, outDir: string) {
  const root = path.join(repoRoot, outDir);
  const served: string[] = [];
  await page.route(`http://localhost:${E2E_PORTS.booking}/**`, async (route) => {
    const file = path.join(root, new URL(route.request().url()).pathname);
    if (!file.startsWith(root) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: '' });
    served.push(path.basename(file));
    return route.fulfill({ status: 200, body: fs.readFileSync(file), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
  });
  return served;
}

test(`a booking remote built against the first release of this contracts major (${BOOKING_VARIANTS.sameMajor.contractsVersion}) runs in this shell (${CONTRACTS_VERSION})`, async ({ page }) => {
  const served = await deployBooking(page, BOOKING_VARIANTS.sameMajor.outDir);
  await page.goto(`${SHELL_URL}/vacancy?vendor=demo`);
  await expect(page.getByRole('heading', { name: 'Вакансии' })).toBeVisible();
  await expect(page.locator('[data-remote-failure]')).toHaveCount(0);
  expect(served).toContain('remoteEntry.js');
  // Its vacancy links lead to its own screens.
  await page.locator('.bk-list a').first().click();
  await expect(page.getByRole('link', { name: 'Все вакансии' })).toBeVisible();
});

test('a booking remote built against the next contracts major is not mounted: its notice shows, the rest works', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error' && message.text().includes('built against contracts')) refusals.push(message.text()); });
  await deployBooking(page, BOOKING_VARIANTS.nextMajor.outDir);
  await page.goto(`${SHELL_URL}/vacancy?vendor=demo`);
  await expect(page.locator('[data-remote-failure="booking"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Вакансии' })).toHaveCount(0);
  expect(refusals.join('\n')).toContain(`contracts ${BOOKING_VARIANTS.nextMajor.contractsVersion}`);
  await page.evaluate(() => { window.history.pushState(null, '', '/'); window.dispatchEvent(new PopStateEvent('popstate')); });
  await expect(page.getByRole('button', { name: /^В корзину/ }).first()).toBeVisible();
});
