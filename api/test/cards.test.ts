import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { containsFullCardNumber } from '@storefront/contracts/rules';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { DEV_PAYMENT_CREDENTIALS } from '../src/seed/payments';
import { cardTokenHash } from '../src/domains/payments/cards/token-cipher';
import type { DatabaseHandle } from '../src/db/connect';
import { openTestDatabase } from './helpers/db';
import { startFakeServer } from './helpers/fake-http';
import { telegramLogin } from './helpers/telegram';
import { demoDeliveryCase } from './helpers/orders';
import { HOURS_NOW } from './helpers/api';

/**
 * Saved cards: the browser speaks to the card provider (here the API's simulated Payme Subscribe
 * API, as the storefront does in development), our API only takes the token, checks it with the
 * provider and keeps the masked card; orders are paid with it by the server.
 */

const OK_CARD = '8600069195406311';
const POOR_CARD = '9860012345678903';
const EXPIRED_CARD = '5614012345678900';
const CASHBOX = DEV_PAYMENT_CREDENTIALS.demo.PAYME.merchant_id;
const MIM_CASHBOX = DEV_PAYMENT_CREDENTIALS.mim.PAYME.merchant_id;

let handle: DatabaseHandle;
let app: FastifyInstance;
const logLines: string[] = [];
let demoId: number;
let mimId: number;
let alice: { token: string };
let bob: { token: string };
let branchId: number;
let productId: number;
let rpcId = 0;

