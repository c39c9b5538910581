import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Language, Overall, Product } from '@storefront/contracts';
import { API_URL, SHELL_URL } from '../stack-config';
import { merchantBySub } from './helpers';

/** The demo menu's active products, from the API. */
async function demoProducts(request: APIRequestContext): Promise<Product[]> {
  const merchant = await merchantBySub(request, 'demo');
  const response = await request.get(`${API_URL}/products/v1/overalls?type=WEB`, { headers: { merchant: String(merchant.id) } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Overall).products.filter((p) => p.active);
}

async function chooseLanguage(page: Page, language: Language) {
  await page.getByTestId('language-select').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'eng' ? 'en' : language);
}

const results = (page: Page) => page.getByTestId('search-results').locator('article.cat-card');
const firstId = async (page: Page) => Number(await results(page).first().getAttribute('data-product-id'));
const recentSearches = (page: Page): Promise<string[]> =>
  page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('search-history:')).flatMap(([, value]) => JSON.parse(value) as string[]));

test.describe('search finds the dish however it is typed', () => {
  test('"плов" in the Uzbek interface and "plov" in the Russian one show a pilaf first; a typo still finds the shashlik', async ({ page, request }) => {
    const products = await demoProducts(request);
    // The pilafs: every dish the menu calls плов in Russian (To'y oshi, Choyxona palovi, …).
    const pilafs = products.filter((p) => /плов/i.test(p.name.ru ?? ''));
    const shashliks = products.filter((p) => /шашлык/i.test(p.name.ru ?? ''));
    expect(pilafs.length).toBeGreaterThan(1);
    const ids = (list: Product[]) => list.map((p) => p.id);

    await page.goto(`${SHELL_URL}/search?vendor=demo`);
    const input = page.getByTestId('search-input');

    await test.step('Uzbek interface, Cyrillic "плов": a pilaf first, named in Uzbek', async () => {
      await chooseLanguage(page, 'uz');
      await input.fill('плов');
      await expect(results(page).first()).toBeVisible();
      const id = await firstId(page);
      expect(ids(pilafs)).toContain(id);
      const pilaf = pilafs.find((p) => p.id === id)!;
      await expect(results(page).first().getByRole('heading')).toHaveText(pilaf.name.uz!);
    });

    await test.step('Russian interface, Latin "plov": a pilaf first, named in Russian', async () => {
      await chooseLanguage(page, 'ru');
      await input.fill('plov');
      await expect(results(page).first().getByRole('heading')).toHaveText(/плов/i);
      expect(ids(pilafs)).toContain(await firstId(page));
    });

    await test.step('a typo: "shashlk" finds a shashlik first', async () => {
      await input.fill('shashlk');
      await expect(results(page).first().getByRole('heading')).toHaveText(/шашлык/i);
      expect(ids(shashliks)).toContain(await firstId(page));
      // Not a word of the page's own language nor a script it shows: Uzbek Cyrillic with a typo.
      await input.fill('товук шашлк');
      await expect(results(page).first().getByRole('heading')).toHaveText('Куриный шашлык');
    });
  });

  test('history keeps what was searched (Enter, an opened result), not each pause in the typing', async ({ page }) => {
    await page.goto(`${SHELL_URL}/search?vendor=demo`);
    const input = page.getByTestId('search-input');

    await input.pressSequentially('mant', { delay: 60 });
    await expect(results(page).first()).toBeVisible();
    await page.waitForTimeout(1500); // a pause the old search took for a search
    await input.fill('');
    expect(await recentSearches(page)).toEqual([]);

    await input.fill('лагман');
    await input.press('Enter');
    await expect.poll(() => recentSearches(page)).toEqual(['лагман']);

    await input.fill('palov');
    await results(page).first().locator('a').first().click();
    await expect.poll(() => recentSearches(page)).toEqual(['palov', 'лагман']);

    // Leaving the screen (here a reload) with a query that found something keeps that query.
    await page.goto(`${SHELL_URL}/search?vendor=demo`);
    await input.fill('chuchv');
    await expect(results(page).first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('recent-searches')).toContainText('chuchv');
    expect(await recentSearches(page)).toEqual(['chuchv', 'palov', 'лагман']);
  });
});
