import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { checkOrderNow } from '@storefront/contracts/rules';
import type { Branch, GeocodeResult, Merchant, MultilingualText, Overall, Product } from '@storefront/contracts';
import { API_URL, SHELL_URL } from '../stack-config';

export async function merchantBySub(request: APIRequestContext, sub: string): Promise<Merchant> {
  const response = await request.get(`${API_URL}/users/v1/merchants/sub/${sub}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** A merchant's text as a Russian page shows it: Russian, else Uzbek, else English. */
export const ruText = (text: MultilingualText | null | undefined) => text?.ru || text?.uz || text?.eng || '';

/** A pick-up branch of the demo merchant and a product of its Mini App menu (TG) sold there without choices or a stock limit. */
export async function pickupProductOfMiniApp(request: APIRequestContext): Promise<{ headers: Record<string, string>; branch: Branch; product: Product }> {
  const merchant = await merchantBySub(request, 'demo');
  const headers = { merchant: String(merchant.id) };
  const branches: Branch[] = await (await request.get(`${API_URL}/users/v1/branches/full`, { headers })).json();
  const overall: Overall = await (await request.get(`${API_URL}/products/v1/overalls?type=TG`, { headers })).json();
  // A branch that takes an order for now: demo's Sergeli keeps its real hours (e2e/global-setup.ts).
  const now = new Date();
  for (const branch of branches.filter((b) => b.isActive && !b.deleted && b.settings?.pickupEnabled && checkOrderNow(b, now).ok)) {
    const product = overall.products.find((p) => p.active && p.type === 'NONE' && !p.modificationGroups.length
      && p.productBranch.some((e) => e.branch.id === branch.id && e.isActive !== false && e.amount == null));
    if (product) return { headers, branch, product };
  }
  throw new Error('no product to pick up in the demo Mini App menu');
}

/** Marks the page so a test can tell a page reload (the mark is gone) from an in-page update. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => { (window as unknown as { __noReload: boolean }).__noReload = true; });
}

export async function pageWasNotReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
}

/** A fresh Uzbek number for each run, so the per-phone code limits of the API never meet an earlier run. */
export function freshPhone(): string {
  return `99890${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** The latest login code sent to a phone, from the development outbox of the API. */
export async function loginCodeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(async () => {
    const response = await request.get(`${API_URL}/dev/sms-outbox?phone=${phone}`);
    if (response.status() !== 200) return undefined;
    const messages: { text: string }[] = await response.json();
    code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    return code;
  }, { message: `a login code for ${phone} in the outbox` }).toMatch(/^\d{6}$/);
  return code!;
}

/** The saved session of a brand in the page's localStorage (the shell's per-brand session). */
export async function savedSession(page: Page, brand: string): Promise<{ token: string | null; user: { id: number } | null; draft: { lines: unknown[]; lastOrderId: number | null } }> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), `session:${brand}`);
}

/**
 * Every request the page makes. Tiles come from the API's offline tiles of the demo city (the
 * shell's config points the map at `${API_BASE}/tiles/v1/{z}/{x}/{y}.png` outside production).
 */
export async function watch(page: Page): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

export function expectOnlyLocalhost(urls: string[]) {
  const foreign = urls.filter((url) => {
    const { protocol, hostname } = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:') return false;
    return hostname !== 'localhost' && hostname !== '127.0.0.1' && !hostname.endsWith('.localhost');
  });
  expect(foreign, 'requests beyond localhost').toEqual([]);
}

/** The centre the picker last asked the API about (its reverse-geocoding request). */
export function lastReversePoint(urls: string[]): { lat: string; lon: string } {
  const url = [...urls].reverse().find((u) => u.includes('/nominatim/reverse'));
  expect(url, 'a reverse-geocoding request').toBeTruthy();
  const query = new URL(url!).searchParams;
  return { lat: query.get('lat')!, lon: query.get('lon')! };
}

/** The street line the API's gazetteer gives for a point, as the picker shows it. */
export async function streetAt(page: Page, merchantId: number, point: { lat: string; lon: string }): Promise<string> {
  const response = await page.request.get(`${API_URL}/notifications/v1/nominatim/reverse?format=json&lat=${point.lat}&lon=${point.lon}`, { headers: { merchant: String(merchantId) } });
  expect(response.status()).toBe(200);
  const result: GeocodeResult = await response.json();
  const a = result.address;
  return [a?.road || a?.residential || a?.neighbourhood, a?.house_number].filter(Boolean).join(', ');
}

