import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApi, HOURS_NOW, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';

/**
 * Issue 34, items 1–3: a table's QR code orders at that branch and table; a closed branch takes no
 * order for now; the delivery price of a point is one answer whoever asks.
 */
let api: TestApi;
let alice: { token: string; userId: number };
let demo: number;
let chilonzor: number;
let yunusobod: number;
/** Chilonzor's table "8": the demo QR code `/?table=30&branch=6`. */
let table8: number;
let yunusobodTable: number;
let mimTable: number;
let product: number;
/** The moment the API reads opening hours at; each test sets it. */
let hoursAt = HOURS_NOW;

/** Tashkent centre: inside demo's 'Markaz' delivery area. */
const CENTRE = { latitude: 41.311321, longitude: 69.279223 };
/** A moment in Tashkent (UTC+5). */
const tashkent = (local: string) => new Date(`${local}:00+05:00`);
/** A day some days ahead of the real today, in Tashkent, as YYYY-MM-DD (scheduled orders must be in the future). */
const daysAhead = (days: number) => new Date(Date.now() + 5 * 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);

let keySeq = 0;
function post(url: string, payload: unknown, language = 'uz') {
  return api.app.inject({
    method: 'POST', url, payload: payload as object,
    headers: {
      merchant: String(demo), authorization: `Bearer ${alice.token}`, 'accept-language': language,
      'idempotency-key': `rows-${Date.now()}-${++keySeq}`,
    },
  });
}

