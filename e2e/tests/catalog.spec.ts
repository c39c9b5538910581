import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import type { Branch, Category, ModificationGroup, MultilingualText, Overall, Product } from '@storefront/contracts';
import { API_URL, E2E_DEMO_BOT_TOKEN, SHELL_URL } from '../stack-config';
import { merchantBySub } from './helpers';

const byPriority = (a: { priority: number; id: number }, b: { priority: number; id: number }) => a.priority - b.priority || a.id - b.id;
const ru = (text: MultilingualText | null | undefined) => text?.ru || text?.uz || text?.eng || '';
/** The price rule of the contracts (unitPrice, formatSum), restated: the test checks the page, not the rule's own code. */
const unitPrice = (p: { costPrice: number; discount: number }) => Math.round((p.costPrice * (100 - p.discount)) / 100);
const sum = (amount: number) => `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} сум`;

async function overallOf(request: APIRequestContext, sub: string): Promise<{ merchantId: number; overall: Overall }> {
  const merchant = await merchantBySub(request, sub);
  const response = await request.get(`${API_URL}/products/v1/overalls?type=WEB`, { headers: { merchant: String(merchant.id) } });
  expect(response.status()).toBe(200);
  return { merchantId: merchant.id, overall: await response.json() };
}

/** The menu of spec §5 from the API's overall: groups and categories with a visible product, by priority. */
function expectedMenu(overall: Overall, branchId: number | null = null) {
  const visible = (p: Product) => p.active && (branchId === null || p.productBranch.some((e) => e.branch.id === branchId && e.branch.isActive));
  const categories = overall.categories.filter((c) => overall.products.some((p) => p.categoryId === c.id && visible(p))).sort(byPriority);
  const groups = [...overall.groups].sort(byPriority).filter((g) => categories.some((c) => c.groupId === g.id));
  const orderedCategories: Category[] = [
    ...groups.flatMap((g) => categories.filter((c) => c.groupId === g.id)),
    ...categories.filter((c) => !groups.some((g) => g.id === c.groupId)),
  ];
  return { groups: groups.map((g) => ru(g.name)), categories: orderedCategories.map((c) => ru(c.name)) };
}

