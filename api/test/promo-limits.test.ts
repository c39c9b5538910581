import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { changeOrderStatus } from '../src/domains/orders/lifecycle';
import { startTestApi, type TestApi } from './helpers/api';
import { demoDeliveryCase } from './helpers/orders';
import { telegramLogin } from './helpers/telegram';

/**
 * Promo use limits (issue 33): uses per customer and in total, NULL being unlimited. A use is an
 * order placed with the promo that is not cancelled. Refused with 422 PROMO_USED_UP both where the
 * checkout looks a typed code up and where the order is placed, in the customer's language.
 */

type Customer = { token: string; userId: number };

let api: TestApi;
let branchId: number;
let productId: number;
let telegramId = 7_330_000_000;

const demo = () => String(api.merchantId('demo'));
const newCustomer = () => telegramLogin(api, 'demo', { id: ++telegramId, first_name: `Mijoz ${telegramId}` });

let promoSeq = 0;
/** A running promo of demo, 1 000 so'm off the products, with the limits asked (none by default). */
async function newPromo(limits: { maxUsesPerCustomer?: number; maxUsesTotal?: number } = {}): Promise<string> {
  const code = `LIMIT${Date.now() % 100000}${++promoSeq}`;
  await api.handle.db.insertInto('promos').values({
    merchantId: api.merchantId('demo'), code, discountType: 'AMOUNT', productDiscount: 1000, deliveryDiscount: 0,
    minPrice: null, startDate: null, endDate: null, isActive: true, ...limits,
  }).execute();
  return code;
}

/** A cash pick-up order of one product with the promo code. */
function order(who: Customer, promoCode: string, headers: Record<string, string> = {}) {
  return api.app.inject({
    method: 'POST', url: '/orders/v1/orders',
    headers: { merchant: demo(), authorization: `Bearer ${who.token}`, ...headers },
    payload: {
      serviceType: 'PICK_UP', paymentType: 'CASH', branch: { id: branchId }, promoCode,
      cartItems: [{ product: { id: productId, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }],
    },
  });
}
async function placed(who: Customer, promoCode: string): Promise<number> {
  const res = await order(who, promoCode);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().promoCode).toBe(promoCode);
  return res.json().id;
}

/** The checkout's look-up of a typed code, with the customer's token when there is one. */
const check = (code: string, who?: Customer, headers: Record<string, string> = {}) => api.app.inject({
  method: 'GET', url: `/orders/v1/promos/code/${code}`,
  headers: { merchant: demo(), ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers },
});