const line = () => [{ product: { id: product, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }];
const dineIn = (branchId: number, tableId: number | null) => ({
  serviceType: 'DINE_IN', paymentType: 'CASH', branch: { id: branchId }, dineIn: tableId ? { tableId } : null, cartItems: line(),
});
const pickUp = (branchId: number) => ({ serviceType: 'PICK_UP', paymentType: 'CASH', branch: { id: branchId }, cartItems: line() });
const delivery = () => ({
  serviceType: 'DELIVERY', paymentType: 'CASH', address: { ...CENTRE, streetName: 'Amir Temur', name: 'Uy' }, cartItems: line(),
});

beforeAll(async () => {
  api = await startTestApi(undefined, { hoursNow: () => hoursAt });
  demo = api.merchantId('demo');
  alice = await telegramLogin(api, 'demo', { id: 7_100_034_001, first_name: 'Alice' });
  const db = api.handle.db;
  const branches = await db.selectFrom('branches').select(['id', 'address']).where('merchantId', '=', demo).execute();
  chilonzor = branches.find((b) => b.address!.includes('Chilonzor'))!.id;
  yunusobod = branches.find((b) => b.address!.includes('Yunusobod'))!.id;
  const tables = await db.selectFrom('branchTables').select(['id', 'branchId', 'name', 'merchantId']).execute();
  table8 = tables.find((t) => t.branchId === chilonzor && t.name === '8')!.id;
  yunusobodTable = tables.find((t) => t.branchId === yunusobod)!.id;
  mimTable = tables.find((t) => t.merchantId === api.merchantId('mim'))!.id;
  product = (await db.selectFrom('products').innerJoin('productBranches', 'productBranches.productId', 'products.id')
    .select('products.id').where('products.merchantId', '=', demo).where('products.active', '=', true).where('products.type', '=', 'NONE')
    .where('products.deliveryEnabled', '=', true)
    .where('productBranches.branchId', '=', chilonzor).where('productBranches.isActive', '=', true).where('productBranches.amount', 'is', null)
    .where(sql<boolean>`products.systems = '[]'::jsonb`).orderBy('products.id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await api?.close(); });

describe('a table\'s QR code', () => {
  it('is the demo seed\'s /?table=30&branch=6: Chilonzor, table 8', () => {
    expect({ table: table8, branch: chilonzor }).toEqual({ table: 30, branch: 6 });
  });

  it('places a dine-in order at that branch and that table', async () => {
    hoursAt = HOURS_NOW;
    const res = await post('/orders/v1/orders', dineIn(chilonzor, table8));
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order.serviceType).toBe('DINE_IN');
    expect(order.branch).toEqual({ id: chilonzor });
    expect(order.dineIn).toMatchObject({ tableId: table8 });
    const again = await api.app.inject({ method: 'GET', url: `/orders/v1/orders/${order.id}`, headers: { merchant: String(demo), authorization: `Bearer ${alice.token}` } });
    expect(again.json().dineIn).toMatchObject({ tableId: table8 });
  });

  it('refuses a table of another branch or another merchant, or none at all, with a 4xx and a description', async () => {
    hoursAt = HOURS_NOW;
    for (const tableId of [yunusobodTable, mimTable, 999_999, 2_147_483_647, 9_999_999_999]) {
      const res = await post('/orders/v1/orders', dineIn(chilonzor, tableId));
      if (tableId > 2_147_483_647) {
        expect(res.statusCode, `table ${tableId}`).toBe(400);
        continue;
      }
      expect(res.statusCode, `table ${tableId}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject({ code: 'TABLE_NOT_FOUND', description: 'Stol topilmadi' });
    }
    // Dine-in without a table (chosen in the checkout, no QR code) stays allowed.
    expect((await post('/orders/v1/orders', dineIn(chilonzor, null))).statusCode).toBe(200);
  });
});

describe('a closed branch', () => {
  it('refuses an order for now, pick-up, delivery or dine-in, saying when it opens, in the customer\'s language', async () => {
    // 07:40 in Tashkent: Chilonzor works 09:00–23:00, so every demo branch but Mirobod (08:00) is closed.
    hoursAt = tashkent('2026-11-25T07:40');
    const pickup = await post('/orders/v1/orders', pickUp(chilonzor));
    expect(pickup.statusCode, pickup.body).toBe(422);
    expect(pickup.json()).toMatchObject({
      code: 'BRANCH_CLOSED',
      description: "Filial hozir yopiq, bugun soat 09:00 da ochiladi: filial ochiq bo'lgan vaqtga buyurtma bering",
      details: { opensAt: { day: '2026-11-25', time: '09:00' } },
    });
    const ru = await post('/orders/v1/orders', dineIn(chilonzor, table8), 'ru');
    expect(ru.statusCode).toBe(422);
    expect(ru.json().description).toBe('Филиал сейчас закрыт и откроется сегодня в 09:00: закажите ко времени, когда он открыт');
    const en = await post('/orders/v1/orders', pickUp(yunusobod), 'en');
    expect(en.json().description).toBe('The branch is closed now and opens today at 10:00: order for a time when it is open');

    // 03:00: no demo branch delivers now; the closest one answers the customer with its delivery hours.
    hoursAt = tashkent('2026-11-25T03:00');
    const night = await post('/orders/v1/orders', delivery());
    expect(night.statusCode, night.body).toBe(422);
    expect(night.json()).toMatchObject({ code: 'DELIVERY_CLOSED', details: { opensAt: { day: '2026-11-25', time: '09:00' } } });
  });

  it('takes a delivery only inside the branch\'s delivery window, while pick-up follows the kitchen', async () => {
    // 09:10: Chilonzor's kitchen opened at 09:00; its couriers start at 09:30.
    hoursAt = tashkent('2026-11-25T09:10');
    const fromChilonzor = { ...delivery(), branch: { id: chilonzor } };
    const now = await post('/orders/v1/orders', fromChilonzor);
    expect(now.statusCode, now.body).toBe(422);
    expect(now.json()).toMatchObject({
      code: 'DELIVERY_CLOSED',
      description: "Yetkazib berish hozir ishlamaydi, bugun soat 09:30 da boshlanadi: yetkazib berish ishlaydigan vaqtga buyurtma bering",
      details: { opensAt: { day: '2026-11-25', time: '09:30' } },
    });
    expect((await post('/orders/v1/orders', fromChilonzor, 'ru')).json().description)
      .toBe('Доставка сейчас не работает и начнётся сегодня в 09:30: закажите доставку ко времени, когда она работает');
    const pickup = await post('/orders/v1/orders', pickUp(chilonzor));
    expect(pickup.statusCode, pickup.body).toBe(200);

    const day = daysAhead(2);
    const early = await post('/orders/v1/orders/at-time', { ...fromChilonzor, later: true, day, time: '09:15' });
    expect(early.json().code).toBe('SCHEDULE_OUTSIDE_HOURS');
    const inside = await post('/orders/v1/orders/at-time', { ...fromChilonzor, later: true, day, time: '09:30' });
    expect(inside.statusCode, inside.body).toBe(200);
  });

  it('still takes a scheduled order inside its hours', async () => {
    hoursAt = tashkent('2026-11-25T07:40');
    const day = daysAhead(2);
    const later = await post('/orders/v1/orders/at-time', { ...pickUp(chilonzor), later: true, day, time: '09:00' });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().status).toBe('AT_TIME');
    const outside = await post('/orders/v1/orders/at-time', { ...pickUp(chilonzor), later: true, day, time: '08:00' });
    expect(outside.json().code).toBe('SCHEDULE_OUTSIDE_HOURS');
  });

  it('delivers from the closest open branch when the closest one is closed', async () => {
    hoursAt = tashkent('2026-11-25T08:30');
    const res = await api.app.inject({
      method: 'GET', url: `/users/v1/branches/merchant/${demo}/closest?lat=${CENTRE.latitude}&lon=${CENTRE.longitude}&type=DELIVERY`,
      headers: { merchant: String(demo) },
    });
    expect(res.statusCode).toBe(200);
    // Mirobod (08:00–23:00) is the one open at 08:30.
    expect(res.json().address).toContain('Mirobod');
  });
});

describe('the delivery price of a point', () => {
  it('is one answer: the closest-branch call, the tariff without a branch, with one, and the order', async () => {
    hoursAt = HOURS_NOW;
    // A minimal delivery price above the area's: every answer is raised to it.
    await api.handle.db.updateTable('deliverySettings').set({ minimalDeliveryPrice: 25_000 }).where('merchantId', '=', demo).execute();
    try {
      const headers = { merchant: String(demo) };
      const closest = await api.app.inject({
        method: 'GET', url: `/users/v1/branches/merchant/${demo}/closest?lat=${CENTRE.latitude}&lon=${CENTRE.longitude}&type=DELIVERY`, headers,
      });
      expect(closest.json().deliveryPrice).toBe(25_000);
      const tariff = (body: Record<string, unknown>) => api.app.inject({
        method: 'POST', url: '/deliveries/v1/delivery/tariff/client/calculate', headers, payload: { productPrice: 40_000, ...CENTRE, ...body },
      });
      // The map picker asks without a branch: it used to be told 0.
      const picker = await tariff({});
      expect(picker.statusCode, picker.body).toBe(200);
      expect(picker.json().price).toBe(25_000);
      expect((await tariff({ branchId: closest.json().id })).json().price).toBe(25_000);
      const order = await post('/orders/v1/orders', delivery());
      expect(order.statusCode, order.body).toBe(200);
      expect(order.json().totals.deliveryPrice).toBe(25_000);
      // An empty basket is still 0 (spec §4), a point outside every area still refused.
      expect((await tariff({ productPrice: 0 })).json().price).toBe(0);
      expect((await tariff({ latitude: 40.1, longitude: 65.1 })).statusCode).toBe(422);
    } finally {
      await api.handle.db.updateTable('deliverySettings').set({ minimalDeliveryPrice: 5_000 }).where('merchantId', '=', demo).execute();
    }
  });
});
