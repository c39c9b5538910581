import { expect, test } from '@playwright/test';
import { SHELL_URL, E2E_PORTS } from '../stack-config';
import { merchantBySub } from './helpers';

test.describe('brand resolution', () => {
  test('?vendor picks the brand on localhost', async ({ page, request }) => {
    const oqshom = await merchantBySub(request, 'oqshom');
    await page.goto(`${SHELL_URL}/?vendor=oqshom`);
    await expect(page.getByTestId('merchant-name')).toHaveText(oqshom.name);
    // Its dark theme is applied.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a sub-domain picks the brand', async ({ page, request }) => {
    const demo = await merchantBySub(request, 'demo');
    await page.goto(`http://demo.localhost:${E2E_PORTS.shell}/`);
    await expect(page.getByTestId('merchant-name')).toHaveText(demo.name);
  });

  test('localhost without a vendor falls back to mim, and remembers a chosen brand', async ({ page, request }) => {
    const mim = await merchantBySub(request, 'mim');
    const demo = await merchantBySub(request, 'demo');
    await page.goto(`${SHELL_URL}/`);
    await expect(page.getByTestId('merchant-name')).toHaveText(mim.name);
    await page.goto(`${SHELL_URL}/?vendor=demo`);
    await expect(page.getByTestId('merchant-name')).toHaveText(demo.name);
    await page.goto(`${SHELL_URL}/`);
    await expect(page.getByTestId('merchant-name')).toHaveText(demo.name);
  });

  test('an unknown brand lands on /merchantNotAvailable with storage cleared', async ({ page }) => {
    await page.goto(`${SHELL_URL}/?vendor=nosuchbrand`);
    await expect(page).toHaveURL(`${SHELL_URL}/merchantNotAvailable`);
    await expect(page.getByTestId('merchant-not-available')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('session:')))).toEqual([]);
  });
});

test.describe('routes', () => {
  for (const [prefix, cookie, value] of [['ru', 'lang', 'ru'], ['uz', 'lang', 'uz'], ['2', 'page', '2']] as const) {
    test(`/${prefix} sets the ${cookie} cookie and lands on /`, async ({ page, context }) => {
      await page.goto(`${SHELL_URL}/${prefix}?vendor=demo`);
      await expect(page).toHaveURL(`${SHELL_URL}/?vendor=demo`);
      const cookies = await context.cookies(SHELL_URL);
      const set = cookies.find((c) => c.name === cookie);
      expect(set?.value).toBe(value);
      expect(set?.sameSite).toBe('Lax');
      if (cookie === 'lang') expect(set!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);
    });
  }

  test('/uz shows the interface in Uzbek', async ({ page }) => {
    await page.goto(`${SHELL_URL}/uz?vendor=demo`);
    await expect(page.getByRole('link', { name: 'Menyu' })).toBeVisible();
  });

  test('an unknown path shows Page Not Found (in the page’s Russian) with the path, header still there', async ({ page }) => {
    await page.goto(`${SHELL_URL}/no/such/page?vendor=demo`);
    await expect(page.getByTestId('not-found')).toContainText('Страница не найдена');
    await expect(page.getByTestId('not-found')).toContainText('/no/such/page');
    await expect(page.getByTestId('merchant-name')).toBeVisible();
  });

  test('the language switch changes the whole interface without a reload and is remembered', async ({ page }) => {
    await page.goto(`${SHELL_URL}/?vendor=demo`);
    await expect(page.getByRole('link', { name: 'Меню' })).toBeVisible();
    await page.getByTestId('language-select').selectOption('eng');
    await expect(page.getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add: / }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
  });
});