/**
 * Logs in from the login screen (the page is on `/login`) with a phone and the code the API's
 * development outbox received; the login then goes wherever it remembered (`_redirectUrl`).
 */
export async function logIn(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await page.getByTestId('login-phone').fill(phone.slice(3));
  await page.getByTestId('login-send').click();
  await expect(page).toHaveURL(new RegExp(`/login/confirm\\?phone=${phone}$`));
  await page.getByTestId('login-code').fill(await loginCodeFromOutbox(request, phone));
  await page.getByTestId('login-confirm').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A new customer logged in through the page (by a code from the outbox), left on their orders:
 * the demo merchant and the headers of their API calls.
 */
export async function loggedInOnOrders(page: Page, request: APIRequestContext): Promise<{ merchant: Merchant; headers: Record<string, string>; token: string }> {
  const merchant = await merchantBySub(request, 'demo');
  const phone = freshPhone();
  await page.goto(`${SHELL_URL}/profile/orders?vendor=demo`);
  await page.getByTestId('login-phone').fill(phone.slice(3));
  await page.getByTestId('login-send').click();
  await page.getByTestId('login-code').fill(await loginCodeFromOutbox(request, phone));
  await page.getByTestId('login-confirm').click();
  await expect(page).toHaveURL(/\/profile\/orders/);
  const { token } = await savedSession(page, 'demo');
  return { merchant, token: token!, headers: { merchant: String(merchant.id), authorization: `Bearer ${token}` } };
}

/**
 * A customer logged in through the page, with a pick-up order of one product placed for them
 * through the API (paid by `paymentType`); its page open. Answers the order id and the token.
 */
export async function customerWithPickupOrder(page: Page, request: APIRequestContext, paymentType: string): Promise<{ id: number; token: string }> {
  const { headers, token } = await loggedInOnOrders(page, request);
  const branches = await (await request.get(`${API_URL}/users/v1/branches/full`, { headers })).json();
  const branch = branches.find((b: { settings?: { pickupEnabled?: boolean } }) => b.settings?.pickupEnabled);
  const overall = await (await request.get(`${API_URL}/products/v1/overalls`, { headers })).json();
  const product = overall.products.find((p: any) => p.type === 'NONE' && p.productBranch?.some((e: any) => e.branch?.id === branch.id) && !p.systems?.length);
  const placed = await request.post(`${API_URL}/orders/v1/orders`, {
    headers: { ...headers, 'idempotency-key': `e2e-pickup-${Math.random()}` },
    data: { serviceType: 'PICK_UP', paymentType, branch: { id: branch.id }, cartItems: [{ product: { id: product.id, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }] },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { id } = await placed.json();
  await page.goto(`${SHELL_URL}/profile/orders/${id}`);
  return { id, token };
}

/** A call for the menu overall, by the merchant header or by the brand's sub-domain (the shell asks the latter). */
export function isMenuCall(url: string | URL): boolean {
  return /\/products\/v1\/overalls(\/sub\/[^/]+)?$/.test(new URL(url).pathname);
}

/**
 * Holds the shell's entry (main.<hash>.js) until the returned function is called: what the page
 * asks for meanwhile was asked for by the page's first script, before any of the storefront's code ran.
 */
export async function holdShellEntry(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route((url) => url.origin === SHELL_URL && /^\/main\.[0-9a-f]+\.js$/.test(url.pathname), async (route) => { await held; await route.continue(); });
  return release;
}

/** Records every layout shift of the pages `page` opens from now on (the Layout Instability API). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value); })
      .observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded on the open page so far, summed (recordLayoutShifts). */
export function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
}

/**
 * Whether the widest option of a list fits its field as drawn now (the field's own font, room left
 * for the arrow): a select cuts a longer text off without any sign a test could read otherwise.
 */
export function widestOptionFits(select: Locator): Promise<boolean> {
  return select.evaluate((field: HTMLSelectElement) => {
    const probe = document.createElement('span');
    probe.style.cssText = `font:${getComputedStyle(field).font};white-space:nowrap;position:absolute;visibility:hidden`;
    document.body.append(probe);
    const widest = Math.max(...[...field.options].map((option) => { probe.textContent = option.text; return probe.getBoundingClientRect().width; }));
    probe.remove();
    return widest <= field.clientWidth - 28;
  });
}
