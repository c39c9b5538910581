import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, Page } from '@storefront/contracts';
import * as z from 'zod/mini';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';

let api: TestApi;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };
/** Order ids of alice by status, in the order they were placed (oldest first). */
const aliceOrders: Array<{ id: number; status: z.infer<typeof Order>['status'] }> = [];
let bobOrderId: number;

const OrderPage = Page(Order);
const STATUSES = ['DELIVERED', 'OPEN', 'CANCELED', 'COOKING', 'CLOSED', 'ON_WAY', 'DELIVERED', 'AT_TIME', 'DELIVERED', 'ACCEPTED',
  'DELIVERED', 'CLOSED', 'DONE'] as const;

const totals = {
  totalProductPrice: 50000, totalProductDiscount: 0, productPrice: 50000, productDiscount: 0, productCount: 2,
  totalPrice: 60000, totalDiscount: 0, deliveryPrice: 10000, deliveryDiscount: 0,
};
const cartItems = [{ product: { id: 1, costPrice: 25000, discount: 0, count: 2, productBranch: null }, modifications: [] }];

async function placeOrder(userId: number, merchantId: number, status: string, minutesAgo: number): Promise<number> {
  const row = await api.handle.db.insertInto('orders').values({
    merchantId,
    userId,
    number: `T-${userId}-${minutesAgo}`,
    status: status as any,
    source: 'TELEGRAM_BOT',
    serviceType: 'DELIVERY',
    paymentType: 'CASH',
    paymentId: null, branchId: null, cityId: null,
    address: JSON.stringify({ latitude: 41.31, longitude: 69.28, streetName: 'Amir Temur' }),
    entrance: null, dineIn: null, comment: 'eshik oldida', courierComment: null, note: null,
    promoId: null, promoCode: null,
    totals: JSON.stringify(totals),
    cartItems: JSON.stringify(cartItems),
    sendChequePhone: null, orderDevice: null, deliveryType: null, deliveryTariffId: null, deliveryTypeComment: null,
    distance: null, atTime: null, acceptedTime: null, cookingTime: null, readyTime: null, deliveryAt: null, deliveredAt: null,
    courierId: null, courierPaid: null, courierStatus: null, eatsId: null, reasonCodes: null, grade: null, operatorId: null,
    posterOrderId: null, posterErrorMessage: null, idempotencyKey: null, requestHash: null,
    createdDate: new Date(Date.now() - minutesAgo * 60_000),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  api = await startTestApi();
  alice = await telegramLogin(api, 'demo', { id: 7_000_000_001, first_name: 'Alice' });
  bob = await telegramLogin(api, 'demo', { id: 7_000_000_002, first_name: 'Bob' });
  const demo = api.merchantId('demo');
  for (const [i, status] of STATUSES.entries()) {
    aliceOrders.push({ id: await placeOrder(alice.userId, demo, status, 1000 - i * 10), status });
  }
  bobOrderId = await placeOrder(bob.userId, demo, 'COOKING', 5);
});
afterAll(async () => { await api?.close(); });

const get = (url: string, who: { token: string }, sub = 'demo') =>
  api.app.inject({ method: 'GET', url, headers: { merchant: String(api.merchantId(sub)), authorization: `Bearer ${who.token}` } });
const newestFirst = (list: typeof aliceOrders) => [...list].reverse().map((o) => o.id);

describe('one order', () => {
  it("answers the customer's own order in the contracts' shape", async () => {
    const res = await get(`/orders/v1/orders/${aliceOrders[0].id}`, alice);
    expect(res.statusCode).toBe(200);
    const order = Order.parse(res.json());
    expect(order).toMatchObject({ id: aliceOrders[0].id, userId: alice.userId, status: 'DELIVERED', source: 'TELEGRAM_BOT', totals, isPaid: false });
    expect(order.cartItems).toEqual(cartItems);
    expect(order.address).toMatchObject({ streetName: 'Amir Temur' });
    expect(res.body).not.toMatch(/idempotency|requestHash/i);
  });

  it("is a 404 for another customer's order, an unknown id, and under another merchant", async () => {
    for (const [url, who, sub] of [
      [`/orders/v1/orders/${bobOrderId}`, alice, 'demo'],
      [`/orders/v1/orders/${aliceOrders[0].id}`, bob, 'demo'],
      ['/orders/v1/orders/999999', alice, 'demo'],
    ] as const) {
      const res = await get(url, who, sub);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'ORDER_NOT_FOUND', description: 'Заказ не найден' });
    }
    // Alice's demo token does not even open the mim storefront.
    expect((await get(`/orders/v1/orders/${aliceOrders[0].id}`, alice, 'mim')).statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const res = await api.app.inject({ method: 'GET', url: `/orders/v1/orders/${bobOrderId}`, headers: { merchant: String(api.merchantId('demo')) } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', description: 'Требуется авторизация' });
  });
});

describe('the courier of an order', () => {
  it('says no courier is assigned yet for the customer\'s own order, and finds nothing of another\'s', async () => {
    const own = await get(`/deliveries/v1/delivery/courier/${aliceOrders[0].id}`, alice);
    expect(own.statusCode).toBe(404);
    expect(own.json()).toEqual({ code: 'COURIER_NOT_ASSIGNED', description: 'Курьер ещё не назначен' });
    const other = await get(`/deliveries/v1/delivery/courier/${bobOrderId}`, alice);
    expect(other.json()).toEqual({ code: 'ORDER_NOT_FOUND', description: 'Заказ не найден' });
  });
});

describe('active orders', () => {
  it('answers only orders still in progress, newest first', async () => {
    const res = await get(`/orders/v1/orders/user/${alice.userId}/active`, alice);
    expect(res.statusCode).toBe(200);
    const orders = z.array(Order).parse(res.json());
    const expected = newestFirst(aliceOrders.filter((o) => !['DELIVERED', 'CLOSED', 'CANCELED'].includes(o.status)));
    expect(orders.map((o) => o.id)).toEqual(expected);
    expect(orders.every((o) => o.userId === alice.userId)).toBe(true);
  });

  it("is a 404 for another customer's user id", async () => {
    const res = await get(`/orders/v1/orders/user/${bob.userId}/active`, alice);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('USER_NOT_FOUND');
    const bobs = z.array(Order).parse((await get(`/orders/v1/orders/user/${bob.userId}/active`, bob)).json());
    expect(bobs.map((o) => o.id)).toEqual([bobOrderId]);
  });
});

describe('orders of the customer', () => {
  it('pages zero-based, 10 by default, newest first', async () => {
    const first = OrderPage.parse((await get(`/orders/v1/orders/user/${alice.userId}`, alice)).json());
    expect(first).toMatchObject({ page: 0, size: 10, totalElements: STATUSES.length, totalPages: 2 });
    expect(first.content.map((o) => o.id)).toEqual(newestFirst(aliceOrders).slice(0, 10));
    const second = OrderPage.parse((await get(`/orders/v1/orders/user/${alice.userId}?page=1`, alice)).json());
    expect(second.content.map((o) => o.id)).toEqual(newestFirst(aliceOrders).slice(10));
    const beyond = OrderPage.parse((await get(`/orders/v1/orders/user/${alice.userId}?page=5&size=3`, alice)).json());
    expect(beyond).toMatchObject({ content: [], page: 5, size: 3, totalPages: 5 });
  });

  it('with onlyArchive=true answers delivered, closed and cancelled orders only', async () => {
    const archive = aliceOrders.filter((o) => ['DELIVERED', 'CLOSED', 'CANCELED'].includes(o.status));
    const page = OrderPage.parse((await get(`/orders/v1/orders/user/${alice.userId}?onlyArchive=true&size=4`, alice)).json());
    expect(page.totalElements).toBe(archive.length);
    expect(page.totalPages).toBe(Math.ceil(archive.length / 4));
    expect(page.content.map((o) => o.id)).toEqual(newestFirst(archive).slice(0, 4));
    const all = OrderPage.parse((await get(`/orders/v1/orders/user/${alice.userId}?onlyArchive=false&size=100`, alice)).json());
    expect(all.totalElements).toBe(STATUSES.length);
  });

  it("is a 404 for another customer's user id, and a 400 for a bad page", async () => {
    expect((await get(`/orders/v1/orders/user/${alice.userId}`, bob)).statusCode).toBe(404);
    for (const q of ['page=-1', 'size=0', 'size=101', 'page=x', 'onlyArchive=yes']) {
      const res = await get(`/orders/v1/orders/user/${alice.userId}?${q}`, alice);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
