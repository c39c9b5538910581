import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CashbackEntry, Promo, Review } from '@storefront/contracts';
import * as z from 'zod/mini';
import { changeOrderStatus } from '../src/domains/orders/lifecycle';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';
import { demoDeliveryCase } from './helpers/orders';

/** Promos the customer can use now, cashback earned and reversed through the ledger, and reviews. */

let api: TestApi;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };
let branchId: number;
let productId: number;
let otherProductId: number;

const demo = () => String(api.merchantId('demo'));
const as = (who: { token: string } | null, merchant = demo()) =>
  ({ merchant, ...(who ? { authorization: `Bearer ${who.token}` } : {}) });
const get = (url: string, who: { token: string } | null, merchant?: string) => api.app.inject({ method: 'GET', url, headers: as(who, merchant) });
const post = (url: string, who: { token: string }, payload: object) => api.app.inject({ method: 'POST', url, headers: as(who), payload });

async function placeOrder(who: { token: string }, extra: object = {}): Promise<{ id: number; productPrice: number; productDiscount: number }> {
  const res = await post('/orders/v1/orders', who, {
    serviceType: 'PICK_UP', paymentType: 'CASH', branch: { id: branchId },
    cartItems: [{ product: { id: productId, costPrice: 1, discount: 0, count: 2, productBranch: null }, modifications: [] }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().id, ...res.json().totals };
}
/** The pick-up path the merchant's system takes, to `to`. */
async function move(orderId: number, to: 'CLOSED' | 'ACCEPTED') {
  const path = to === 'ACCEPTED' ? ['ACCEPTED'] : ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED'];
  for (const step of path) {
    await changeOrderStatus(api.handle.db, { merchantId: api.merchantId('demo'), orderId, to: step as 'ACCEPTED', actor: 'MERCHANT' });
  }
}
const balance = async (who: { token: string }) => (await get('/users/v1/users/me', who)).json().cashback as number;
const history = async (who: { token: string }) => {
  const res = await get('/users/v1/users/cashback/history', who);
  expect(res.statusCode, res.body).toBe(200);
  return z.array(CashbackEntry).parse(res.json());
};

beforeAll(async () => {
  api = await startTestApi();
  alice = await telegramLogin(api, 'demo', { id: 7_400_000_001, first_name: 'Alice' });
  bob = await telegramLogin(api, 'demo', { id: 7_400_000_002, first_name: 'Bob' });
  ({ branchId, productId } = await demoDeliveryCase(api.handle.db, api.merchantId('demo')));
  otherProductId = productId + 1;
});
afterAll(async () => { await api?.close(); });

describe('GET /orders/v1/promos', () => {
  it('lists only the promos usable now, with code, discount, minimum price and dates', async () => {
    const res = await get('/orders/v1/promos', alice);
    expect(res.statusCode).toBe(200);
    const promos = z.array(Promo).parse(res.json());
    expect(promos.map((p) => p.code).sort()).toEqual(['BEPULYETKAZISH', 'CHEGIRMA15', 'KATTA20', 'SALOM10']);
    expect(promos.find((p) => p.code === 'KATTA20')).toMatchObject({ discountType: 'AMOUNT', productDiscount: 20000, minPrice: 100000 });
    for (const promo of promos) expect(promo.endDate).toBeTruthy();
  });

  it('needs a token; a merchant with promos switched off lists none', async () => {
    expect((await get('/orders/v1/promos', null)).statusCode).toBe(401);
    const oqshomCustomer = await telegramLogin(api, 'oqshom', { id: 7_400_000_009, first_name: 'Olim' });
    const res = await get('/orders/v1/promos', oqshomCustomer, String(api.merchantId('oqshom')));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('cashback', () => {
  it("a closed order earns the merchant's 5 % of what was paid for the products, once; the history says so", async () => {
    const before = await balance(alice);
    const order = await placeOrder(alice);
    await move(order.id, 'CLOSED');
    const earned = Math.floor((order.productPrice - order.productDiscount) * 5 / 100);
    expect(earned).toBeGreaterThan(0);
    expect(await balance(alice)).toBe(before + earned);
    // A merchant system repeating CLOSED pays nothing more.
    await changeOrderStatus(api.handle.db, { merchantId: api.merchantId('demo'), orderId: order.id, to: 'CLOSED', actor: 'MERCHANT' });
    expect(await balance(alice)).toBe(before + earned);
    const [latest] = await history(alice);
    expect(latest).toMatchObject({ orderId: order.id, orderNumber: String(order.id), kind: 'EARNED', amount: earned });
  });

  it('spending it is recorded, and cancelling gives the spent cashback back', async () => {
    const available = await balance(alice);
    expect(available).toBeGreaterThan(0);
    const order = await placeOrder(alice, { cashback: available });
    expect(await balance(alice)).toBe(0);
    const cancel = await post(`/orders/v1/orders/${order.id}/cancel`, alice, { reason: 'Changed my mind' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balance(alice)).toBe(available);
    const kinds = (await history(alice)).filter((entry) => entry.orderId === order.id).map((entry) => [entry.kind, entry.amount]);
    expect(kinds).toEqual([['RETURNED', available], ['SPENT', -available]]);
  });

  it('a merchant cancelling an accepted order gives the spent cashback back; nothing is earned for it', async () => {
    const first = await placeOrder(bob);
    await move(first.id, 'CLOSED');
    const available = await balance(bob);
    expect(available).toBeGreaterThan(0);
    const order = await placeOrder(bob, { cashback: available });
    await move(order.id, 'ACCEPTED');
    await changeOrderStatus(api.handle.db, { merchantId: api.merchantId('demo'), orderId: order.id, to: 'CANCELED', actor: 'MERCHANT' });
    expect(await balance(bob)).toBe(available);
    expect((await history(bob)).filter((e) => e.orderId === order.id).map((e) => e.kind)).toEqual(['RETURNED', 'SPENT']);
  });

  it("one customer never sees another's movements; the route needs a token", async () => {
    const bobs = await history(bob);
    expect(bobs.every((entry) => entry.orderId !== null)).toBe(true);
    const alices = new Set((await history(alice)).map((entry) => entry.id));
    expect(bobs.some((entry) => alices.has(entry.id))).toBe(false);
    expect((await get('/users/v1/users/cashback/history', null)).statusCode).toBe(401);
  });
});

describe('reviews', () => {
  it('an undelivered order is refused with 409; another customer\'s order is 404', async () => {
    const order = await placeOrder(alice);
    const early = await post(`/orders/v1/orders/${order.id}/review`, alice, { grade: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().description).toBeTruthy();
    await move(order.id, 'CLOSED');
    expect((await post(`/orders/v1/orders/${order.id}/review`, bob, { grade: 1 })).statusCode).toBe(404);
    expect((await get(`/orders/v1/orders/${order.id}/review`, bob)).statusCode).toBe(404);
  });

  it('rates a delivered order once, with a comment and product stars that join the grades', async () => {
    const order = await placeOrder(alice);
    await move(order.id, 'CLOSED');
    const gradesBefore = (await get('/products/v1/grade', null)).json() as { productId: number; grade: number }[];
    const stranger = await post(`/orders/v1/orders/${order.id}/review`, alice, { grade: 4, products: [{ productId: otherProductId, grade: 1 }] });
    expect(stranger.statusCode).toBe(400);
    for (const grade of [0, 6, 4.5]) expect((await post(`/orders/v1/orders/${order.id}/review`, alice, { grade })).statusCode).toBe(400);

    const res = await post(`/orders/v1/orders/${order.id}/review`, alice, { grade: 4, comment: '  Mazali!  ', products: [{ productId, grade: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(Review.parse(res.json())).toMatchObject({ orderId: order.id, grade: 4, comment: 'Mazali!', products: [{ productId, grade: 1 }] });
    expect((await post(`/orders/v1/orders/${order.id}/review`, alice, { grade: 5 })).statusCode).toBe(409);
    expect((await get(`/orders/v1/orders/${order.id}/review`, alice)).json()).toMatchObject({ grade: 4, products: [{ productId, grade: 1 }] });
    expect((await get(`/orders/v1/orders/${order.id}`, alice)).json().grade).toBe(4);

    const gradesAfter = (await get('/products/v1/grade', null)).json() as { productId: number; grade: number }[];
    const before = gradesBefore.find((g) => g.productId === productId)?.grade ?? 5;
    const after = gradesAfter.find((g) => g.productId === productId)!.grade;
    expect(after).toBeLessThan(before);
  });
});
