import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PAYMENT_CREDENTIALS } from '../src/seed/payments';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';
import { demoDeliveryCase } from './helpers/orders';

/**
 * Payme's Merchant API as Payme calls it: JSON-RPC with Basic auth `Paycom:<key>`, amounts in
 * tiyin, Payme's error codes, and the order and its payment changed only by these calls.
 */

let api: TestApi;
let alice: { token: string };
let bob: { token: string };
let branchId: number;
let productId: number;
const KEY = DEV_PAYMENT_CREDENTIALS.demo.PAYME.key;
const MIM_KEY = DEV_PAYMENT_CREDENTIALS.mim.PAYME.key;
let rpcId = 0;
let paymeSeq = 0;

const basic = (key: string, login = 'Paycom') => `Basic ${Buffer.from(`${login}:${key}`).toString('base64')}`;
async function rpc(method: string, params: object, authorization = basic(KEY)) {
  const res = await api.app.inject({
    method: 'POST', url: '/payments/v1/payme', headers: { authorization, 'content-type': 'application/json; charset=UTF-8' },
    payload: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.id).toBe(rpcId);
  return body as { result?: any; error?: { code: number; message: { ru: string; uz: string; en: string }; data?: string } };
}
const newPaymeId = () => `6580${String(++paymeSeq).padStart(20, '0')}`;

async function placeOrder(who: { token: string }, paymentType = 'PAYME'): Promise<{ id: number; tiyin: number }> {
  const res = await api.app.inject({
    method: 'POST', url: '/orders/v1/orders',
    headers: { merchant: String(api.merchantId('demo')), authorization: `Bearer ${who.token}` },
    payload: {
      serviceType: 'PICK_UP', paymentType, branch: { id: branchId },
      cartItems: [{ product: { id: productId, costPrice: 1, discount: 0, count: 2, productBranch: null }, modifications: [] }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().id, tiyin: Math.round(res.json().totals.totalPrice * 100) };
}
const readOrder = async (who: { token: string }, id: number) => (await api.app.inject({
  method: 'GET', url: `/orders/v1/orders/${id}`, headers: { merchant: String(api.merchantId('demo')), authorization: `Bearer ${who.token}` },
})).json();
const account = (id: number | string) => ({ order_id: String(id) });

beforeAll(async () => {
  api = await startTestApi();
  alice = await telegramLogin(api, 'demo', { id: 7_300_000_001, first_name: 'Alice' });
  bob = await telegramLogin(api, 'demo', { id: 7_300_000_002, first_name: 'Bob' });
  ({ branchId, productId } = await demoDeliveryCase(api.handle.db, api.merchantId('demo')));
});
afterAll(async () => { await api?.close(); });

describe('authentication and the envelope', () => {
  it('a wrong key, another login or no auth is -32504 and changes nothing', async () => {
    const order = await placeOrder(alice);
    for (const authorization of [basic('wrong-key'), basic(KEY, 'Other'), '', `Bearer ${KEY}`]) {
      const answer = await rpc('CheckPerformTransaction', { amount: order.tiyin, account: account(order.id) }, authorization);
      expect(answer.error?.code).toBe(-32504);
      expect(answer.error?.message).toMatchObject({ ru: expect.any(String), uz: expect.any(String), en: expect.any(String) });
    }
  });

  it('broken JSON is -32700, an unknown method -32601, missing params -32600, all with HTTP 200', async () => {
    const broken = await api.app.inject({
      method: 'POST', url: '/payments/v1/payme', headers: { authorization: basic(KEY), 'content-type': 'application/json' }, payload: '{"method":',
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().error.code).toBe(-32700);
    expect((await rpc('ChangeEverything', {})).error?.code).toBe(-32601);
    expect((await rpc('CreateTransaction', { id: 'x' })).error?.code).toBe(-32600);
  });

  it("another merchant's key does not reach this merchant's orders", async () => {
    const order = await placeOrder(alice);
    const answer = await rpc('CheckPerformTransaction', { amount: order.tiyin, account: account(order.id) }, basic(MIM_KEY));
    expect(answer.error?.code).toBe(-31050);
  });
});

describe('CheckPerformTransaction', () => {
  it('allows the exact server total in tiyin', async () => {
    const order = await placeOrder(alice);
    expect((await rpc('CheckPerformTransaction', { amount: order.tiyin, account: account(order.id) })).result).toEqual({ allow: true });
  });

  it('refuses another amount (-31001), an unknown or cash order (-31050 with data order_id)', async () => {
    const order = await placeOrder(alice);
    expect((await rpc('CheckPerformTransaction', { amount: order.tiyin - 100, account: account(order.id) })).error?.code).toBe(-31001);
    const unknown = await rpc('CheckPerformTransaction', { amount: order.tiyin, account: account(999_999_999) });
    expect(unknown.error).toMatchObject({ code: -31050, data: 'order_id' });
    expect((await rpc('CheckPerformTransaction', { amount: order.tiyin, account: account('abc') })).error?.code).toBe(-31050);
    const cash = await placeOrder(alice, 'CASH');
    expect((await rpc('CheckPerformTransaction', { amount: cash.tiyin, account: account(cash.id) })).error?.code).toBe(-31050);
  });
});

describe('a payment from create to perform', () => {
  it('Create, repeated Create, Perform, repeated Perform, Check: the order is paid once', async () => {
    const order = await placeOrder(alice);
    const id = newPaymeId();
    const time = Date.now();
    const created = await rpc('CreateTransaction', { id, time, amount: order.tiyin, account: account(order.id) });
    expect(created.result).toMatchObject({ state: 1, transaction: expect.any(String), create_time: expect.any(Number) });
    expect((await readOrder(alice, order.id)).paymentStatus).toBe('AWAITING');

    const repeated = await rpc('CreateTransaction', { id, time, amount: order.tiyin, account: account(order.id) });
    expect(repeated.result).toEqual(created.result);

    // A second Payme transaction for the same order while the first waits.
    const other = await rpc('CreateTransaction', { id: newPaymeId(), time, amount: order.tiyin, account: account(order.id) });
    expect(other.error?.code).toBeLessThanOrEqual(-31050);
    expect(other.error?.code).toBeGreaterThanOrEqual(-31099);

    const performed = await rpc('PerformTransaction', { id });
    expect(performed.result).toMatchObject({ state: 2, transaction: created.result.transaction, perform_time: expect.any(Number) });
    expect((await rpc('PerformTransaction', { id })).result).toEqual(performed.result);

    const order1 = await readOrder(alice, order.id);
    expect(order1).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });
    const checked = await rpc('CheckTransaction', { id });
    expect(checked.result).toEqual({
      create_time: created.result.create_time, perform_time: performed.result.perform_time, cancel_time: 0,
      transaction: created.result.transaction, state: 2, reason: null,
    });
    const history = await api.handle.db.selectFrom('orderHistory').select(['kind', 'actor']).where('orderId', '=', order.id).execute();
    expect(history.filter((row) => row.kind === 'PAID')).toEqual([{ kind: 'PAID', actor: 'PAYMENT' }]);
    // Paid: a new transaction for it is refused.
    const after = await rpc('CheckPerformTransaction', { amount: order.tiyin, account: account(order.id) });
    expect(after.error?.code).toBe(-31051);
  });

  it('unknown transactions are -31003 for Perform, Cancel and Check', async () => {
    const id = newPaymeId();
    expect((await rpc('PerformTransaction', { id })).error?.code).toBe(-31003);
    expect((await rpc('CancelTransaction', { id, reason: 1 })).error?.code).toBe(-31003);
    expect((await rpc('CheckTransaction', { id })).error?.code).toBe(-31003);
  });

  it('a transaction older than 12 hours is cancelled with reason 4 and cannot be performed (-31008)', async () => {
    const order = await placeOrder(alice);
    const id = newPaymeId();
    await rpc('CreateTransaction', { id, time: Date.now(), amount: order.tiyin, account: account(order.id) });
    const thirteenHoursAgo = Date.now() - 13 * 3600_000;
    await api.handle.db.updateTable('paymeTransactions').set({ createTime: thirteenHoursAgo }).where('paymeId', '=', id).execute();
    expect((await rpc('PerformTransaction', { id })).error?.code).toBe(-31008);
    const checked = await rpc('CheckTransaction', { id });
    expect(checked.result).toMatchObject({ state: -1, reason: 4 });
    expect(await readOrder(alice, order.id)).toMatchObject({ isPaid: false, paymentStatus: 'CANCELLED' });
  });
});

describe('CancelTransaction', () => {
  it('before perform: state -1, the order shows its payment cancelled, and may be paid again', async () => {
    const order = await placeOrder(alice);
    const id = newPaymeId();
    await rpc('CreateTransaction', { id, time: Date.now(), amount: order.tiyin, account: account(order.id) });
    const cancelled = await rpc('CancelTransaction', { id, reason: 3 });
    expect(cancelled.result).toMatchObject({ state: -1, cancel_time: expect.any(Number) });
    expect((await rpc('CancelTransaction', { id, reason: 3 })).result).toEqual(cancelled.result);
    expect((await rpc('PerformTransaction', { id })).error?.code).toBe(-31008);
    expect(await readOrder(alice, order.id)).toMatchObject({ isPaid: false, paymentStatus: 'CANCELLED' });
    // Cancelled: CreateTransaction with the same id cannot bring it back, a new one can.
    expect((await rpc('CreateTransaction', { id, time: Date.now(), amount: order.tiyin, account: account(order.id) })).error?.code).toBe(-31008);
    const again = await rpc('CreateTransaction', { id: newPaymeId(), time: Date.now(), amount: order.tiyin, account: account(order.id) });
    expect(again.result?.state).toBe(1);
  });

  it('after perform: state -2 refunds (the order is no longer paid); a delivered order cannot be cancelled (-31007)', async () => {
    const refunded = await placeOrder(alice);
    const id = newPaymeId();
    await rpc('CreateTransaction', { id, time: Date.now(), amount: refunded.tiyin, account: account(refunded.id) });
    await rpc('PerformTransaction', { id });
    expect((await rpc('CancelTransaction', { id, reason: 5 })).result).toMatchObject({ state: -2 });
    expect(await readOrder(alice, refunded.id)).toMatchObject({ isPaid: false, paymentStatus: 'REFUNDED' });
    expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: -2, reason: 5 });

    const delivered = await placeOrder(alice);
    const id2 = newPaymeId();
    await rpc('CreateTransaction', { id: id2, time: Date.now(), amount: delivered.tiyin, account: account(delivered.id) });
    await rpc('PerformTransaction', { id: id2 });
    await api.handle.db.updateTable('orders').set({ status: 'CLOSED' }).where('id', '=', delivered.id).execute();
    expect((await rpc('CancelTransaction', { id: id2, reason: 5 })).error?.code).toBe(-31007);
    expect((await readOrder(alice, delivered.id)).isPaid).toBe(true);
  });

  it('a customer-cancelled order cannot be paid: Check is -31052 and a waiting transaction is not performed', async () => {
    const order = await placeOrder(bob);
    const id = newPaymeId();
    await rpc('CreateTransaction', { id, time: Date.now(), amount: order.tiyin, account: account(order.id) });
    const cancel = await api.app.inject({
      method: 'POST', url: `/orders/v1/orders/${order.id}/cancel`,
      headers: { merchant: String(api.merchantId('demo')), authorization: `Bearer ${bob.token}` }, payload: { reason: 'Changed my mind' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await rpc('PerformTransaction', { id })).error?.code).toBe(-31008);
    expect((await rpc('CheckPerformTransaction', { amount: order.tiyin, account: account(order.id) })).error?.code).toBe(-31052);
  });
});

describe('GetStatement', () => {
  it("lists this merchant's transactions created in the period, with Payme's fields", async () => {
    const from = Date.now();
    const order = await placeOrder(alice);
    const id = newPaymeId();
    const time = Date.now();
    await rpc('CreateTransaction', { id, time, amount: order.tiyin, account: account(order.id) });
    const statement = await rpc('GetStatement', { from, to: Date.now() + 1000 });
    const found = statement.result.transactions.find((tx: { id: string }) => tx.id === id);
    expect(found).toMatchObject({ id, time, amount: order.tiyin, account: account(order.id), state: 1, perform_time: 0, cancel_time: 0 });
    const mim = await rpc('GetStatement', { from, to: Date.now() + 1000 }, basic(MIM_KEY));
    expect(mim.result.transactions.find((tx: { id: string }) => tx.id === id)).toBeUndefined();
  });
});

describe('the simulated provider page goes through the Merchant API', () => {
  it('Pay runs Check, Create and Perform: a Payme transaction in state 2 and the order paid', async () => {
    const order = await placeOrder(alice);
    const link = await api.app.inject({
      method: 'GET', url: `/payments/v2/checkout/${order.id}`, headers: { merchant: String(api.merchantId('demo')), authorization: `Bearer ${alice.token}` },
    });
    const path = new URL(link.json().url).pathname;
    const paid = await api.app.inject({ method: 'POST', url: path, payload: 'choice=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.statusCode).toBe(303);
    const txs = await api.handle.db.selectFrom('paymeTransactions').selectAll().where('orderId', '=', order.id).execute();
    expect(txs.map((tx) => Number(tx.state))).toEqual([2]);
    expect(await readOrder(alice, order.id)).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });
  });

  it('Cancel runs Create and Cancel: the order shows the payment cancelled, never paid', async () => {
    const order = await placeOrder(alice);
    const link = await api.app.inject({
      method: 'GET', url: `/payments/v2/checkout/${order.id}`, headers: { merchant: String(api.merchantId('demo')), authorization: `Bearer ${alice.token}` },
    });
    const path = new URL(link.json().url).pathname;
    await api.app.inject({ method: 'POST', url: path, payload: 'choice=cancel', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const txs = await api.handle.db.selectFrom('paymeTransactions').selectAll().where('orderId', '=', order.id).execute();
    expect(txs.map((tx) => [Number(tx.state), Number(tx.reason)])).toEqual([[-1, 3]]);
    expect(await readOrder(alice, order.id)).toMatchObject({ isPaid: false, paymentStatus: 'CANCELLED' });
  });
});