test.describe('catalogue', () => {
  test('home shows the seed’s groups and categories in priority order', async ({ page, request }) => {
    const { overall } = await overallOf(request, 'demo');
    const expected = expectedMenu(overall);
    expect(expected.categories.length).toBeGreaterThan(3);
    await page.goto(`${SHELL_URL}/?vendor=demo`);
    await expect(page.locator('.cat-section > h2')).toHaveText(expected.groups);
    await expect(page.locator('.cat-category > h3 > .cat-category-name')).toHaveText(expected.categories);
    // The category tabs follow the same order and scroll to their category.
    await expect(page.getByTestId('category-chips').getByRole('button')).toHaveText(expected.categories);
    const last = expected.categories.at(-1)!;
    await page.getByTestId('category-chips').getByRole('button', { name: last, exact: true }).click();
    await expect(page.locator('.cat-category').filter({ has: page.locator('.cat-category-name').getByText(last, { exact: true }) }).locator('article.cat-card').first()).toBeInViewport();
  });

  test('a tapped category tab brings its heading to the top, below the sticky tabs, as the categories around it draw', async ({ page, request }) => {
    const { overall } = await overallOf(request, 'demo');
    const { categories } = expectedMenu(overall);
    await page.setViewportSize({ width: 390, height: 844 });
    const chips = page.getByTestId('category-chips');
    // Each from a fresh page, where nothing below the first category has drawn yet.
    for (const name of categories.slice(3, 8)) {
      await page.goto(`${SHELL_URL}/?vendor=demo`);
      await expect(page.locator('article.cat-card').first()).toBeVisible();
      await chips.getByRole('button', { name, exact: true }).click();
      const heading = page.locator('.cat-category-name').getByText(name, { exact: true });
      await expect(heading).toBeInViewport();
      // Settled where the tap put it: just under the tabs, not hidden by them nor pushed down.
      await expect.poll(async () => {
        const tabs = (await page.locator('.cat-nav').boundingBox())!;
        const box = (await heading.boundingBox())!;
        return box.y >= tabs.y + tabs.height - 1 && box.y <= tabs.y + tabs.height + 60;
      }).toBe(true);
      await page.waitForTimeout(1200);
      const tabs = (await page.locator('.cat-nav').boundingBox())!;
      const box = (await heading.boundingBox())!;
      expect(box.y, `${name} stays under the tabs`).toBeGreaterThanOrEqual(tabs.y + tabs.height - 1);
      expect(box.y, `${name} stays at the top`).toBeLessThanOrEqual(tabs.y + tabs.height + 60);
    }
  });

  test('a product the chosen branch does not sell is hidden', async ({ page, request }) => {
    const { merchantId, overall } = await overallOf(request, 'demo');
    const branches: Branch[] = await (await request.get(`${API_URL}/users/v1/branches`, { headers: { merchant: String(merchantId) } })).json();
    // A branch that does not sell everything (the seed's Sergeli sells no pizza and no banquet).
    const branch = branches.find((b) => b.isActive && overall.products.some((p) => p.active && !p.productBranch.some((e) => e.branch.id === b.id && e.branch.isActive)))!;
    expect(branch).toBeTruthy();
    const hidden = overall.products.filter((p) => p.active && !p.productBranch.some((e) => e.branch.id === branch.id && e.branch.isActive)).sort(byPriority)[0];
    const before = expectedMenu(overall);
    const after = expectedMenu(overall, branch.id);
    const goneCategories = before.categories.filter((name) => !after.categories.includes(name));

    await page.goto(`${SHELL_URL}/?vendor=demo`);
    await expect(page.locator('.cat-category > h3 > .cat-category-name')).toHaveText(before.categories);

    await page.getByRole('link', { name: 'Филиалы' }).click();
    await page.getByRole('button', { name: `Выбрать этот филиал: ${ru(branch.name)}` }).click();
    await expect(page.locator(`[data-branch-id="${branch.id}"]`).getByTestId('branch-chosen')).toBeVisible();

    await page.getByRole('link', { name: 'Меню' }).first().click();
    await expect(page.locator('.cat-category > h3 > .cat-category-name')).toHaveText(after.categories);
    for (const name of goneCategories) await expect(page.locator('.cat-category-name').getByText(name, { exact: true })).toHaveCount(0);

    await page.goto(`${SHELL_URL}/product/${hidden.id}?vendor=demo`);
    await expect(page.getByTestId('product-unavailable')).toHaveText('Этот товар недоступен');
    await expect(page.getByTestId('product-add')).toHaveCount(0);

    await page.goto(`${SHELL_URL}/search?vendor=demo`);
    await page.getByTestId('search-input').fill(ru(hidden.name));
    // The search also reads descriptions, so another dish may mention the hidden one's name; the
    // hidden one, an exact name match that would rank first, is never among what it shows.
    await expect(page.getByTestId('search-results').or(page.getByText(/ничего не найдено/))).toBeVisible();
    await expect(page.locator(`article.cat-card[data-product-id="${hidden.id}"]`)).toHaveCount(0);
  });

  test('product page: a chosen modification goes to the basket with the right count and price', async ({ page, request }) => {
    // mim: basket floating over the menu (FLOATING_OVER_PRODUCT), modifications as names (NAME_ONLY).
    const { overall } = await overallOf(request, 'mim');
    const withChoice = (p: Product) => p.active && p.modificationGroups.some((g) => g.isRequired && g.maxCount === 1 && g.modifications.length > 1)
      && p.modificationGroups.some((g) => !g.isRequired && g.modifications.some((m) => m.price > 0));
    const product = overall.products.filter(withChoice).sort(byPriority)[0];
    expect(product, 'mim has a product with required and optional modifications').toBeTruthy();
    const required = product.modificationGroups.find((g) => g.isRequired && g.maxCount === 1) as ModificationGroup;
    const size = [...required.modifications].sort(byPriority).find((m) => !m.isDefault && m.price > 0)!;
    const optional = product.modificationGroups.find((g) => !g.isRequired && g.modifications.some((m) => m.price > 0))!;
    const extra = optional.modifications.find((m) => m.price > 0)!;
    const expected = (unitPrice(product) + size.price + extra.price) * 2;

    await page.goto(`${SHELL_URL}/product/${product.id}?vendor=mim`);
    await expect(page.getByRole('heading', { level: 1, name: ru(product.name) })).toBeVisible();
    await page.getByRole('radio', { name: ru(size.name) }).check();
    await page.getByRole('checkbox', { name: ru(extra.name) }).check();
    await page.getByRole('button', { name: 'Больше' }).click();
    await expect(page.getByTestId('product-count')).toHaveText('2');
    await expect(page.getByTestId('product-add')).toContainText(sum(expected));
    await page.getByTestId('product-add').click();

    await expect(page.getByTestId('basket-count')).toHaveText('2');
    await expect(page.getByTestId('floating-basket-count')).toHaveText('2');
    await expect(page.getByTestId('floating-basket-total')).toHaveText(sum(expected));
    const line = await page.evaluate(() => JSON.parse(localStorage.getItem('session:mim') ?? '{}').draft.lines[0]);
    expect(line.count).toBe(2);
    expect(line.modifications.map((m: { id: number }) => m.id).sort()).toEqual([size.id, extra.id].sort());
  });

  test('a product opens as a sheet from the menu and is added from it', async ({ page, request }) => {
    const { overall } = await overallOf(request, 'demo');
    const sheetCategory = overall.categories.filter((c) => c.navigationType === 'SHEET' && !c.isWithoutCart).sort(byPriority)
      .find((c) => overall.products.some((p) => p.active && p.categoryId === c.id))!;
    const product = overall.products.filter((p) => p.active && p.categoryId === sheetCategory.id).sort(byPriority)[0];
    await page.goto(`${SHELL_URL}/?vendor=demo`);
    await page.locator(`article.cat-card[data-product-id="${product.id}"] a`).first().click();
    const sheet = page.getByTestId('product-sheet');
    await expect(sheet.getByRole('heading', { name: ru(product.name) })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await sheet.getByTestId('product-add').click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByTestId('basket-count')).toHaveText('1');
  });

  test('search finds a product by part of its name in each language and remembers the query', async ({ page, request }) => {
    const { overall } = await overallOf(request, 'demo');
    const product = overall.products.filter((p) => p.active && /['‘’ʻ]/.test(p.name.uz ?? '') && (p.name.ru ?? '').length > 4).sort(byPriority)[0];
    expect(product, 'demo has a product with an apostrophe in its Uzbek name').toBeTruthy();
    const part = (text: string) => text.slice(1, Math.min(text.length, 6));
    await page.goto(`${SHELL_URL}/search?vendor=demo`);
    const input = page.getByTestId('search-input');
    const card = page.locator(`article.cat-card[data-product-id="${product.id}"]`);

    await input.fill(part(product.name.ru!).toUpperCase());
    await expect(card.getByRole('heading')).toHaveText(product.name.ru!);

    await page.getByTestId('language-select').selectOption('uz');
    // Typed with another apostrophe than the name's own (o‘ for o', and the other way round).
    const uz = product.name.uz!;
    const typed = uz.replace(/['‘’ʻ]/g, (a) => (a === "'" ? '‘' : "'")).toLowerCase();
    await input.fill(typed.slice(0, Math.max(4, typed.search(/['‘]/) + 3)));
    await expect(card.getByRole('heading')).toHaveText(uz);

    await page.getByTestId('language-select').selectOption('eng');
    await input.fill(part(product.name.eng!));
    await expect(card.getByRole('heading')).toHaveText(product.name.eng!);
    const remembered = part(product.name.eng!);
    await page.waitForTimeout(1000);

    await page.reload();
    await expect(page.getByTestId('recent-searches')).toContainText(remembered);
    await page.getByTestId('recent-searches').getByRole('button', { name: remembered }).click();
    await expect(input).toHaveValue(remembered);
    await expect(card).toBeVisible();
    await input.fill('');
    await page.getByTestId('clear-history').click();
    await expect(page.getByTestId('recent-searches')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('search-input')).toBeVisible();
    await expect(page.getByTestId('recent-searches')).toHaveCount(0);
  });

  test('an anonymous customer who taps a heart is sent to login, with the way back kept', async ({ page, request }) => {
    const { overall } = await overallOf(request, 'demo');
    const product = overall.products.filter((p) => p.active).sort(byPriority)[0];
    await page.goto(`${SHELL_URL}/product/${product.id}?vendor=demo`);
    await page.locator('.cat-product').getByTestId('favourite-toggle').click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('_redirectUrl'))).toBe(`/product/${product.id}?vendor=demo`);
  });
});

// --- logged-in favourites: through the Telegram login of the suite's own bot (see telegram.spec.ts) ---

function signInitData(fields: Record<string, string>, botToken: string): string {
  const check = Object.keys(fields).sort().map((key) => `${key}=${fields[key]}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

async function openLoggedIn(page: Page, path: string, userId: number) {
  const user = { id: userId, first_name: 'Dilnoza', last_name: 'Yusupova', language_code: 'ru' };
  const initData = signInitData({ auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'AAE-catalog', user: JSON.stringify(user) }, E2E_DEMO_BOT_TOKEN);
  await page.addInitScript((data) => {
    (window as any).Telegram = { WebApp: { initData: data, colorScheme: 'light', themeParams: {}, ready() {}, expand() {}, onEvent() {}, BackButton: { show() {}, hide() {}, onClick() {} } } };
  }, initData);
  const loggedIn = page.waitForResponse((r) => r.url().includes('/webbot/v1/users/auth') && r.status() === 200);
  await page.goto(`${SHELL_URL}${path}?vendor=demo`);
  await loggedIn;
}

/**
 * A Telegram customer of each attempt's own: a retry must not start from what the failed try saved,
 * nor a repeat of the test run beside it share its hearts.
 */
const ownCustomer = (base: number) => base + 100 * test.info().retry + test.info().repeatEachIndex;

test.describe('favourites of a logged-in customer', () => {
  test('a failed favourites call shows the API’s notice and leaves the heart as it was', async ({ page, request }) => {
    const { overall } = await overallOf(request, 'demo');
    const product = overall.products.filter((p) => p.active).sort(byPriority)[0];
    await page.route('**/products/v1/favourite', (route) => route.fulfill({
      status: 404, contentType: 'application/json', body: JSON.stringify({ code: 'NOT_FOUND', description: 'Маршрут не найден' }),
    }));
    await openLoggedIn(page, `/product/${product.id}`, 515151);
    const heart = page.locator('.cat-product').getByTestId('favourite-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByText('Маршрут не найден')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  });

  test('a favourite survives a reload', async ({ page, request }) => {
    const { overall } = await overallOf(request, 'demo');
    const product = overall.products.filter((p) => p.active).sort(byPriority)[1];
    await openLoggedIn(page, `/product/${product.id}`, ownCustomer(525252));
    const heart = page.locator('.cat-product').getByTestId('favourite-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse((r) => r.url().endsWith('/products/v1/favourite') && r.request().method() === 'POST');
    await heart.click();
    expect((await saved).status()).toBe(200);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.locator('.cat-product').getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.locator('.cat-product').getByTestId('favourite-toggle').click();
    await expect(page.locator('.cat-product').getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.locator('.cat-product').getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'false');
  });

  test('a heart tapped while Telegram renews the restored session stays as tapped', async ({ page, request }) => {
    const { overall } = await overallOf(request, 'demo');
    const product = overall.products.filter((p) => p.active).sort(byPriority)[2];
    await openLoggedIn(page, `/product/${product.id}`, ownCustomer(535353));
    const heart = page.locator('.cat-product').getByTestId('favourite-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).not.toHaveAttribute('aria-busy', 'true');
    // After the reload the menu shows with the session kept in storage while Telegram's login is still
    // on its way, and the removal reaches the server after that login's fresh list is read.
    const slowly = (ms: number) => async (route: Route) => { await new Promise((resolve) => setTimeout(resolve, ms)); await route.continue(); };
    const listsAt: number[] = [];
    let loggedInAt = Infinity;
    page.on('response', (r) => {
      if (r.url().includes('/products/v1/favourite/all')) listsAt.push(Date.now());
      if (r.url().includes('/webbot/v1/users/auth')) loggedInAt = Date.now();
    });
    await page.route('**/webbot/v1/users/auth', slowly(1500));
    await page.route(`**/products/v1/favourite/${product.id}`, slowly(3000));
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const removed = page.waitForResponse((r) => r.url().endsWith(`/products/v1/favourite/${product.id}`));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => listsAt.some((at) => at > loggedInAt)).toBe(true);
    expect((await removed).status()).toBe(200);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  });
});