function expectUsedUp(res: { statusCode: number; json: () => any; body: string }, limit: 'CUSTOMER' | 'TOTAL') {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toMatchObject({ code: 'PROMO_USED_UP', details: { limit } });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A transaction holding the orders table for a while: reads go on, no order can be stored. */
const holdOrders = (meanwhile: () => void = () => {}) => api.handle.db.transaction().execute(async (trx) => {
  await sql`LOCK TABLE orders IN EXCLUSIVE MODE`.execute(trx);
  meanwhile();
  await pause(200);
});

/**
 * Sends the requests so that they all price their orders before any stores one: a race, not
 * requests served one after another. On PostgreSQL the held table lets them read and stops their
 * inserts. PGlite has one connection and runs a request's queries back to back without yielding,
 * so there each further hold, asked for while the last one is held, queues behind the queries the
 * requests are waiting on (the token's look-up and its last use), and keeps the connection while
 * they read their bodies; once they all wait inside the route, released, they go query by query.
 */
async function atOnce<T>(requests: () => Array<Promise<T>>): Promise<T[]> {
  let answers!: Promise<T[]>;
  let held = holdOrders(() => { answers = Promise.all(requests()); });
  for (let hold = 0; hold < 3; hold++) {
    await pause(100);
    const next = holdOrders();
    await held;
    held = next;
  }
  await held;
  return answers;
}

const cancel = (who: Customer, id: number) => api.app.inject({
  method: 'POST', url: `/orders/v1/orders/${id}/cancel`,
  headers: { merchant: demo(), authorization: `Bearer ${who.token}` }, payload: { reason: 'Fikrimni o\'zgartirdim' },
});

beforeAll(async () => {
  api = await startTestApi();
  ({ branchId, productId } = await demoDeliveryCase(api.handle.db, api.merchantId('demo')));
});
afterAll(async () => { await api?.close(); });

describe('promo use limits', () => {
  it('are unlimited by default: the seeded promos carry none, and a code serves the same customer again and again', async () => {
    const seeded = await api.handle.db.selectFrom('promos').select(['code', 'maxUsesPerCustomer', 'maxUsesTotal'])
      .where('merchantId', '=', api.merchantId('demo')).execute();
    expect(seeded.length).toBeGreaterThan(0);
    for (const promo of seeded) expect(promo, promo.code).toMatchObject({ maxUsesPerCustomer: null, maxUsesTotal: null });
    const code = await newPromo();
    const alice = await newCustomer();
    for (let i = 0; i < 4; i++) await placed(alice, code);
    expect((await check(code, alice)).statusCode).toBe(200);
    // The limits are the merchant's: the public Promo does not show them.
    expect(Object.keys((await check(code, alice)).json())).not.toContain('maxUsesPerCustomer');
  });

  it('per customer: a second order with the code is refused, another customer still gets it', async () => {
    const code = await newPromo({ maxUsesPerCustomer: 1 });
    const [alice, bob] = [await newCustomer(), await newCustomer()];
    expect((await check(code, alice)).statusCode).toBe(200);
    await placed(alice, code);

    expectUsedUp(await order(alice, code), 'CUSTOMER');
    // The checkout's look-up says so when the code is typed (the token names the customer).
    expectUsedUp(await check(code, alice), 'CUSTOMER');
    // Nobody is known without a token, and the code has no total limit.
    expect((await check(code)).statusCode).toBe(200);
    // The profile's list of promos usable now leaves it out for alice only.
    const listed = async (who: Customer) => (await api.app.inject({
      method: 'GET', url: '/orders/v1/promos', headers: { merchant: demo(), authorization: `Bearer ${who.token}` },
    })).json().map((p: { code: string }) => p.code);
    expect(await listed(alice)).not.toContain(code);
    expect(await listed(bob)).toContain(code);

    expect((await check(code, bob)).statusCode).toBe(200);
    await placed(bob, code);
    expectUsedUp(await order(bob, code), 'CUSTOMER');
    const stored = await api.handle.db.selectFrom('orders').select('id')
      .where('promoCode', '=', code).execute();
    expect(stored).toHaveLength(2);
  });

  it('in total: once the uses are spent nobody gets the code, with or without a token', async () => {
    const code = await newPromo({ maxUsesTotal: 2, maxUsesPerCustomer: 5 });
    const [alice, bob, carol] = [await newCustomer(), await newCustomer(), await newCustomer()];
    await placed(alice, code);
    await placed(bob, code);
    expectUsedUp(await order(carol, code), 'TOTAL');
    expectUsedUp(await order(alice, code), 'TOTAL');
    expectUsedUp(await check(code, carol), 'TOTAL');
    expectUsedUp(await check(code), 'TOTAL');
  });

  it('a cancelled order gives its use back, whoever cancels it', async () => {
    const code = await newPromo({ maxUsesPerCustomer: 1, maxUsesTotal: 2 });
    const [alice, bob, carol] = [await newCustomer(), await newCustomer(), await newCustomer()];
    const first = await placed(alice, code);
    expectUsedUp(await order(alice, code), 'CUSTOMER');
    expect((await cancel(alice, first)).statusCode).toBe(200);
    expect((await check(code, alice)).statusCode).toBe(200);
    const second = await placed(alice, code);

    // The total comes back too, also when the restaurant cancels an order it had accepted.
    await placed(bob, code);
    expectUsedUp(await order(carol, code), 'TOTAL');
    const db = api.handle.db;
    await changeOrderStatus(db, { merchantId: api.merchantId('demo'), orderId: second, to: 'ACCEPTED', actor: 'MERCHANT' });
    await changeOrderStatus(db, { merchantId: api.merchantId('demo'), orderId: second, to: 'CANCELED', actor: 'MERCHANT' });
    await placed(carol, code);
    // Alice's two orders are cancelled and count for nothing; bob's and carol's, still live, take the two uses.
    expectUsedUp(await order(alice, code), 'TOTAL');
  });

  it('holds under concurrency: of orders placed at the same moment, exactly the uses left pass', async () => {
    const code = await newPromo({ maxUsesTotal: 2 });
    const customers = await Promise.all(Array.from({ length: 6 }, () => newCustomer()));
    const answers = await atOnce(() => customers.map((who) => order(who, code)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(2);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectUsedUp(res, 'TOTAL');

    // One customer in several tabs, one use each: exactly one order passes.
    const once = await newPromo({ maxUsesPerCustomer: 1 });
    const alice = await newCustomer();
    const tabs = await atOnce(() => Array.from({ length: 5 }, () => order(alice, once)));
    expect(tabs.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of tabs.filter((r) => r.statusCode !== 200)) expectUsedUp(res, 'CUSTOMER');

    const stored = await api.handle.db.selectFrom('orders').select(['promoCode'])
      .where('promoCode', 'in', [code, once]).execute();
    expect(stored.filter((row) => row.promoCode === code)).toHaveLength(2);
    expect(stored.filter((row) => row.promoCode === once)).toHaveLength(1);
  });

  it('a repeat of one Idempotency-Key answers the order that took the last use, not a refusal', async () => {
    const code = await newPromo({ maxUsesTotal: 1 });
    const alice = await newCustomer();
    const key = { 'Idempotency-Key': `promo-limit-${Date.now()}` };
    const [a, b] = await atOnce(() => [order(alice, code, key), order(alice, code, key)]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    const again = await order(alice, code, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(a.json().id);
  });

  it('tells the customer in Russian, Uzbek or English, by Accept-Language', async () => {
    const perCustomer = await newPromo({ maxUsesPerCustomer: 1 });
    const total = await newPromo({ maxUsesTotal: 1 });
    const [alice, bob] = [await newCustomer(), await newCustomer()];
    await placed(alice, perCustomer);
    await placed(alice, total);
    const texts = {
      ru: ['Вы уже использовали этот промокод максимальное число раз', 'Промокод больше недоступен: все его использования исчерпаны'],
      uz: ["Siz bu promokoddan ruxsat etilgan marta foydalanib bo'lgansiz", "Promokod endi mavjud emas: undan foydalanish imkoniyatlari tugagan"],
      en: ['You have already used this promo code as many times as it allows', 'The promo code is no longer available: it has been used up'],
    };
    for (const [language, [customerText, totalText]] of Object.entries(texts)) {
      const lang = { 'accept-language': language };
      expect((await order(alice, perCustomer, lang)).json().description, language).toBe(customerText);
      expect((await check(perCustomer, alice, lang)).json().description, language).toBe(customerText);
      expect((await order(bob, total, lang)).json().description, language).toBe(totalText);
      expect((await check(total, undefined, lang)).json().description, language).toBe(totalText);
    }
    // Without a language the description is Russian (spec §8).
    expect((await order(alice, perCustomer)).json().description).toBe(texts.ru[0]);
  });
});
