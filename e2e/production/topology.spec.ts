import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkOrderNow } from '@storefront/contracts/rules';
import type { Branch, Merchant, MultilingualText, Overall, Product } from '@storefront/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';

/*
 * The storefront as docker-compose.yml deploys it, run as processes (scripts/production/topology.mjs):
 * Chromium talks to nginx's TLS front only; the API runs as two processes in production mode.
 */
interface TopologyInfo {
  storefrontUrl: string;
  httpUrl: string;
  apiUrls: [string, string];
  shellNginxUrl: string;
  remoteOrigins: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  integrationKey: string;
}
const topology: TopologyInfo = JSON.parse(process.env.TOPOLOGY ?? 'null');
const STOREFRONT = topology?.storefrontUrl;
/** The front on localhost itself (Node's requests resolve localhost, not its sub-domains). */
const FRONT = STOREFRONT?.replace('//demo.', '//');
const [API_1, API_2] = topology?.apiUrls ?? [];

test.describe.configure({ mode: 'serial' });

const ru = (text: MultilingualText | null | undefined) => text?.ru || text?.uz || text?.eng || '';
// The stream delivers in well under a second; the page would poll only every 10 s, and only without it.
const LIVE = { timeout: 8_000 };

async function demoMerchant(request: APIRequestContext): Promise<Merchant> {
  const response = await request.get(`${API_1}/users/v1/merchants/sub/demo`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** The latest login code sent to a phone: production has no route to the outbox, the database has it (SMS_MODE=outbox). */
async function loginCodeFromDatabase(phone: string): Promise<string> {
  const client = new pg.Client({ connectionString: topology.databaseUrl });
  await client.connect();
  try {
    let code: string | undefined;
    await expect.poll(async () => {
      const { rows } = await client.query<{ text: string }>('SELECT text FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1', [phone]);
      code = /\b(\d{6})\b/.exec(rows[0]?.text ?? '')?.[1];
      return code;
    }, { message: `a login code for ${phone} in sms_outbox` }).toMatch(/^\d{6}$/);
    return code!;
  } finally {
    await client.end();
  }
}

const freshPhone = () => `99890${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
/** An address of TEST-NET-3 (RFC 5737), as a customer's behind the front. */
const customerAddress = () => `203.0.113.${1 + Math.floor(Math.random() * 254)}`;

async function moveOrder(request: APIRequestContext, api: string, id: number, status: string) {
  const res = await request.put(`${api}/orders/v1/integration/orders/${id}/status`, { headers: { 'x-integration-key': topology.integrationKey }, data: { status } });
  expect(res.status(), `${status} through ${api}: ${await res.text()}`).toBe(200);
}

async function markPage(page: Page) {
  await page.evaluate(() => { (window as unknown as { __noReload: boolean }).__noReload = true; });
}

test('the page comes over HTTPS only, with HSTS and its Content-Security-Policy; the development routes answer 404 everywhere', async ({ page, request }) => {
  const response = (await page.goto(`${STOREFRONT}/`))!;
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}; includeSubDomains/);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'self' https://web.telegram.org");
  expect(csp).toContain("object-src 'none'");
  // The remotes' https origins are the only other places scripts come from.
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1].split(' ') ?? [];
  for (const origin of Object.values(topology.remoteOrigins)) expect(scriptSrc).toContain(origin);
  expect(scriptSrc.filter((source) => source.startsWith('http:'))).toEqual([]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByTestId('merchant-name')).toBeVisible();
  const remotes: Record<string, { entry: string }> = await (await request.get(`${FRONT}/remotes.json`)).json();
  expect(Object.values(remotes).map((remote) => remote.entry).sort()).toEqual(Object.values(topology.remoteOrigins).map((origin) => `${origin}/remoteEntry.js`).sort());

  // Plain HTTP answers nothing but the way to HTTPS.
  const plain = await request.get(`${topology.httpUrl}/profile/orders?x=1`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toBe(`${FRONT}/profile/orders?x=1`);

  // No outbox, no simulated provider: not through the front, not on the shell's nginx, not on either API process.
  const phone = freshPhone();
  const outbox = await page.goto(`${STOREFRONT}/api/dev/sms-outbox?phone=${phone}`);
  expect(outbox!.status()).toBe(404);
  expect((await request.get(`${topology.shellNginxUrl}/api/dev/sms-outbox?phone=${phone}`)).status()).toBe(404);
  for (const api of [API_1, API_2]) {
    expect((await request.get(`${api}/dev/sms-outbox?phone=${phone}`)).status(), api).toBe(404);
    expect((await request.get(`${api}/dev/pay/1`)).status(), api).toBe(404);
  }
});

test('menu → basket → checkout: a cash pick-up order; the merchant\'s system moves it through either API process and the page follows live', async ({ page, request }) => {
  test.setTimeout(120_000);
  const merchant = await demoMerchant(request);
  const headers = { merchant: String(merchant.id) };
  const branches: Branch[] = await (await request.get(`${API_1}/users/v1/branches/full`, { headers })).json();
  const overall: Overall = await (await request.get(`${API_2}/products/v1/overalls?type=WEB`, { headers })).json();
  const sellsFreely = (p: Product, branch: Branch) =>
    p.productBranch.some((e) => e.branch.id === branch.id && e.branch.isActive && e.isActive !== false && e.amount == null);
  // The production seed keeps the demo's real hours: a branch closed now would take only a later
  // order. Before the first branch opens (Tashkent's night) the order is placed for its opening.
  const openNow = branches.filter((b) => b.isActive && b.settings?.pickupEnabled && checkOrderNow(b, new Date()).ok);
  const pickupBranches = openNow.length ? openNow : branches.filter((b) => b.isActive && b.settings?.pickupEnabled);

  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });

  let branch: Branch | undefined;
  await test.step('the menu puts a product in the basket', async () => {
    await page.goto(`${STOREFRONT}/`);
    // A product the menu adds in one click, sold freely at a pick-up branch.
    const cards = page.locator('article.cat-card:has(button.cat-add:not([data-needs-choice]))');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-product-id'))));
    const product = shown.map((id) => overall.products.find((p) => p.id === id))
      .find((p): p is Product => Boolean(p && pickupBranches.some((b) => sellsFreely(p, b))));
    expect(product, 'a product of the menu sold at a pick-up branch').toBeTruthy();
    branch = pickupBranches.find((b) => sellsFreely(product!, b));
    await page.locator(`article.cat-card[data-product-id="${product!.id}"]`).first().locator('button.cat-add').click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await page.goto(`${STOREFRONT}/basket`);
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
  });

  const phone = freshPhone();
  await test.step('the checkout asks to log in; the code (read from sms_outbox) logs in and returns to it', async () => {
    await page.getByTestId('to-checkout').click();
    await page.getByTestId('login-first').getByRole('link').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByTestId('login-phone').fill(phone.slice(3));
    await page.getByTestId('login-send').click();
    await expect(page).toHaveURL(new RegExp(`/login/confirm\\?phone=${phone}$`));
    await page.getByTestId('login-code').fill(await loginCodeFromDatabase(phone));
    await page.getByTestId('login-confirm').click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  let id = 0;
  await test.step('a cash pick-up order is placed', async () => {
    await page.getByTestId('service-section').getByRole('radio', { name: 'Самовывоз' }).check();
    await page.getByTestId('branch-section').getByRole('radio', { name: ru(branch!.name) }).check();
    await page.getByTestId('payment-section').getByRole('radio', { name: 'Наличные' }).check();
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    id = Number(new URL(page.url()).pathname.split('/').pop());
    // Placed for now while a branch is open; in Tashkent's night, for the branch's opening.
    await expect(page.getByTestId('order-status')).toHaveText(openNow.length ? 'Создан' : 'Ко времени');
    await expect(page.getByTestId('order-tracking')).toHaveAttribute('data-live', 'true');
  });

  await test.step('each status change, sent to one API process or the other, reaches the page\'s stream on whichever holds it', async () => {
    await markPage(page);
    // The page's stream is on one of the two processes (the front spreads the page's calls); the
    // changes alternate between them, so at least one crosses from one process to the other
    // (PostgreSQL's LISTEN/NOTIFY), whichever the stream landed on.
    const steps: [string, string, string][] = [[API_1, 'ACCEPTED', 'Принят'], [API_2, 'COOKING', 'Готовится'], [API_1, 'DONE', 'Готов'], [API_2, 'CLOSED', 'Закрыт']];
    for (const [api, status, text] of steps) {
      await moveOrder(request, api, id, status);
      await expect(page.getByTestId('order-status'), `${status} sent to ${api}`).toHaveText(text, LIVE);
    }
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  expect(errors.filter((text) => /Content Security Policy|Mixed Content/i.test(text)), 'no request blocked by the policy').toEqual([]);
});

test('an abuse limit spent on one API process holds on the other (counted in Redis, per customer address)', async ({ request }) => {
  const merchant = await demoMerchant(request);
  const address = customerAddress();
  // Code checks: 30 per address per 10 minutes. The API believes X-Forwarded-For only from the
  // front's address (TRUST_PROXY); this test reaches the processes from that same address
  // (127.0.0.1), as the front would pass a customer on.
  const check = (api: string, from: string) => request.post(`${api}/users/v1/users/login/verify`, {
    headers: { merchant: String(merchant.id), 'x-forwarded-for': from }, data: { phone: freshPhone(), code: '000000' },
  });
  let spent = 0;
  for (; spent < 100; spent++) {
    const response = await check(API_1, address);
    if (response.status() === 429) break;
    expect(response.status(), await response.text()).toBe(400);
  }
  expect(spent, 'code checks before the limit').toBe(30);
  const other = await check(API_2, address);
  expect(other.status(), 'the other process refuses the same address').toBe(429);
  expect(Number(other.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await check(API_2, customerAddress())).status(), 'another address is not refused').toBe(400);

  const redis = new Redis(topology.redisUrl, { lazyConnect: true });
  await redis.connect();
  try {
    expect(await redis.exists(`limit:codeCheck:ip:${address}`), 'the counter lives in Redis').toBe(1);
  } finally {
    redis.disconnect();
  }
});

test('the branches\' map arrives with its first view drawn in the page, then Leaflet shows the branches', async ({ browser, page }) => {
  const still = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  try {
    const plain = await still.newPage();
    await plain.goto(`${STOREFRONT}/branches/map`);
    const view = plain.locator('#sf-first-view');
    await expect(view.locator('h1')).toBeVisible();
    await expect(view.locator('.am-tile-preview img[fetchpriority="high"]')).toBeVisible();
    // The tiles come through the front from the API, on the page's own origin (its public port included).
    expect(await view.locator('.am-tile-preview img').first().getAttribute('src')).toMatch(new RegExp(`^${STOREFRONT}/api/tiles/v1/`));
    await expect.poll(() => view.locator('.am-tile-preview img').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 256).length))
      .toBeGreaterThanOrEqual(6);
  } finally {
    await still.close();
  }
  await page.goto(`${STOREFRONT}/branches/map`);
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(page.locator('#content .leaflet-tile-loaded').first()).toBeVisible();
});