/** What the browser sends to the card provider (X-Auth: the cashbox id only). */
async function provider(method: string, params: object, xAuth = CASHBOX) {
  const res = await app.inject({
    method: 'POST', url: '/dev/payme-subscribe', headers: { 'content-type': 'application/json', 'x-auth': xAuth },
    payload: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { result?: any; error?: { code: number; message: Record<string, string> } };
}

/** cards.create → get_verify_code → verify 666666: the token of a verified card. */
async function verifiedToken(number = OK_CARD, xAuth = CASHBOX): Promise<string> {
  const created = await provider('cards.create', { card: { number, expire: '0399' }, save: true }, xAuth);
  const token = created.result.card.token as string;
  await provider('cards.get_verify_code', { token }, xAuth);
  const verified = await provider('cards.verify', { token, code: '666666' }, xAuth);
  expect(verified.result.card.verify).toBe(true);
  return token;
}

const ours = (who: { token: string }, merchantId = demoId) => ({ merchant: String(merchantId), authorization: `Bearer ${who.token}` });
const listCards = async (who: { token: string }, merchantId = demoId) =>
  (await app.inject({ method: 'GET', url: '/payments/v1/cards', headers: ours(who, merchantId) })).json();
const addCard = (who: { token: string }, token: string, merchantId = demoId) =>
  app.inject({ method: 'POST', url: '/payments/v1/cards', headers: ours(who, merchantId), payload: { token } });

async function placeOrder(who: { token: string }, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST', url: '/orders/v1/orders', headers: ours(who),
    payload: {
      serviceType: 'PICK_UP', paymentType: 'PAYME', branch: { id: branchId },
      cartItems: [{ product: { id: productId, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }],
      ...body,
    },
  });
}

beforeAll(async () => {
  handle = await openTestDatabase({ seeded: true });
  const stream = new Writable({ write(chunk, _encoding, done) { logLines.push(chunk.toString()); done(); } });
  app = await buildApp({ hoursNow: () => HOURS_NOW,
    db: handle.db, config: configFromEnv({ NODE_ENV: 'test', ABUSE_LIMITS: 'off' }), databaseKind: handle.kind, logging: { level: 'info', stream },
  });
  const merchants = await handle.db.selectFrom('merchants').select(['id', 'sub']).execute();
  demoId = merchants.find((m) => m.sub === 'demo')!.id;
  mimId = merchants.find((m) => m.sub === 'mim')!.id;
  const api = { app, handle, merchantId: (sub: string) => (sub === 'demo' ? demoId : mimId), close: async () => {} };
  alice = await telegramLogin(api, 'demo', { id: 7_400_000_001, first_name: 'Alice' });
  bob = await telegramLogin(api, 'demo', { id: 7_400_000_002, first_name: 'Bob' });
  ({ branchId, productId } = await demoDeliveryCase(handle.db, demoId));
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe('the simulated card provider (Payme Subscribe API)', () => {
  it('creates an unverified token, sends the sandbox code to a masked phone, and verifies with 666666', async () => {
    const created = await provider('cards.create', { card: { number: OK_CARD, expire: '0399' }, save: true });
    expect(created.result.card).toMatchObject({ number: '860006******6311', expire: '03/99', verify: false, recurrent: true });
    const { token } = created.result.card;
    expect((await provider('cards.get_verify_code', { token })).result).toEqual({ sent: true, phone: '99890*****67', wait: 60000 });
    expect((await provider('cards.verify', { token, code: '666666' })).result.card).toMatchObject({ number: '860006******6311', verify: true, token });
  });

  it("answers Payme's codes: bad number -31300, expired card -31301, wrong code -31103, too many tries -31102, no code -31101", async () => {
    expect((await provider('cards.create', { card: { number: '8600069195406312', expire: '0399' } })).error?.code).toBe(-31300);
    expect((await provider('cards.create', { card: { number: OK_CARD, expire: '0428' } })).error?.code).toBe(-31300);
    expect((await provider('cards.create', { card: { number: EXPIRED_CARD, expire: '0399' } })).error?.code).toBe(-31301);
    const { token } = (await provider('cards.create', { card: { number: OK_CARD, expire: '0399' } })).result.card;
    expect((await provider('cards.verify', { token, code: '666666' })).error?.code).toBe(-31101);
    await provider('cards.get_verify_code', { token });
    expect((await provider('cards.verify', { token, code: '111111' })).error?.code).toBe(-31103);
    expect((await provider('cards.verify', { token, code: '222222' })).error?.code).toBe(-31103);
    expect((await provider('cards.verify', { token, code: '333333' })).error?.code).toBe(-31102);
    expect((await provider('cards.verify', { token, code: '666666' })).error?.code).toBe(-31102);
    // A new code starts over.
    await provider('cards.get_verify_code', { token });
    expect((await provider('cards.verify', { token, code: '666666' })).result.card.verify).toBe(true);
  });

  it('refuses an unknown cashbox, and the server methods without the cashbox key', async () => {
    expect((await provider('cards.create', { card: { number: OK_CARD, expire: '0399' } }, 'nobody')).error?.code).toBe(-32504);
    const token = await verifiedToken();
    expect((await provider('cards.check', { token })).error?.code).toBe(-32504);
    expect((await provider('cards.check', { token }, `${CASHBOX}:wrong`)).error?.code).toBe(-32504);
    expect((await provider('cards.check', { token }, `${CASHBOX}:${DEV_PAYMENT_CREDENTIALS.demo.PAYME.key}`)).result.card.verify).toBe(true);
    // Another cashbox does not know this token.
    expect((await provider('cards.check', { token }, `${MIM_CASHBOX}:${DEV_PAYMENT_CREDENTIALS.mim.PAYME.key}`)).error?.code).toBe(-31400);
  });
});

describe('production', () => {
  it('has no simulated card provider, and the API speaks to Payme unless CARD_PROVIDER_URL says otherwise', async () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).cardProviderUrl).toBe('https://checkout.paycom.uz/api');
    expect(configFromEnv({ NODE_ENV: 'production', CARD_PROVIDER_URL: 'https://checkout.test.paycom.uz/api' }).cardProviderUrl)
      .toBe('https://checkout.test.paycom.uz/api');
    expect(configFromEnv({ NODE_ENV: 'test' }).cardProviderUrl).toBeNull();
    const production = await buildApp({ hoursNow: () => HOURS_NOW, db: handle.db, config: configFromEnv({ NODE_ENV: 'production' }), databaseKind: handle.kind });
    try {
      const res = await production.inject({
        method: 'POST', url: '/dev/payme-subscribe', headers: { 'content-type': 'application/json', 'x-auth': CASHBOX },
        payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'cards.create', params: { card: { number: OK_CARD, expire: '0399' } } }),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('GET, POST and DELETE /payments/v1/cards', () => {
  it('needs a token', async () => {
    for (const [method, url] of [['GET', '/payments/v1/cards'], ['POST', '/payments/v1/cards'], ['DELETE', '/payments/v1/cards/1'], ['GET', '/payments/v1/cards/provider']] as const) {
      const res = await app.inject({ method, url, headers: { merchant: String(demoId) }, ...(method === 'POST' ? { payload: { token: 'x' } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers the merchant's public cashbox id for the browser's X-Auth, never its key", async () => {
    const res = await app.inject({ method: 'GET', url: '/payments/v1/cards/provider', headers: ours(alice) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cashboxId: CASHBOX });
    expect(res.body).not.toContain(DEV_PAYMENT_CREDENTIALS.demo.PAYME.key);
  });

  it('keeps a verified card as its masked number, expiry and system, checked with the provider', async () => {
    const token = await verifiedToken();
    const res = await addCard(alice, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ number: '860006******6311', expire: '03/99', type: 'UZCARD', isVerified: true });
    expect(res.body).not.toContain(token);
    const row = await handle.db.selectFrom('savedCards').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ number: '860006******6311', expire: '03/99', type: 'UZCARD', merchantId: demoId, tokenKeyId: 'dev' });
    // The token is kept sealed (card-token-cipher.test.ts), never as it is.
    expect(row.token).not.toContain(token);
    expect((await listCards(alice)).map((c: { id: number }) => c.id)).toContain(res.json().id);
  });

  it('refuses a token the provider does not know (422 with the refusal), and an unverified one', async () => {
    const unknown = await addCard(alice, 'not-a-token');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'PROVIDER_CARD_NOT_FOUND', details: { refusal: 'CARD_NOT_FOUND', providerCode: -31400 }, description: expect.any(String) });
    const created = await provider('cards.create', { card: { number: OK_CARD, expire: '0399' } });
    const unverified = await addCard(alice, created.result.card.token);
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().code).toBe('CARD_NOT_VERIFIED');
  });

  it("another merchant's cashbox token is unknown here, and a merchant without cardActive refuses cards (403)", async () => {
    const mimToken = await verifiedToken(OK_CARD, MIM_CASHBOX);
    expect((await addCard(alice, mimToken)).json().details?.refusal).toBe('CARD_NOT_FOUND');
    const oqshom = await handle.db.selectFrom('merchants').select('id').where('sub', '=', 'oqshom').executeTakeFirstOrThrow();
    const carol = await telegramLogin({ app, handle, merchantId: () => oqshom.id, close: async () => {} }, 'oqshom', { id: 7_400_000_003 });
    const res = await addCard(carol, await verifiedToken(), oqshom.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CARDS_NOT_OFFERED');
    // Nor has it a Payme cashbox for the browser to speak to.
    const cashbox = await app.inject({ method: 'GET', url: '/payments/v1/cards/provider', headers: ours(carol, oqshom.id) });
    expect(cashbox.statusCode).toBe(409);
    expect(cashbox.json().code).toBe('CARDS_UNAVAILABLE');
  });

  it("another customer's card is 404 to list-through, delete and pay with, and stays", async () => {
    const card = (await addCard(alice, await verifiedToken())).json();
    expect((await listCards(bob)).some((c: { id: number }) => c.id === card.id)).toBe(false);
    const del = await app.inject({ method: 'DELETE', url: `/payments/v1/cards/${card.id}`, headers: ours(bob) });
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('CARD_NOT_FOUND');
    const pay = await placeOrder(bob, { cardId: card.id });
    expect(pay.statusCode).toBe(404);
    expect((await listCards(alice)).some((c: { id: number }) => c.id === card.id)).toBe(true);
  });

  it('deletes one of my cards, and the provider forgets its token', async () => {
    const token = await verifiedToken();
    const card = (await addCard(alice, token)).json();
    const del = await app.inject({ method: 'DELETE', url: `/payments/v1/cards/${card.id}`, headers: ours(alice) });
    expect(del.statusCode).toBe(200);
    expect((await listCards(alice)).some((c: { id: number }) => c.id === card.id)).toBe(false);
    expect((await provider('cards.check', { token }, `${CASHBOX}:${DEV_PAYMENT_CREDENTIALS.demo.PAYME.key}`)).error?.code).toBe(-31400);
  });

  it('a provider that cannot be reached is 502, never a 500', async () => {
    const down = await startFakeServer(() => ({ status: 503, body: {} }));
    const other = await buildApp({ hoursNow: () => HOURS_NOW, db: handle.db, config: configFromEnv({ NODE_ENV: 'test', ABUSE_LIMITS: 'off', CARD_PROVIDER_URL: down.url }), databaseKind: handle.kind });
    try {
      const res = await other.inject({ method: 'POST', url: '/payments/v1/cards', headers: ours(alice), payload: { token: 'whatever' } });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('CARD_PROVIDER_ERROR');
      // The server used its key as X-Auth, only with the provider.
      expect(down.requests[0].headers['x-auth']).toBe(`${CASHBOX}:${DEV_PAYMENT_CREDENTIALS.demo.PAYME.key}`);
    } finally {
      await other.close();
      await down.close();
    }
  });
});

describe('paying an order with a saved card', () => {
  it('the server pays a Payme receipt of the total with the card: the order is paid, with a PAYME attempt', async () => {
    const card = (await addCard(alice, await verifiedToken())).json();
    const res = await placeOrder(alice, { cardId: card.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isPaid: true, paymentStatus: 'PAID', paymentType: 'PAYME', paymentRefusal: null });
    const attempts = await handle.db.selectFrom('payments').selectAll().where('orderId', '=', res.json().id).execute();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ provider: 'PAYME', status: 'PAID', providerPaymentId: expect.any(String) });
    expect(Number(attempts[0].amount)).toBe(res.json().totals.totalPrice);
    const history = await handle.db.selectFrom('orderHistory').select('kind').where('orderId', '=', res.json().id).execute();
    expect(history.map((h) => h.kind)).toContain('PAID');
  });

  it('the same order request again (Idempotency-Key) answers the paid order and charges nothing more', async () => {
    const card = (await addCard(alice, await verifiedToken())).json();
    const send = () => app.inject({
      method: 'POST', url: '/orders/v1/orders', headers: { ...ours(alice), 'idempotency-key': 'card-order-once-1' },
      payload: {
        serviceType: 'PICK_UP', paymentType: 'PAYME', cardId: card.id, branch: { id: branchId },
        cartItems: [{ product: { id: productId, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }],
      },
    });
    const first = (await send()).json();
    const again = (await send()).json();
    expect(again.id).toBe(first.id);
    expect(again.paymentStatus).toBe('PAID');
    expect(await handle.db.selectFrom('payments').select('id').where('orderId', '=', first.id).execute()).toHaveLength(1);
  });

  it('insufficient funds leaves the order unpaid, its payment CANCELLED with the refusal, and it can be paid again another way', async () => {
    const card = (await addCard(alice, await verifiedToken(POOR_CARD))).json();
    expect(card.type).toBe('HUMO');
    const res = await placeOrder(alice, { cardId: card.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isPaid: false, paymentStatus: 'CANCELLED', paymentRefusal: 'INSUFFICIENT_FUNDS' });
    const attempt = await handle.db.selectFrom('payments').selectAll().where('orderId', '=', res.json().id).executeTakeFirstOrThrow();
    expect(attempt.status).toBe('FAILED');
    // "Pay again" opens Payme's checkout for the same order; the refusal is no longer shown.
    const checkout = await app.inject({ method: 'GET', url: `/payments/v2/checkout/${res.json().id}`, headers: ours(alice) });
    expect(checkout.statusCode).toBe(200);
    const order = (await app.inject({ method: 'GET', url: `/orders/v1/orders/${res.json().id}`, headers: ours(alice) })).json();
    expect(order).toMatchObject({ paymentStatus: 'AWAITING', paymentRefusal: null });
  });

  it('a card needs paymentType PAYME and cardActive', async () => {
    const card = (await addCard(alice, await verifiedToken())).json();
    const res = await placeOrder(alice, { cardId: card.id, paymentType: 'CLICK' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PAYMENT_TYPE_UNAVAILABLE');
  });
});

describe('no full card number is kept or logged', () => {
  it('after cards are added and paid with, no text column of any table and no log line holds a full number', async () => {
    for (const number of [OK_CARD, POOR_CARD]) {
      const card = (await addCard(alice, await verifiedToken(number))).json();
      await placeOrder(alice, { cardId: card.id });
    }
    const columns = await sql<{ t: string; c: string }>`
      SELECT table_name AS t, column_name AS c FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'character')
    `.execute(handle.db);
    expect(columns.rows.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { t: table, c: column } of columns.rows) {
      const rows = await sql<{ v: string | null }>`SELECT ${sql.ref(column)}::text AS v FROM ${sql.table(table)}`.execute(handle.db);
      for (const { v } of rows.rows) {
        if (v && (containsFullCardNumber(v) || [OK_CARD, POOR_CARD, EXPIRED_CARD].some((n) => v.includes(n)))) found.push(`${table}.${column}`);
      }
    }
    expect(found).toEqual([]);
    const logs = logLines.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(containsFullCardNumber(logs)).toBe(false);
    for (const number of [OK_CARD, POOR_CARD, EXPIRED_CARD]) expect(logs).not.toContain(number);
  });
});

describe('account deletion', () => {
  it("erases the customer's cards and tells the provider to forget them", async () => {
    const dave = await telegramLogin({ app, handle, merchantId: () => demoId, close: async () => {} }, 'demo', { id: 7_400_000_004 });
    const token = await verifiedToken();
    expect((await addCard(dave, token)).statusCode).toBe(200);
    const res = await app.inject({ method: 'DELETE', url: '/users/v1/users', headers: ours(dave) });
    expect(res.statusCode, res.body).toBe(200);
    const dangling = await handle.db.selectFrom('savedCards').select('id').where('tokenHash', '=', cardTokenHash(token)).execute();
    expect(dangling).toEqual([]);
    expect((await provider('cards.check', { token }, `${CASHBOX}:${DEV_PAYMENT_CREDENTIALS.demo.PAYME.key}`)).error?.code).toBe(-31400);
  });
});
