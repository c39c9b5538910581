import { expect, test } from '@playwright/test';
import { SHELL_URL } from '../stack-config';
import { controlRemote } from '../control';
import { markPage, pageWasNotReloaded } from './helpers';

/** Each remote with a route it owns, what shows when it works, and another remote's route to visit while it is down. */
const REMOTE_CASES = [
  { remote: 'catalog', path: '/', works: (p: import('@playwright/test').Page) => p.getByRole('button', { name: /^В корзину/ }).first(), other: '/branches' },
  { remote: 'basketCheckout', path: '/basket', works: (p: import('@playwright/test').Page) => p.getByRole('heading', { name: 'Корзина' }), other: '/' },
  { remote: 'profile', path: '/profile', works: (p: import('@playwright/test').Page) => p.getByRole('heading', { name: 'Профиль' }), other: '/' },
  { remote: 'addressMaps', path: '/branches', works: (p: import('@playwright/test').Page) => p.getByRole('heading', { name: 'Филиалы' }), other: '/' },
  { remote: 'booking', path: '/vacancy', works: (p: import('@playwright/test').Page) => p.getByRole('heading', { name: 'Вакансии' }), other: '/' },
] as const;

for (const { remote, path, works, other } of REMOTE_CASES) {
  test(`with the ${remote} server down the rest keeps working, and retry brings it back`, async ({ page }) => {
    await controlRemote(remote, 'stop');
    try {
      await page.goto(`${SHELL_URL}${path}?vendor=demo`);
      const notice = page.locator(`[data-remote-failure="${remote}"]`);
      await expect(notice).toBeVisible({ timeout: 15_000 });
      await expect(notice.getByRole('button', { name: 'Повторить' })).toBeVisible();
      await expect(page.getByTestId('merchant-name')).toBeVisible();
      await expect(page.getByTestId('basket-count')).toBeVisible();

      // Another remote still opens from the navigation.
      await markPage(page);
      await page.evaluate((url) => { (window as any).history.pushState(null, '', url); window.dispatchEvent(new PopStateEvent('popstate')); }, other);
      await expect(page.locator(`[data-remote-failure="${remote}"]`)).toHaveCount(0);
      await expect(page.locator('[data-remote-failure]')).toHaveCount(0);
      await page.goBack();
      await expect(page.locator(`[data-remote-failure="${remote}"]`)).toBeVisible({ timeout: 15_000 });
    } finally {
      await controlRemote(remote, 'start');
    }
    await page.locator(`[data-remote-failure="${remote}"]`).getByRole('button', { name: 'Повторить' }).click();
    await expect(works(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(`[data-remote-failure="${remote}"]`)).toHaveCount(0);
    expect(await pageWasNotReloaded(page)).toBe(true);
  });
}

test('the basket survives the basket remote being down', async ({ page }) => {
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await page.getByRole('button', { name: /^В корзину/ }).first().click();
  await page.getByRole('button', { name: /^В корзину/ }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await controlRemote('basketCheckout', 'stop');
  try {
    await page.getByTestId('basket-link').click();
    await expect(page.locator('[data-remote-failure="basketCheckout"]')).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByTestId('basket-count')).toHaveText('2');
    await expect(page.locator('[data-remote-failure="basketCheckout"]')).toBeVisible({ timeout: 15_000 });
  } finally {
    await controlRemote('basketCheckout', 'start');
  }
  await page.locator('[data-remote-failure="basketCheckout"]').getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await expect(page.getByTestId('line-count')).toHaveText('2');
});
