import { expect, test } from '@playwright/test';
import { SHELL_URL } from '../stack-config';
import { loggedInOnOrders, merchantBySub } from './helpers';

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
