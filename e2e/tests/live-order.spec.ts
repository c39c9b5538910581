import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import type { Branch, Overall, Product } from '@storefront/contracts';
import { API_URL, E2E_DEMO_INTEGRATION_KEY, SHELL_URL } from '../stack-config';
import { loggedInOnOrders, markPage, pageWasNotReloaded, savedSession } from './helpers';

/** Inside demo's delivery area (Tashkent centre). */
const DOOR = { latitude: 41.311321, longitude: 69.279223 };

interface Customer { headers: Record<string, string>; branch: Branch; product: Product }

/** A customer logged in through the page (on their orders), and what a delivery of theirs needs. */
async function loggedInCustomer(page: Page, request: APIRequestContext): Promise<Customer> {
  const { merchant, headers } = await loggedInOnOrders(page, request);
  const branch: Branch = await (await request.get(`${API_URL}/users/v1/branches/merchant/${merchant.id}/closest?lat=${DOOR.latitude}&lon=${DOOR.longitude}&type=DELIVERY`, { headers })).json();
  const overall: Overall = await (await request.get(`${API_URL}/products/v1/overalls?type=WEB`, { headers })).json();
  const product = overall.products.find((p) => p.type === 'NONE' && p.active && p.deliveryEnabled && !p.systems?.length
    && p.productBranch.some((e) => e.branch.id === branch.id && e.branch.isActive && e.isActive !== false && e.amount == null))!;
  expect(product, 'a product the branch delivers').toBeTruthy();
  return { headers, branch, product };
}

/**
 * True when the page at `pathname` made the request (its Referer): the page a login left may still
 * open its own live stream while the next one loads.
 */
function askedBy(request: Request, pathname: string): boolean {
  const referer = request.headers().referer ?? '';
  return URL.canParse(referer) && new URL(referer).pathname === pathname;
}

