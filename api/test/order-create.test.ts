import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MESSAGES, Order, type ModificationGroup } from '@storefront/contracts';
import { computeTotals } from '@storefront/contracts/rules';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';

let api: TestApi;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };
let olga: { token: string; userId: number };
let demo: number;
/** Demo's Chilonzor branch (delivers, picks up, open 09:00–23:00 every day) and Sergeli (no pizza). */
let chilonzor: number;
let sergeli: number;
let plain: { id: number; costPrice: number; discount: number };
let modified: { id: number; costPrice: number; discount: number; groups: ModificationGroup[] };
let notAtSergeli: number;
let mimProduct: number;
let oqshomBranch: number;
let oqshomProduct: number;

/** Tashkent centre: inside demo's 'Markaz' area (10 000 so'm). */
const CENTRE = { latitude: 41.311321, longitude: 69.279223 };
const ABSURD_TOTALS = {
  totalProductPrice: 1, totalProductDiscount: 0, productPrice: 1, productDiscount: 0, productCount: 1,
  totalPrice: 1, totalDiscount: 999999, deliveryPrice: 0, deliveryDiscount: 0,
};

let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${++keySeq}`;

function post(url: string, who: { token: string }, payload: unknown, headers: Record<string, string> = {}, sub = 'demo') {
  return api.app.inject({
    method: 'POST', url, payload: payload as object,
    headers: { merchant: String(api.merchantId(sub)), authorization: `Bearer ${who.token}`, ...headers },
  });
}
const get = (url: string, who?: { token: string }, sub = 'demo') => api.app.inject({
  method: 'GET', url, headers: { merchant: String(api.merchantId(sub)), ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
});

/** A draft as a browser might send it: the product's own prices tampered with. */
function draft(extra: Record<string, unknown> = {}) {
  return {
    serviceType: 'DELIVERY',
    paymentType: 'CASH',
    branch: { id: chilonzor },
    address: { ...CENTRE, streetName: 'Amir Temur', name: 'Uy' },
    entrance: '2', floor: '5', courierComment: 'qo\'ng\'iroq qiling',
    comment: 'achchiq bo\'lmasin',
    totals: ABSURD_TOTALS,
    cartItems: [{ product: { id: plain.id, costPrice: 1, discount: 100, count: 2, productBranch: null }, modifications: [] }],
    ...extra,
  };
}

/** Tomorrow in Tashkent (UTC+5) as YYYY-MM-DD. */
const tomorrow = () => new Date(Date.now() + 5 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);

async function setCashback(userId: number, cashback: number) {
  await api.handle.db.updateTable('users').set({ cashback }).where('id', '=', userId).execute();
}
async function cashbackOf(userId: number) {
  return (await api.handle.db.selectFrom('users').select('cashback').where('id', '=', userId).executeTakeFirstOrThrow()).cashback;
}
async function ordersWithKey(key: string) {
  return api.handle.db.selectFrom('orders').select('id').where('idempotencyKey', '=', key).execute();
}

beforeAll(async () => {
  api = await startTestApi();
  demo = api.merchantId('demo');
  alice = await telegramLogin(api, 'demo', { id: 7_100_000_001, first_name: 'Alice' });
  bob = await telegramLogin(api, 'demo', { id: 7_100_000_002, first_name: 'Bob' });
  olga = await telegramLogin(api, 'oqshom', { id: 7_100_000_003, first_name: 'Olga' });
  const db = api.handle.db;
  const branches = await db.selectFrom('branches').select(['id', 'address']).where('merchantId', '=', demo).execute();
  chilonzor = branches.find((b) => b.address!.includes('Chilonzor'))!.id;
  sergeli = branches.find((b) => b.address!.includes('Sergeli'))!.id;
  // Products sold on every channel, with delivery, at Chilonzor without a stock limit.
  const sellable = await db.selectFrom('products')
    .innerJoin('productBranches', 'productBranches.productId', 'products.id')
    .select(['products.id', 'products.costPrice', 'products.discount', 'products.type', 'products.modificationGroups'])
    .where('products.merchantId', '=', demo).where('products.active', '=', true).where('products.deliveryEnabled', '=', true)
    .where('productBranches.branchId', '=', chilonzor).where('productBranches.isActive', '=', true)
    .where('productBranches.amount', 'is', null)
    .where(sql<boolean>`products.systems = '[]'::jsonb`)
    .orderBy('products.id').execute();
  const p = sellable.find((row) => row.type === 'NONE' && row.costPrice >= 20000 && row.costPrice <= 60000)!;
  plain = { id: p.id, costPrice: p.costPrice, discount: p.discount };
  const m = sellable.find((row) => row.type === 'MODIFICATION' && row.modificationGroups.length >= 2)!;
  modified = { id: m.id, costPrice: m.costPrice, discount: m.discount, groups: m.modificationGroups };
  const atSergeli = await db.selectFrom('productBranches').select('productId').where('branchId', '=', sergeli).execute();
  const sergeliIds = new Set(atSergeli.map((row) => row.productId));
  notAtSergeli = sellable.find((row) => !sergeliIds.has(row.id))!.id;
  mimProduct = (await db.selectFrom('products').select('id').where('merchantId', '=', api.merchantId('mim')).orderBy('id').executeTakeFirstOrThrow()).id;
  const oqshom = api.merchantId('oqshom');
  oqshomBranch = (await db.selectFrom('branches').select('id').where('merchantId', '=', oqshom).where('isMain', '=', true).executeTakeFirstOrThrow()).id;
  oqshomProduct = (await db.selectFrom('products').innerJoin('productBranches', 'productBranches.productId', 'products.id')
    .select('products.id').where('products.merchantId', '=', oqshom).where('products.active', '=', true).where('products.type', '=', 'NONE')
    .where('productBranches.branchId', '=', oqshomBranch).where('productBranches.isActive', '=', true)
    .where(sql<boolean>`products.systems = '[]'::jsonb`).orderBy('products.id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await api?.close(); });

describe('server-priced orders', () => {
  it('ignores tampered client prices and totals: the answer is computed from the database', async () => {
    const groups = modified.groups;
    // Every required group gets its first modification; the first optional group one paid extra.
    const chosen = groups.filter((g) => g.isRequired).map((g) => g.modifications[0]);
    const optional = groups.find((g) => !g.isRequired && g.modifications.some((x) => x.price > 0));
    if (optional) chosen.push(optional.modifications.find((x) => x.price > 0)!);
    const res = await post('/orders/v1/orders', alice, draft({
      cartItems: [
        { product: { id: plain.id, costPrice: 1, discount: 100, count: 2, productBranch: null }, modifications: [] },
        { product: { id: modified.id, costPrice: 0, discount: 99, count: 1, productBranch: null }, modifications: chosen.map((x) => ({ id: x.id, price: 0, count: 1 })) },
      ],
      cashback: 0,
      promo: 999999,
      dineIn: { servicePrice: -50000 },
    }), { 'idempotency-key': newKey() });
    expect(res.statusCode, res.body).toBe(200);
    const order = Order.parse(res.json());
    const settings = await api.handle.db.selectFrom('deliverySettings').selectAll().where('merchantId', '=', demo).executeTakeFirstOrThrow();
    const expected = computeTotals({
      lines: [
        { costPrice: plain.costPrice, discount: plain.discount, count: 2, modifications: [] },
        { costPrice: modified.costPrice, discount: modified.discount, count: 1, modifications: chosen.map((x) => ({ price: x.price, count: 1 })) },
      ],
      serviceType: 'DELIVERY',
      deliveryPrice: 10000,
      deliverySettings: settings,
    });
    expect(order.totals).toEqual({ ...expected, cashback: undefined });
    expect(order.totals.totalPrice).toBeGreaterThan(1000);
    expect(order.cartItems[0].product).toMatchObject({ id: plain.id, costPrice: plain.costPrice, discount: plain.discount, count: 2 });
    expect(order.cartItems[1].modifications.map((x) => x.price)).toEqual(chosen.map((x) => x.price));
    expect(order).toMatchObject({
      status: 'CREATED', source: 'CLIENT_WEB', serviceType: 'DELIVERY', userId: alice.userId, merchantId: demo,
      branch: { id: chilonzor }, number: String(order.id), cashback: 0, isPaid: false,
    });
    expect(order.distance).toBeGreaterThan(5000);
    // The stored row holds the same server totals.
    const row = await api.handle.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.totals).toMatchObject({ totalPrice: expected.totalPrice, serviceFee: expected.serviceFee });
    expect(row.dineIn).toBeNull();
  });

  it('takes the source from x-order-channel: TG is TELEGRAM_BOT', async () => {
    const res = await post('/orders/v1/orders', alice, draft(), { 'x-order-channel': 'TG' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ source: 'TELEGRAM_BOT', status: 'CREATED' });
  });

  it('gives pick-up no delivery price, delivery type or address, even with a free-delivery promo', async () => {
    const res = await post('/orders/v1/orders', alice, draft({
      serviceType: 'PICK_UP', deliveryType: 'YANDEX', promoCode: 'bepulyetkazish',
      totals: { ...ABSURD_TOTALS, deliveryPrice: 50000, deliveryDiscount: 50000 },
    }));
    expect(res.statusCode, res.body).toBe(200);
    const order = Order.parse(res.json());
    expect(order.totals).toMatchObject({ deliveryPrice: 0, deliveryDiscount: 0 });
    expect(order.address).toBeNull();
    expect(order.promoCode).toBe('BEPULYETKAZISH');
    const row = await api.handle.db.selectFrom('orders').select(['deliveryType', 'distance']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ deliveryType: null, distance: null });
  });

  it('spends cashback up to the balance, in the same transaction as the order', async () => {
    await setCashback(alice.userId, 20000);
    const res = await post('/orders/v1/orders', alice, draft({ cashback: 50000 }));
    expect(res.statusCode, res.body).toBe(200);
    const order = Order.parse(res.json());
    expect(order.cashback).toBe(20000);
    const payable = order.totals.productPrice + order.totals.deliveryPrice + (order.totals.serviceFee ?? 0);
    expect(order.totals.totalPrice).toBe(payable - 20000);
    expect(await cashbackOf(alice.userId)).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same order for a double submit and stores one', async () => {
    const key = newKey();
    const first = await post('/orders/v1/orders', alice, draft(), { 'idempotency-key': key });
    const second = await post('/orders/v1/orders', alice, draft(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  it('makes one order of two concurrent requests with one key, spending cashback once', async () => {
    await setCashback(bob.userId, 30000);
    const key = newKey();
    const body = draft({ cashback: 5000 });
    const [a, b] = await Promise.all([
      post('/orders/v1/orders', bob, body, { 'idempotency-key': key }),
      post('/orders/v1/orders', bob, body, { 'idempotency-key': key }),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    expect(await ordersWithKey(key)).toHaveLength(1);
    expect(await cashbackOf(bob.userId)).toBe(25000);
  });

  it('refuses the same key with another body, or on the other route, with 422', async () => {
    const key = newKey();
    expect((await post('/orders/v1/orders', alice, draft(), { 'idempotency-key': key })).statusCode).toBe(200);
    const other = await post('/orders/v1/orders', alice, draft({ comment: 'boshqa' }), { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(other.json().description).toMatch(/Idempotency-Key/);
    const atTime = await post('/orders/v1/orders/at-time', alice, draft({ later: true, day: tomorrow(), time: '12:00' }), { 'idempotency-key': key });
    expect(atTime.statusCode).toBe(422);
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  it('keeps keys per customer: the same key of another customer is a new order', async () => {
    const key = newKey();
    const a = await post('/orders/v1/orders', alice, draft(), { 'idempotency-key': key });
    const b = await post('/orders/v1/orders', bob, draft(), { 'idempotency-key': key });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).not.toBe(b.json().id);
  });

  it('refuses a malformed key', async () => {
    const res = await post('/orders/v1/orders', alice, draft(), { 'idempotency-key': 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
  });
});

describe('promo codes', () => {
  const withPromo = (promoCode: string, extra: Record<string, unknown> = {}) =>
    post('/orders/v1/orders', alice, draft({ promoCode, ...extra }));

  it('applies a running promo by code, case-insensitive, from the database', async () => {
    const res = await withPromo('salom10', { promo: 1, totals: { ...ABSURD_TOTALS, productDiscount: 500000 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ promoCode: 'SALOM10', totals: { productDiscount: 10000 } });
  });

  it.each([
    ['ESKI20', 'PROMO_INACTIVE', MESSAGES.promoInactive],
    ['BAHOR25', 'PROMO_NOT_STARTED', MESSAGES.promoNotStarted],
    ['NAVRUZ30', 'PROMO_EXPIRED', MESSAGES.promoExpired],
    ['KATTA20', 'PROMO_MIN_PRICE', "Mahsulot minimal narxi 100 000 so'm dan yuqori bo'lishi kerak"],
  ])('refuses %s with %s and the spec message', async (code, error, message) => {
    const cartItems = [{ product: { id: plain.id, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }];
    const res = await withPromo(code, { cartItems, totals: { ...ABSURD_TOTALS, productPrice: 1_000_000 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: error, details: { message } });
    expect(res.json().description).toMatch(/[а-я]/);
  });

  it('refuses an unknown code and a promo id of nothing', async () => {
    expect((await withPromo('YOQ')).json()).toMatchObject({ code: 'PROMO_NOT_FOUND' });
    const res = await post('/orders/v1/orders', alice, draft({ promoId: 999999 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PROMO_NOT_FOUND');
  });

  it('looks a promo up by code for the checkout, in any state, only of this merchant', async () => {
    const res = await get('/orders/v1/promos/code/katta20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'KATTA20', discountType: 'AMOUNT', productDiscount: 20000, minPrice: 100000, isActive: true });
    expect((await get('/orders/v1/promos/code/ESKI20')).json()).toMatchObject({ isActive: false });
    expect((await get('/orders/v1/promos/code/NOPE')).statusCode).toBe(404);
    expect((await get('/orders/v1/promos/code/SALOM10', undefined, 'oqshom')).json()).toMatchObject({ code: 'PROMO_NOT_FOUND' });
  });
});

describe('scheduled orders', () => {
  it('places an AT_TIME order at the day and time in Tashkent', async () => {
    const day = tomorrow();
    const res = await post('/orders/v1/orders/at-time', alice, draft({ later: true, day, time: '12:30' }));
    expect(res.statusCode, res.body).toBe(200);
    const order = Order.parse(res.json());
    expect(order.status).toBe('AT_TIME');
    expect(order.atTime).toBe(new Date(`${day}T07:30:00.000Z`).toISOString());
  });

  it('is a 400 without a time or a day, with the field and the spec message', async () => {
    const noTime = await post('/orders/v1/orders/at-time', alice, draft({ later: true, day: tomorrow() }));
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json()).toMatchObject({ code: 'SCHEDULE_REQUIRED', details: { field: 'time', message: MESSAGES.requiredField } });
    const noDay = await post('/orders/v1/orders/at-time', alice, draft({ later: true, time: '12:00' }));
    expect(noDay.json()).toMatchObject({ code: 'SCHEDULE_REQUIRED', details: { field: 'day' } });
  });

  it('refuses a past time, a time outside work hours, and a later flag on the wrong route', async () => {
    const past = await post('/orders/v1/orders/at-time', alice, draft({ later: true, day: '2020-01-01', time: '12:00' }));
    expect(past.json()).toMatchObject({ code: 'SCHEDULE_IN_PAST' });
    const night = await post('/orders/v1/orders/at-time', alice, draft({ later: true, day: tomorrow(), time: '04:00' }));
    expect(night.statusCode).toBe(422);
    expect(night.json()).toMatchObject({ code: 'SCHEDULE_OUTSIDE_HOURS' });
    expect((await post('/orders/v1/orders/at-time', alice, draft({ day: tomorrow(), time: '12:00' }))).json().code).toBe('LATER_REQUIRED');
    expect((await post('/orders/v1/orders', alice, draft({ later: true, day: tomorrow(), time: '12:00' }))).json().code).toBe('LATER_NOT_ALLOWED');
  });
});

describe('refusals (4xx with a Russian description, never 500)', () => {
  const expectRefusal = async (res: Awaited<ReturnType<typeof post>>, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    expect(res.json().description).toMatch(/[А-Яа-я]/);
  };
  const line = (id: number, modifications: Array<{ id: number; count: number }> = []) =>
    ({ product: { id, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: modifications.map((m) => ({ ...m, price: 0 })) });

  it('is a 400 with a description for a malformed body', async () => {
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ cartItems: [] })), 400, 'VALIDATION_ERROR');
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ serviceType: 'TELEPORT' })), 400, 'VALIDATION_ERROR');
    await expectRefusal(await post('/orders/v1/orders', alice, { cartItems: 'hamma' }), 400, 'VALIDATION_ERROR');
    const broken = await api.app.inject({
      method: 'POST', url: '/orders/v1/orders', payload: '{"serviceType":',
      headers: { merchant: String(demo), authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
    });
    await expectRefusal(broken, 400, 'MALFORMED_JSON');
  });

  it("refuses another merchant's product and an unknown one", async () => {
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ cartItems: [line(mimProduct)] })), 422, 'PRODUCT_NOT_FOUND');
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ cartItems: [line(99999999)] })), 422, 'PRODUCT_NOT_FOUND');
    // Ids past PostgreSQL's integer are unknown too, not a database error.
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ cartItems: [line(2 ** 31 - 1)] })), 422, 'PRODUCT_NOT_FOUND');
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ promoId: 2 ** 31 - 1 })), 422, 'PROMO_NOT_FOUND');
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ branch: { id: 2 ** 31 - 1 } })), 422, 'BRANCH_NOT_FOUND');
    // Past the database integer an id cannot name anything: the contracts refuse it as input.
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ cartItems: [line(2 ** 40)] })), 400, 'VALIDATION_ERROR');
  });

  it('refuses an inactive product and one not sold at the chosen branch', async () => {
    const inactive = await api.handle.db.selectFrom('products').select('id').where('merchantId', '=', demo).where('active', '=', false).executeTakeFirstOrThrow();
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ cartItems: [line(inactive.id)] })), 422, 'PRODUCT_INACTIVE');
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ serviceType: 'PICK_UP', branch: { id: sergeli }, cartItems: [line(notAtSergeli)] })), 422, 'PRODUCT_UNAVAILABLE');
  });

  it('checks modifications against the product', async () => {
    const required = modified.groups.find((g) => g.isRequired)!;
    const foreign = plain.id === modified.id ? 1 : 424242;
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ cartItems: [line(modified.id)] })), 422, 'MODIFICATION_REQUIRED');
    const mods = [{ id: required.modifications[0].id, count: 1 }, { id: foreign, count: 1 }];
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ cartItems: [line(modified.id, mods)] })), 422, 'MODIFICATION_NOT_FOUND');
    const tooMany = required.modifications.slice(0, 2).map((m) => ({ id: m.id, count: 1 }));
    if (required.maxCount === 1 && tooMany.length === 2) {
      await expectRefusal(await post('/orders/v1/orders', alice, draft({ cartItems: [line(modified.id, tooMany)] })), 422, 'MODIFICATION_COUNT');
    }
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ cartItems: [line(plain.id, [{ id: required.modifications[0].id, count: 1 }])] })), 422, 'MODIFICATION_NOT_FOUND');
  });

  it('refuses delivery outside every area, pick-up without a branch, and a foreign branch', async () => {
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ address: { latitude: 42, longitude: 70 } })), 422, 'OUT_OF_DELIVERY_AREA');
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ address: null })), 400, 'ADDRESS_REQUIRED');
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ serviceType: 'PICK_UP', branch: null })), 400, 'BRANCH_REQUIRED');
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ serviceType: 'PICK_UP', branch: { id: oqshomBranch } })), 422, 'BRANCH_NOT_FOUND');
  });

  it("refuses a service type or payment type the merchant's settings switched off", async () => {
    const base = { branch: { id: oqshomBranch }, cartItems: [line(oqshomProduct)] };
    await expectRefusal(await post('/orders/v1/orders', olga, draft({ ...base, serviceType: 'DELIVERY' }), {}, 'oqshom'), 422, 'SERVICE_TYPE_UNAVAILABLE');
    await expectRefusal(await post('/orders/v1/orders', olga, draft({ ...base, serviceType: 'PICK_UP', paymentType: 'CLICK' }), {}, 'oqshom'), 422, 'PAYMENT_TYPE_UNAVAILABLE');
    await expectRefusal(await post('/orders/v1/orders', olga, draft({ ...base, serviceType: 'PICK_UP', promoCode: 'X' }), {}, 'oqshom'), 422, 'PROMO_DISABLED');
    const ok = await post('/orders/v1/orders', olga, draft({ ...base, serviceType: 'PICK_UP', paymentType: 'CASH' }), {}, 'oqshom');
    expect(ok.statusCode, ok.body).toBe(200);
    await expectRefusal(await post('/orders/v1/orders', alice, draft({ paymentType: 'PAYNET' })), 422, 'PAYMENT_TYPE_UNAVAILABLE');
  });

  it('needs a token', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/orders/v1/orders', payload: draft(), headers: { merchant: String(demo) } });
    expect(res.statusCode).toBe(401);
  });
});

describe('reading placed orders', () => {
  it("lets one customer read their order and not another's (404)", async () => {
    const placed = (await post('/orders/v1/orders', alice, draft())).json();
    // The single order adds the steps it went through (its timeline) to what placing it answered.
    expect((await get(`/orders/v1/orders/${placed.id}`, alice)).json()).toEqual({ ...placed, timeline: [{ status: 'CREATED', at: placed.createdDate }] });
    const foreign = await get(`/orders/v1/orders/${placed.id}`, bob);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'ORDER_NOT_FOUND', description: 'Заказ не найден' });
    const active = (await get(`/orders/v1/orders/user/${alice.userId}/active`, alice)).json() as Array<{ id: number }>;
    expect(active.map((o) => o.id)).toContain(placed.id);
  });
});

describe('delivery settings and tariff', () => {
  it('answers the delivery settings of the header merchant only', async () => {
    const res = await get(`/orders/v1/order/setting/${demo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isServiceFeeEnabled: true, serviceFeeAmount: 3000, serviceFeeThreshold: 200000, minimalDeliveryPrice: 5000 });
    expect(res.json()).not.toHaveProperty('merchantId');
    expect((await get(`/orders/v1/order/setting/${api.merchantId('mim')}`)).statusCode).toBe(404);
  });

  const tariff = (body: Record<string, unknown>) => api.app.inject({
    method: 'POST', url: '/deliveries/v1/delivery/tariff/client/calculate', payload: body, headers: { merchant: String(demo) },
  });

  it("prices a point by its area and measures the distance from the branch", async () => {
    const res = await tariff({ productPrice: 50000, branchId: chilonzor, ...CENTRE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price: 10000 });
    expect(res.json().distance).toBeGreaterThan(5000);
    expect(res.json().distance).toBeLessThan(10000);
  });

  it('is 0 for an empty basket or missing coordinates; 422 outside every area', async () => {
    expect((await tariff({ productPrice: 0, branchId: chilonzor, ...CENTRE })).json().price).toBe(0);
    expect((await tariff({ productPrice: 50000, branchId: chilonzor })).json().price).toBe(0);
    // Without a branch (the map picker) the branch that delivers there prices it, as the checkout's would.
    expect((await tariff({ productPrice: 50000, ...CENTRE })).json().price).toBe(10000);
    const out = await tariff({ productPrice: 50000, branchId: chilonzor, latitude: 42, longitude: 70 });
    expect(out.statusCode).toBe(422);
    expect(out.json().code).toBe('OUT_OF_DELIVERY_AREA');
    expect((await tariff({ productPrice: 50000, branchId: oqshomBranch, ...CENTRE })).statusCode).toBe(404);
    expect((await tariff({ productPrice: 50000, branchId: 2 ** 31 - 1, ...CENTRE })).statusCode).toBe(404);
    expect((await tariff({ productPrice: 50000, branchId: 2 ** 40, ...CENTRE })).statusCode).toBe(400);
  });
});
