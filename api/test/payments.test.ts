import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PaymentCheckout } from '@storefront/contracts';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { DEV_PAYMENT_CREDENTIALS } from '../src/seed/payments';
import { startTestApi, type TestApi, HOURS_NOW } from './helpers/api';
import { markPaid } from '../src/domains/payments/repository';
import { telegramLogin } from './helpers/telegram';
import { startFakeServer } from './helpers/fake-http';

let api: TestApi;
/** The same database behind PAYMENTS_MODE=live: links go to the providers' documented URLs. */
let live: FastifyInstance;
let uzum: Awaited<ReturnType<typeof startFakeServer>>;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };
let chilonzor: number;
let product: number;

const STOREFRONT_URL = 'https://storefront.example.uz';
/** What the fake Uzum answers to getOrderStatus, by Uzum's order id. */
const uzumStatuses = new Map<string, { status: string; amount: number }>();
const STOREFRONT_ORIGIN = 'http://demo.localhost:3000';
const CREDENTIALS = DEV_PAYMENT_CREDENTIALS.demo;

type Who = { token: string };
const headers = (who: Who, extra: Record<string, string> = {}) =>
  ({ merchant: String(api.merchantId('demo')), authorization: `Bearer ${who.token}`, ...extra });

/** A pick-up order now at Chilonzor: two of one product, paid by `paymentType`. */
async function placeOrder(who: Who, paymentType: string): Promise<{ id: number; total: number }> {
  const res = await api.app.inject({
    method: 'POST', url: '/orders/v1/orders', headers: headers(who),
    payload: {
      serviceType: 'PICK_UP', paymentType, branch: { id: chilonzor },
      cartItems: [{ product: { id: product, costPrice: 1, discount: 0, count: 2, productBranch: null }, modifications: [] }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json();
  return { id: order.id, total: order.totals.totalPrice };
}

const checkout = (app: FastifyInstance, who: Who, orderId: number, extra: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/payments/v2/checkout/${orderId}`, headers: headers(who, extra) });

async function checkoutUrl(app: FastifyInstance, who: Who, orderId: number, extra: Record<string, string> = {}): Promise<URL> {
  const res = await checkout(app, who, orderId, extra);
  expect(res.statusCode, res.body).toBe(200);
  const body = PaymentCheckout.parse(res.json());
  expect(body.orderId).toBe(orderId);
  for (const secret of [CREDENTIALS.CLICK.secret_key, CREDENTIALS.PAYME.key, CREDENTIALS.UZUM.api_key]) expect(res.body).not.toContain(secret);
  return new URL(body.url);
}

const orderRow = (id: number) => api.handle.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const paymentsOf = (orderId: number) => api.handle.db.selectFrom('payments').selectAll().where('orderId', '=', orderId).orderBy('id').execute();

beforeAll(async () => {
  api = await startTestApi();
  uzum = await startFakeServer((request) => {
    if (request.path === '/api/v1/payment/getOrderStatus') {
      const known = uzumStatuses.get(JSON.parse(request.body).orderId);
      return known ? { status: 200, body: { errorCode: 0, result: known } } : { status: 404, body: { errorCode: 404 } };
    }
    return {
      status: 200,
      body: { errorCode: 0, result: { orderId: `uzum-${JSON.parse(request.body).orderNumber}-${Date.now()}`, paymentRedirectUrl: 'https://checkout.uzum.example/pay/abc' } },
    };
  });
  live = await buildApp({ hoursNow: () => HOURS_NOW,
    db: api.handle.db,
    config: configFromEnv({ NODE_ENV: 'test', PAYMENTS_MODE: 'live', UZUM_BASE_URL: uzum.url, STOREFRONT_URL }),
    databaseKind: api.handle.kind,
  });
  alice = await telegramLogin(api, 'demo', { id: 7_200_000_001, first_name: 'Alice' });
  bob = await telegramLogin(api, 'demo', { id: 7_200_000_002, first_name: 'Bob' });
  const db = api.handle.db;
  const demo = api.merchantId('demo');
  const branches = await db.selectFrom('branches').select(['id', 'address']).where('merchantId', '=', demo).execute();
  chilonzor = branches.find((b) => b.address!.includes('Chilonzor'))!.id;
  product = (await db.selectFrom('products')
    .innerJoin('productBranches', 'productBranches.productId', 'products.id')
    .select('products.id')
    .where('products.merchantId', '=', demo).where('products.active', '=', true).where('products.type', '=', 'NONE')
    .where('productBranches.branchId', '=', chilonzor).where('productBranches.isActive', '=', true)
    .where('productBranches.amount', 'is', null)
    .where(sql<boolean>`products.systems = '[]'::jsonb`)
    .where('products.costPrice', '>=', 10000)
    .orderBy('products.id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await live?.close();
  await uzum?.close();
  await api?.close();
});

describe('checkout links (PAYMENTS_MODE=live)', () => {
  it('Click: the documented redirect with the server total in so\'m with two decimals', async () => {
    const order = await placeOrder(alice, 'CLICK');
    const url = await checkoutUrl(live, alice, order.id, { origin: STOREFRONT_ORIGIN });
    expect(`${url.origin}${url.pathname}`).toBe('https://my.click.uz/services/pay/');
    expect(url.searchParams.get('service_id')).toBe(CREDENTIALS.CLICK.service_id);
    expect(url.searchParams.get('merchant_id')).toBe(CREDENTIALS.CLICK.merchant_id);
    expect(url.searchParams.get('amount')).toMatch(/^\d+\.\d{2}$/);
    expect(url.searchParams.get('amount')).toBe(order.total.toFixed(2));
    expect(order.total).toBeGreaterThan(1000);
    expect(url.searchParams.get('transaction_param')).toBe(String(order.id));
    expect(url.searchParams.get('return_url')).toBe(`${STOREFRONT_ORIGIN}/profile/orders/${order.id}`);
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({ provider: 'CLICK', mode: 'LIVE', status: 'PENDING' });
    expect(Number(payment.amount)).toBe(order.total);
  });

  it('Payme: base64 of m, ac.order_id, a (tiyin), l and c on the test host in test mode', async () => {
    const order = await placeOrder(alice, 'PAYME');
    const url = await checkoutUrl(live, alice, order.id, { referer: `${STOREFRONT_ORIGIN}/checkout`, 'accept-language': 'uz-UZ,uz;q=0.9,ru;q=0.8' });
    expect(url.origin).toBe('https://checkout.test.paycom.uz');
    const decoded = Buffer.from(url.pathname.slice(1), 'base64').toString('utf8');
    const fields = Object.fromEntries(decoded.split(';').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
    expect(fields).toEqual({
      m: CREDENTIALS.PAYME.merchant_id,
      'ac.order_id': String(order.id),
      a: String(Math.round(order.total * 100)),
      l: 'uz',
      c: `${STOREFRONT_ORIGIN}/profile/orders/${order.id}`,
    });

    // Out of test mode: the production host; a foreign Origin falls back to STOREFRONT_URL.
    await api.handle.db.updateTable('paymentProviders').set({ testMode: false })
      .where('merchantId', '=', api.merchantId('demo')).where('type', '=', 'PAYME').execute();
    try {
      const prod = await checkoutUrl(live, alice, order.id, { origin: 'https://evil.example' });
      expect(prod.origin).toBe('https://checkout.paycom.uz');
      const text = Buffer.from(prod.pathname.slice(1), 'base64').toString('utf8');
      expect(text).toBe(`m=${CREDENTIALS.PAYME.merchant_id};ac.order_id=${order.id};a=${Math.round(order.total * 100)};l=ru;c=${STOREFRONT_URL}/profile/orders/${order.id}`);
    } finally {
      await api.handle.db.updateTable('paymentProviders').set({ testMode: true })
        .where('merchantId', '=', api.merchantId('demo')).where('type', '=', 'PAYME').execute();
    }
  });

  it('Uzum: registers through the adapter with the terminal headers and answers result.paymentRedirectUrl', async () => {
    const order = await placeOrder(alice, 'UZUM');
    const before = uzum.requests.length;
    const url = await checkoutUrl(live, alice, order.id);
    expect(url.toString()).toBe('https://checkout.uzum.example/pay/abc');
    expect(uzum.requests.length).toBe(before + 1);
    const request = uzum.requests[before];
    expect(request.path).toBe('/api/v1/payment/register');
    expect(request.headers['x-terminal-id']).toBe(CREDENTIALS.UZUM.terminal_id);
    expect(request.headers['x-api-key']).toBe(CREDENTIALS.UZUM.api_key);
    const returnUrl = `${STOREFRONT_URL}/profile/orders/${order.id}`;
    expect(JSON.parse(request.body)).toEqual({
      amount: Math.round(order.total * 100), clientId: String(alice.userId), currency: 860, orderNumber: String(order.id),
      viewType: 'WEB_VIEW', successUrl: returnUrl, failureUrl: returnUrl, paymentParams: { payType: 'ONE_STEP' },
    });
    const [payment] = await paymentsOf(order.id);
    expect(payment.providerPaymentId).toMatch(new RegExp(`^uzum-${order.id}-`));
  });

  it('Uzum without UZUM_BASE_URL is unavailable, never a guessed host', async () => {
    const noUzum = await buildApp({ hoursNow: () => HOURS_NOW, db: api.handle.db, config: configFromEnv({ NODE_ENV: 'test', PAYMENTS_MODE: 'live' }), databaseKind: api.handle.kind });
    try {
      const order = await placeOrder(alice, 'UZUM');
      const res = await checkout(noUzum, alice, order.id);
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      await noUzum.close();
    }
  });
});

describe('checkout refusals', () => {
  it("another customer's order is unknown (404)", async () => {
    const order = await placeOrder(alice, 'CLICK');
    const res = await checkout(api.app, bob, order.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ORDER_NOT_FOUND');
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it('needs a token', async () => {
    const order = await placeOrder(alice, 'CLICK');
    const res = await api.app.inject({ method: 'GET', url: `/payments/v2/checkout/${order.id}`, headers: { merchant: String(api.merchantId('demo')) } });
    expect(res.statusCode).toBe(401);
  });

  it('cash and terminal orders need no payment (409 with a Russian description)', async () => {
    for (const type of ['CASH', 'TERMINAL']) {
      const order = await placeOrder(alice, type);
      const res = await checkout(api.app, alice, order.id);
      expect(res.statusCode, type).toBe(409);
      expect(res.json().code).toBe('PAYMENT_NOT_NEEDED');
      expect(res.json().description).toMatch(/[а-яё]/i);
    }
  });

  it('an inactive provider is refused', async () => {
    const order = await placeOrder(alice, 'PAYME');
    await api.handle.db.updateTable('paymentProviders').set({ isActive: false })
      .where('merchantId', '=', api.merchantId('demo')).where('type', '=', 'PAYME').execute();
    try {
      const res = await checkout(live, alice, order.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      await api.handle.db.updateTable('paymentProviders').set({ isActive: true })
        .where('merchantId', '=', api.merchantId('demo')).where('type', '=', 'PAYME').execute();
    }
  });
});

describe('simulated provider (PAYMENTS_MODE=simulated, the default)', () => {
  it('the page shows provider, merchant and amount; Pay marks the order paid and returns to it', async () => {
    const order = await placeOrder(alice, 'CLICK');
    const url = await checkoutUrl(api.app, alice, order.id, { origin: STOREFRONT_ORIGIN });
    expect(url.pathname).toMatch(/^\/dev\/pay\/[A-Za-z0-9_-]{22}$/);
    const page = await api.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Click');
    expect(page.body).toContain('Lamenu Demo');
    const soum = `${Math.round(order.total).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} so'm`;
    expect(page.body).toContain(soum.replace("'", '&#39;'));
    expect(page.body).toMatch(/<button[^>]*value="pay"[^>]*>Pay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);

    const paid = await api.app.inject({
      method: 'POST', url: url.pathname, payload: 'choice=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${STOREFRONT_ORIGIN}/profile/orders/${order.id}`);
    expect((await orderRow(order.id)).isPaid).toBe(true);
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({ status: 'PAID', mode: 'SIMULATED', provider: 'CLICK' });
    expect(payment.paidAt).not.toBeNull();

    const read = await api.app.inject({ method: 'GET', url: `/orders/v1/orders/${order.id}`, headers: headers(alice) });
    expect(read.json().isPaid).toBe(true);
    const again = await checkout(api.app, alice, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PAID');
  });

  it('Cancel fails the payment and leaves the order unpaid', async () => {
    const order = await placeOrder(alice, 'UZUM');
    const url = await checkoutUrl(api.app, alice, order.id);
    const page = await api.app.inject({ method: 'GET', url: url.pathname });
    expect(page.body).toContain('Uzum');
    const cancelled = await api.app.inject({
      method: 'POST', url: url.pathname, payload: 'choice=cancel', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`http://localhost:3000/profile/orders/${order.id}`);
    expect((await orderRow(order.id)).isPaid).toBe(false);
    expect((await paymentsOf(order.id))[0].status).toBe('FAILED');
    // A new attempt is possible.
    const retry = await checkoutUrl(api.app, alice, order.id);
    expect(retry.pathname).not.toBe(url.pathname);
  });

  it('an unknown payment id is 404, and the dev routes do not exist in production', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/dev/pay/nope' })).statusCode).toBe(404);
    const production = await buildApp({ hoursNow: () => HOURS_NOW,
      db: api.handle.db, config: configFromEnv({ NODE_ENV: 'production', STOREFRONT_URL }), databaseKind: api.handle.kind,
    });
    try {
      const order = await placeOrder(alice, 'CLICK');
      await checkoutUrl(api.app, alice, order.id);
      const [payment] = await paymentsOf(order.id);
      const res = await production.inject({ method: 'GET', url: `/dev/pay/${payment.publicId}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ROUTE_NOT_FOUND');
      const post = await production.inject({ method: 'POST', url: `/dev/pay/${payment.publicId}`, payload: 'choice=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(post.statusCode).toBe(404);
      expect((await orderRow(order.id)).isPaid).toBe(false);
    } finally {
      await production.close();
    }
  });
});

/** Click's transaction ids, unique across the file (the database keeps one row per provider's id). */
let clickTransId = 5_000_000;

/** Click's callbacks to the live app, signed as providers.md says, with fresh click_trans_ids. */
function clickHelpers() {
  const SECRET = CREDENTIALS.CLICK.secret_key;

  /** Signed independently of the API: MD5 of the fields in providers.md's order. */
  function signed(fields: Record<string, string>, secret = SECRET): Record<string, string> {
    const text = fields.click_trans_id + fields.service_id + secret + fields.merchant_trans_id
      + (fields.action === '1' ? fields.merchant_prepare_id : '') + fields.amount + fields.action + fields.sign_time;
    return { ...fields, sign_string: createHash('md5').update(text).digest('hex') };
  }
  const callback = (step: 'prepare' | 'complete', form: Record<string, string>) => live.inject({
    method: 'POST', url: `/payments/v1/click/${step}`,
    payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const prepareFields = (orderId: number, amount: number, transId = String(++clickTransId)) => ({
    click_trans_id: transId, service_id: CREDENTIALS.CLICK.service_id, click_paydoc_id: String(9_000_000 + clickTransId),
    merchant_trans_id: String(orderId), amount: amount.toFixed(2), action: '0', error: '0', error_note: 'Success',
    sign_time: '2025-01-15 12:30:45',
  });
  return { callback, prepareFields, signed };
}

describe('Click shop API callbacks', () => {
  const { callback, prepareFields, signed } = clickHelpers();

  it('prepare then complete with correct signatures mark the order paid', async () => {
    const order = await placeOrder(alice, 'CLICK');
    const fields = prepareFields(order.id, order.total);
    const prepared = await callback('prepare', signed(fields));
    expect(prepared.statusCode).toBe(200);
    const prepareAnswer = prepared.json();
    expect(prepareAnswer).toMatchObject({ error: 0, click_trans_id: fields.click_trans_id, merchant_trans_id: String(order.id) });
    expect(typeof prepareAnswer.error_note).toBe('string');
    expect(prepareAnswer.merchant_prepare_id).toEqual(expect.any(Number));
    expect((await orderRow(order.id)).isPaid).toBe(false);

    const completeFields = { ...fields, action: '1', merchant_prepare_id: String(prepareAnswer.merchant_prepare_id) };
    const completed = await callback('complete', signed(completeFields));
    expect(completed.json()).toMatchObject({
      error: 0, click_trans_id: fields.click_trans_id, merchant_trans_id: String(order.id), merchant_confirm_id: prepareAnswer.merchant_prepare_id,
    });
    expect((await orderRow(order.id)).isPaid).toBe(true);
    const payments = await paymentsOf(order.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'PAID', providerPaymentId: fields.click_trans_id, mode: 'LIVE' });

    // A repeated complete and a new prepare of a paid order: Click's "already paid".
    expect((await callback('complete', signed(completeFields))).json().error).toBe(-4);
    expect((await callback('prepare', signed(prepareFields(order.id, order.total)))).json().error).toBe(-4);
  });

  it('prepare takes over the attempt the checkout link opened', async () => {
    const order = await placeOrder(alice, 'CLICK');
    await checkoutUrl(live, alice, order.id);
    const [opened] = await paymentsOf(order.id);
    const prepared = (await callback('prepare', signed(prepareFields(order.id, order.total)))).json();
    expect(prepared).toMatchObject({ error: 0, merchant_prepare_id: opened.id });
  });

  it('a tampered signature is refused with -1 and changes nothing', async () => {
    const order = await placeOrder(alice, 'CLICK');
    const good = signed(prepareFields(order.id, order.total));
    const wrongSecret = await callback('prepare', signed(prepareFields(order.id, order.total), 'not-the-secret'));
    expect(wrongSecret.json()).toMatchObject({ error: -1, merchant_trans_id: String(order.id) });
    // The signature of one amount, sent with another.
    const tampered = await callback('prepare', { ...good, amount: '1.00' });
    expect(tampered.json().error).toBe(-1);
    expect(await paymentsOf(order.id)).toHaveLength(0);

    const prepared = (await callback('prepare', good)).json();
    expect(prepared.error).toBe(0);
    const complete = signed({ ...prepareFields(order.id, order.total, good.click_trans_id), action: '1', merchant_prepare_id: String(prepared.merchant_prepare_id) });
    const forged = await callback('complete', { ...complete, sign_string: complete.sign_string.replace(/^./, (c) => (c === '0' ? '1' : '0')) });
    expect(forged.json()).toMatchObject({ error: -1, merchant_confirm_id: null });
    expect((await orderRow(order.id)).isPaid).toBe(false);
  });

  it('an amount other than the server total is refused with -2', async () => {
    const order = await placeOrder(alice, 'CLICK');
    const res = await callback('prepare', signed(prepareFields(order.id, order.total - 1000)));
    expect(res.json()).toMatchObject({ error: -2 });
    expect((await orderRow(order.id)).isPaid).toBe(false);
  });

  it('unknown orders, unknown transactions and failures reported by Click', async () => {
    expect((await callback('prepare', signed(prepareFields(999_999, 1000)))).json().error).toBe(-5);
    const cash = await placeOrder(alice, 'CASH');
    expect((await callback('prepare', signed(prepareFields(cash.id, cash.total)))).json().error).toBe(-5);
    const order = await placeOrder(alice, 'CLICK');
    const fields = prepareFields(order.id, order.total);
    const prepared = (await callback('prepare', signed(fields))).json();
    const wrongPrepare = signed({ ...fields, action: '1', merchant_prepare_id: String(prepared.merchant_prepare_id + 1000) });
    expect((await callback('complete', wrongPrepare)).json().error).toBe(-6);
    // Complete of a prepare request (action 0 sent to complete): Click's "action not found".
    expect((await callback('complete', signed({ ...fields, merchant_prepare_id: String(prepared.merchant_prepare_id) }))).json().error).toBe(-3);
    const failed = signed({ ...fields, action: '1', merchant_prepare_id: String(prepared.merchant_prepare_id), error: '-5017' });
    expect((await callback('complete', failed)).json().error).toBe(-9);
    expect((await paymentsOf(order.id))[0].status).toBe('FAILED');
    expect((await orderRow(order.id)).isPaid).toBe(false);
    expect((await callback('prepare', {})).json().error).toBe(-8);
  });
});

describe('Click callbacks racing the customer and each other', () => {
  const clickTest = clickHelpers();

  it('complete for an order the customer cancelled after prepare answers -9 and leaves it unpaid', async () => {
    const { callback, prepareFields, signed } = clickTest;
    const order = await placeOrder(alice, 'CLICK');
    const fields = prepareFields(order.id, order.total);
    const prepared = (await callback('prepare', signed(fields))).json();
    expect(prepared.error).toBe(0);
    const cancel = await api.app.inject({
      method: 'POST', url: `/orders/v1/orders/${order.id}/cancel`, headers: headers(alice), payload: { reason: 'Changed my mind' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const completed = await callback('complete', signed({ ...fields, action: '1', merchant_prepare_id: String(prepared.merchant_prepare_id) }));
    // Click's "transaction cancelled": Click gives the customer's money back.
    expect(completed.json()).toMatchObject({ error: -9 });
    const row = await orderRow(order.id);
    expect(row.status).toBe('CANCELED');
    expect(row.isPaid).toBe(false);
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['FAILED']);
  });

  it('two Click transactions of one order completing at the same moment record one payment', async () => {
    const { callback, prepareFields, signed } = clickTest;
    const order = await placeOrder(alice, 'CLICK');
    const first = prepareFields(order.id, order.total);
    const second = prepareFields(order.id, order.total);
    const firstPrepared = (await callback('prepare', signed(first))).json();
    const secondPrepared = (await callback('prepare', signed(second))).json();
    expect([firstPrepared.error, secondPrepared.error]).toEqual([0, 0]);
    expect(firstPrepared.merchant_prepare_id).not.toBe(secondPrepared.merchant_prepare_id);

    const answers = await Promise.all([
      callback('complete', signed({ ...first, action: '1', merchant_prepare_id: String(firstPrepared.merchant_prepare_id) })),
      callback('complete', signed({ ...second, action: '1', merchant_prepare_id: String(secondPrepared.merchant_prepare_id) })),
    ]);
    const errors = answers.map((answer) => answer.json().error).sort();
    // One confirmed; the other refused with "already paid", so Click reverses that charge.
    expect(errors).toEqual([-4, 0]);
    const payments = await paymentsOf(order.id);
    expect(payments.filter((p) => p.status === 'PAID')).toHaveLength(1);
    expect((await orderRow(order.id)).isPaid).toBe(true);
  });

  it('settling attempts of several providers at once pays the order once, and the database refuses a second paid row', async () => {
    const order = await placeOrder(bob, 'CLICK');
    const db = api.handle.db;
    const attempts = await Promise.all((['CLICK', 'PAYME', 'UZUM', 'CLICK', 'PAYME'] as const).map((provider, i) =>
      db.insertInto('payments').values({
        publicId: `race-${order.id}-${i}`, merchantId: api.merchantId('demo'), orderId: order.id, provider, mode: 'LIVE',
        amount: order.total, returnUrl: '', providerPaymentId: `race-${order.id}-${i}`,
      }).returning('id').executeTakeFirstOrThrow()));
    const outcomes = await Promise.all(attempts.map((attempt) => markPaid(db, attempt.id)));
    expect(outcomes.filter((outcome) => outcome === 'PAID')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'ORDER_PAID')).toHaveLength(4);
    const payments = await paymentsOf(order.id);
    expect(payments.filter((p) => p.status === 'PAID')).toHaveLength(1);
    expect(payments.filter((p) => p.status === 'FAILED')).toHaveLength(4);

    const loser = payments.find((p) => p.status === 'FAILED')!;
    await expect(db.updateTable('payments').set({ status: 'PAID' }).where('id', '=', loser.id).execute()).rejects.toThrow();
  });
});

describe('Uzum status callbacks', () => {
  /** An Uzum order registered through the live checkout: Uzum's order id and the order. */
  async function registered() {
    const order = await placeOrder(alice, 'UZUM');
    await checkoutUrl(live, alice, order.id);
    const [payment] = await paymentsOf(order.id);
    return { order, uzumOrderId: payment.providerPaymentId! };
  }
  const callback = (orderId: string, extra: object = {}) =>
    live.inject({ method: 'POST', url: '/payments/v1/uzum/callback', payload: { orderId, operationState: 'SUCCESS', ...extra } });

  it("a callback is checked with Uzum's getOrderStatus under the terminal's headers; COMPLETED pays the order", async () => {
    const { order, uzumOrderId } = await registered();
    uzumStatuses.set(uzumOrderId, { status: 'COMPLETED', amount: Math.round(order.total * 100) });
    const before = uzum.requests.length;
    const res = await callback(uzumOrderId);
    expect(res.statusCode, res.body).toBe(200);
    const asked = uzum.requests[before];
    expect(asked.path).toBe('/api/v1/payment/getOrderStatus');
    expect(JSON.parse(asked.body)).toEqual({ orderId: uzumOrderId });
    expect(asked.headers['x-terminal-id']).toBe(CREDENTIALS.UZUM.terminal_id);
    expect(asked.headers['x-api-key']).toBe(CREDENTIALS.UZUM.api_key);
    expect(await orderRow(order.id)).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });
    // Uzum repeats its callbacks: nothing changes twice.
    expect((await callback(uzumOrderId)).statusCode).toBe(200);
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['PAID']);
  });

  it('a forged "success" callback for an order Uzum has not completed marks nothing', async () => {
    const { order, uzumOrderId } = await registered();
    uzumStatuses.set(uzumOrderId, { status: 'REGISTERED', amount: Math.round(order.total * 100) });
    expect((await callback(uzumOrderId)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ isPaid: false, paymentStatus: 'AWAITING' });
  });

  it('another amount than the order total is refused (409); DECLINED shows the payment cancelled', async () => {
    const { order, uzumOrderId } = await registered();
    uzumStatuses.set(uzumOrderId, { status: 'COMPLETED', amount: 100 });
    const mismatch = await callback(uzumOrderId);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().description).toBeTruthy();
    expect((await orderRow(order.id)).isPaid).toBe(false);
    uzumStatuses.set(uzumOrderId, { status: 'DECLINED', amount: Math.round(order.total * 100) });
    expect((await callback(uzumOrderId)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ isPaid: false, paymentStatus: 'CANCELLED' });
  });

  it('an unknown Uzum order is 404, a bad body 400, and Uzum not answering 502 with nothing decided', async () => {
    expect((await callback('no-such-uzum-order')).statusCode).toBe(404);
    const bad = await live.inject({ method: 'POST', url: '/payments/v1/uzum/callback', payload: { orderId: 'a\u0000b' } });
    expect(bad.statusCode).toBe(400);
    const { order, uzumOrderId } = await registered();
    const silent = await callback(uzumOrderId);
    expect(silent.statusCode).toBe(502);
    expect((await orderRow(order.id)).isPaid).toBe(false);
  });
});