async function placeDelivery(request: APIRequestContext, customer: Customer): Promise<number> {
  const placed = await request.post(`${API_URL}/orders/v1/orders`, {
    headers: { ...customer.headers, 'idempotency-key': `e2e-live-${Math.random()}` },
    data: {
      serviceType: 'DELIVERY', paymentType: 'CASH', branch: { id: customer.branch.id }, address: { ...DOOR, streetName: 'Amir Temur', name: 'Uy' },
      cartItems: [{ product: { id: customer.product.id, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()).id;
}

const integration = { 'x-integration-key': E2E_DEMO_INTEGRATION_KEY };
async function moveOrder(request: APIRequestContext, id: number, status: string) {
  const res = await request.put(`${API_URL}/orders/v1/integration/orders/${id}/status`, { headers: integration, data: { status } });
  expect(res.status(), await res.text()).toBe(200);
}
async function reportCourier(request: APIRequestContext, id: number, data: Record<string, unknown>) {
  const res = await request.put(`${API_URL}/orders/v1/integration/orders/${id}/courier`, { headers: integration, data });
  expect(res.status(), await res.text()).toBe(200);
}

// The stream delivers in well under a second; the generous timeout only covers a slow machine.
const LIVE = { timeout: 10_000 };

test('an order placed and moved by the merchant\'s system reaches delivered on the open page, without a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await loggedInCustomer(page, request);
  const id = await placeDelivery(request, customer);
  await page.goto(`${SHELL_URL}/profile/orders/${id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Создан');
  // The page follows the customer's event stream (not the 10 s polling), and the header counts the order.
  await expect(page.getByTestId('order-tracking')).toHaveAttribute('data-live', 'true');
  await expect(page.getByTestId('active-orders-count')).toHaveText('1');
  await expect(page.getByTestId('order-eta')).toContainText('Доставим примерно к');
  await markPage(page);

  await moveOrder(request, id, 'ACCEPTED');
  await expect(page.getByTestId('order-status')).toHaveText('Принят', LIVE);
  await moveOrder(request, id, 'COOKING');
  await expect(page.getByTestId('order-status')).toHaveText('Готовится', LIVE);
  await moveOrder(request, id, 'DONE');
  await reportCourier(request, id, { id: 901, courierStatus: 'FOUND', name: 'Jasur Kuryer', phone: '998901234567', latitude: customer.branch.latitude, longitude: customer.branch.longitude });
  await expect(page.getByTestId('courier-status')).toHaveText('Курьер найден', LIVE);
  await expect(page.getByTestId('courier-name')).toContainText('Jasur Kuryer');
  await expect(page.getByTestId('courier-call')).toHaveAttribute('href', 'tel:+998901234567');
  await moveOrder(request, id, 'ON_WAY');
  await expect(page.getByTestId('order-status')).toHaveText('В пути', LIVE);
  await expect(page.getByTestId('courier-map-link')).toBeVisible();
  await reportCourier(request, id, { courierStatus: 'DELIVERED_FINISH' });
  await moveOrder(request, id, 'DELIVERED');
  await expect(page.getByTestId('order-status')).toHaveText('Доставлен', LIVE);
  await expect(page.getByTestId('courier-status')).toHaveText('Доставлено');

  // Every step is on the timeline with its time; the finished order has no ETA and left the badge.
  await expect(page.getByTestId('order-timeline').locator('li')).toHaveCount(6);
  await expect(page.getByTestId('order-timeline').locator('li').last()).toHaveAttribute('data-status', 'DELIVERED');
  await expect(page.getByTestId('order-eta')).toHaveCount(0);
  await expect(page.getByTestId('active-orders-count')).toHaveCount(0);
  expect(await pageWasNotReloaded(page)).toBe(true);
});

test('the courier map shows the branch, the door and the courier moving live', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await loggedInCustomer(page, request);
  const id = await placeDelivery(request, customer);
  for (const status of ['ACCEPTED', 'COOKING', 'DONE']) await moveOrder(request, id, status);
  await reportCourier(request, id, { id: 902, courierStatus: 'PICKUPED', name: 'Demo Kuryer', phone: '998900000001', latitude: customer.branch.latitude, longitude: customer.branch.longitude });
  await moveOrder(request, id, 'ON_WAY');

  await page.goto(`${SHELL_URL}/profile/orders/${id}`);
  await page.getByTestId('courier-map-link').click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${id}/map$`));
  const map = page.getByTestId('courier-map');
  await expect(map.locator('.am-marker-branch')).toHaveCount(1);
  await expect(map.locator('.am-marker-address')).toHaveCount(1);
  const courier = map.locator('.am-marker-courier');
  await expect(courier).toBeVisible();
  await expect(page.getByTestId('courier-map-status')).toHaveText('Курьер забрал заказ');
  await expect(page.getByTestId('courier-map-info')).toHaveAttribute('data-live', 'true');
  await markPage(page);
  const before = (await courier.boundingBox())!;

  // Half-way to the door: the courier's pin moves on the map by itself.
  const halfway = {
    latitude: (customer.branch.latitude + DOOR.latitude) / 2,
    longitude: (customer.branch.longitude + DOOR.longitude) / 2,
  };
  await reportCourier(request, id, halfway);
  await expect(map).toHaveAttribute('data-courier-lat', String(halfway.latitude), LIVE);
  await expect.poll(async () => {
    const box = (await courier.boundingBox())!;
    return Math.hypot(box.x - before.x, box.y - before.y);
  }, { message: 'the courier\'s pin moved', ...LIVE }).toBeGreaterThan(10);

  await reportCourier(request, id, { ...DOOR, courierStatus: 'ARRIVED' });
  await expect(page.getByTestId('courier-map-status')).toHaveText('Курьер прибыл по адресу', LIVE);
  await expect(map).toHaveAttribute('data-courier-lon', String(DOOR.longitude));
  expect(await pageWasNotReloaded(page)).toBe(true);
});

test('the orders list follows live: a delivered order leaves the active tab for the archive', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await loggedInCustomer(page, request);
  const active = await placeDelivery(request, customer);
  await page.goto(`${SHELL_URL}/profile/orders`);
  const row = page.locator(`[data-testid="order-row"][data-order-id="${active}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('active-orders-count')).toHaveText('1');
  await markPage(page);

  await moveOrder(request, active, 'ACCEPTED');
  await expect(row.getByTestId('order-row-status')).toHaveText('Принят', LIVE);
  for (const status of ['COOKING', 'DONE', 'ON_WAY', 'DELIVERED']) await moveOrder(request, active, status);
  await expect(row).toHaveCount(0, LIVE);
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await expect(page.getByTestId('active-orders-count')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Архив' }).click();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('order-row-status')).toHaveText('Доставлен');
  // Closed by the merchant while the archive is open: the row follows.
  await moveOrder(request, active, 'CLOSED');
  await expect(row.getByTestId('order-row-status')).toHaveText('Закрыт', LIVE);
  expect(await pageWasNotReloaded(page)).toBe(true);
});

test('notifications: a merchant\'s message and an order\'s new status show as notices and in the header\'s unread count, read on their page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await loggedInCustomer(page, request);
  const id = await placeDelivery(request, customer);
  const { user } = await savedSession(page, 'demo');
  // A message sent before the new page's stream is ready is only counted, not shown as a notice:
  // wait for the stream's `ready`, which the page answers by reading the count again. (Its headers
  // come before it: a message between the two counts as already known.)
  // Only the profile page's calls count: the page the login left may still open its own stream.
  const seen: ('stream' | 'count')[] = [];
  page.on('response', (response) => {
    if (!askedBy(response.request(), '/profile')) return;
    if (response.url().includes('/orders/v1/orders/events') && response.status() === 200) seen.push('stream');
    else if (new URL(response.url()).pathname.endsWith('/notifications/v1/notifications') && response.request().method() === 'GET') seen.push('count');
  });
  await page.goto(`${SHELL_URL}/profile`);
  await expect.poll(() => seen.includes('stream') && seen.slice(seen.indexOf('stream')).includes('count'), LIVE).toBe(true);
  await expect(page.getByTestId('notifications-link')).toHaveCount(0);
  await markPage(page);

  const message = await request.post(`${API_URL}/notifications/v1/integration/messages`, { headers: integration, data: { userId: user!.id, text: 'Bugun yetkazib berish bepul!' } });
  expect(message.status(), await message.text()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Bugun yetkazib berish bepul!' })).toBeVisible(LIVE);
  await expect(page.getByTestId('notifications-unread')).toHaveText('1');
  await moveOrder(request, id, 'ACCEPTED');
  await expect(page.getByRole('status').filter({ hasText: `Заказ № ${id}: Принят` })).toBeVisible(LIVE);
  await expect(page.getByTestId('notifications-unread')).toHaveText('2');

  await page.getByTestId('notifications-link').click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(page.getByTestId('notification')).toHaveCount(2);
  await expect(page.getByTestId('notification').first()).toContainText(`Заказ № ${id}: Принят`);
  await expect(page.getByTestId('notification').nth(1)).toContainText('Bugun yetkazib berish bepul!');
  // Opening the page read them: the header's count is gone.
  await expect(page.getByTestId('notifications-link')).toHaveCount(0);
  // A new one arrives on the open page.
  await moveOrder(request, id, 'COOKING');
  await expect(page.getByTestId('notification')).toHaveCount(3, LIVE);
  expect(await pageWasNotReloaded(page)).toBe(true);
});

/** Where the customer's stream stands now: the id of the `ready` event a new stream starts with. */
async function streamPosition(headers: Record<string, string>): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(`${API_URL}/orders/v1/orders/events`, { headers: { ...headers, accept: 'text/event-stream' }, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let found = null; !found;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    found = /id: (\d+)\nevent: ready/.exec(text);
  }
  controller.abort();
  return /id: (\d+)\nevent: ready/.exec(text)![1]!;
}

test('a live stream dropped mid-order reconnects with its Last-Event-ID, and the page still reaches the new status', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await loggedInCustomer(page, request);
  const id = await placeDelivery(request, customer);
  const position = await streamPosition(customer.headers);

  // The order page's first stream opens and drops at once; its reconnect is held until the kitchen
  // has moved on, so the page can only learn of the change from what the API replays.
  let kitchenMoved!: () => void;
  const moved = new Promise<void>((resolve) => { kitchenMoved = resolve; });
  const reconnects: (string | undefined)[] = [];
  let streams = 0;
  // Only the order page's streams: the page the login left may still open its own as it goes.
  await page.route('**/orders/v1/orders/events', async (route) => {
    if (route.request().method() !== 'GET' || !askedBy(route.request(), `/profile/orders/${id}`)) return route.continue();
    streams += 1;
    if (streams === 1) {
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store', 'access-control-allow-origin': new URL(SHELL_URL).origin },
        body: `retry: 100\n\nid: ${position}\nevent: ready\ndata: {}\n\n`,
      });
    }
    reconnects.push(route.request().headers()['last-event-id']);
    await moved;
    return route.continue();
  });
  await page.goto(`${SHELL_URL}/profile/orders/${id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Создан');
  await markPage(page);
  await expect.poll(() => reconnects.length, { message: 'the page reconnected', ...LIVE }).toBeGreaterThan(0);
  expect(reconnects[0]).toBe(position);

  await moveOrder(request, id, 'ACCEPTED');
  kitchenMoved();
  await expect(page.getByTestId('order-status')).toHaveText('Принят', LIVE);
  await expect(page.getByTestId('order-tracking')).toHaveAttribute('data-live', 'true');
  // Live again: the next step arrives over the reopened stream.
  await moveOrder(request, id, 'COOKING');
  await expect(page.getByTestId('order-status')).toHaveText('Готовится', LIVE);
  expect(await pageWasNotReloaded(page)).toBe(true);
});
