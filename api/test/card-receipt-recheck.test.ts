import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import type { DatabaseHandle } from '../src/db/connect';
import { CardProviderClient, httpTransport } from '../src/domains/payments/cards/provider';
import {
  CANCEL_UNPAID_AFTER_MS, GIVE_UP_AFTER_MS, LONGEST_RECHECK_WAIT_MS, receiptVerdict, recheckCardReceipts, recheckWaitMs, SHORTEST_RECHECK_WAIT_MS,
} from '../src/domains/payments/cards/receipt-recheck';
import { SavedCards } from '../src/domains/payments/cards/saved-cards';
import { SimulatedCardProvider } from '../src/simulation/payments/card-provider';
import { openSameDatabase, openTestDatabase } from './helpers/db';
import { startFakePayme, type FakePayme } from './helpers/fake-payme-subscribe';
import { telegramLogin } from './helpers/telegram';
import { demoDeliveryCase } from './helpers/orders';
import { HOURS_NOW } from './helpers/api';

/**
 * A saved-card charge whose receipts.pay never answered is not left pending forever: Payme is
 * asked again with receipts.check, with a back-off, until the receipt is paid or cancelled, and
 * given up after 12 hours.
 */

const MINUTE = 60_000;

describe('the schedule', () => {
  it('asks again after half the attempt\'s age, at least a minute and at most 15 minutes apart', () => {
    expect(recheckWaitMs(0)).toBe(SHORTEST_RECHECK_WAIT_MS);
    expect(recheckWaitMs(10 * MINUTE)).toBe(5 * MINUTE);
    expect(recheckWaitMs(5 * 60 * MINUTE)).toBe(LONGEST_RECHECK_WAIT_MS);
    expect(SHORTEST_RECHECK_WAIT_MS).toBe(MINUTE);
    expect(LONGEST_RECHECK_WAIT_MS).toBe(15 * MINUTE);
  });

  it("reads Payme's receipt states: 4 paid, 50 cancelled, 0 long after the charge never paid, others in progress; 12 hours at most", () => {
    expect(receiptVerdict(4, MINUTE)).toBe('PAID');
    expect(receiptVerdict(4, GIVE_UP_AFTER_MS + MINUTE)).toBe('PAID');
    expect(receiptVerdict(50, MINUTE)).toBe('CANCELLED');
    expect(receiptVerdict(0, 2 * MINUTE)).toBe('WAIT');
    expect(receiptVerdict(0, CANCEL_UNPAID_AFTER_MS)).toBe('CANCEL_UNPAID');
    for (const inProgress of [1, 2, 3, 5, 6, 20, 21, 30]) expect(receiptVerdict(inProgress, 3 * 60 * MINUTE)).toBe('WAIT');
    expect(receiptVerdict(null, 3 * 60 * MINUTE)).toBe('WAIT');
    expect(receiptVerdict(2, GIVE_UP_AFTER_MS)).toBe('GIVE_UP');
    expect(receiptVerdict(null, GIVE_UP_AFTER_MS)).toBe('GIVE_UP');
  });
});

describe('the simulated card provider', () => {
  it('answers receipts.check with the state alone and receipts.cancel with the cancelled receipt, to a server only', async () => {
    const sim = new SimulatedCardProvider({ cashboxKey: async (id) => (id === 'box' ? 'key' : null) });
    const { card } = await sim.call('box', 'cards.create', { card: { number: '8600069195406311', expire: '0399' }, save: true }) as any;
    await sim.call('box', 'cards.get_verify_code', { token: card.token });
    await sim.call('box', 'cards.verify', { token: card.token, code: '666666' });
    const receipt = async () => ((await sim.call('box:key', 'receipts.create', { amount: 500_000, account: { order_id: '1' } })) as any).receipt._id as string;

    const paid = await receipt();
    expect(await sim.call('box:key', 'receipts.check', { id: paid })).toEqual({ state: 0 });
    await sim.call('box:key', 'receipts.pay', { id: paid, token: card.token });
    expect(await sim.call('box:key', 'receipts.check', { id: paid })).toEqual({ state: 4 });

    const unpaid = await receipt();
    expect(await sim.call('box:key', 'receipts.cancel', { id: unpaid })).toMatchObject({ receipt: { _id: unpaid, state: 50 } });
    expect(await sim.call('box:key', 'receipts.check', { id: unpaid })).toEqual({ state: 50 });
    await expect(sim.call('box:key', 'receipts.pay', { id: unpaid, token: card.token })).rejects.toMatchObject({ code: -31602 });
    // A paid receipt cancelled is given back.
    expect(await sim.call('box:key', 'receipts.cancel', { id: paid })).toMatchObject({ receipt: { state: 50 } });

    await expect(sim.call('box', 'receipts.check', { id: paid })).rejects.toMatchObject({ code: -32504 });
    await expect(sim.call('box:key', 'receipts.check', { id: 'nope' })).rejects.toMatchObject({ code: -31602 });
  });
});

describe('pending card receipts asked again', () => {
  let handle: DatabaseHandle;
  let fake: FakePayme;
  let app: FastifyInstance;
  let client: CardProviderClient;
  const logLines: string[] = [];
  const log = () => app.log;
  let demoId: number;
  let alice: { token: string };
  let branchId: number;
  let productId: number;
  let cardId: number;
  let cardToken: string;

  const ours = () => ({ merchant: String(demoId), authorization: `Bearer ${alice.token}` });
  const order = (body: object = {}) => app.inject({
    method: 'POST', url: '/orders/v1/orders', headers: ours(),
    payload: {
      serviceType: 'PICK_UP', paymentType: 'PAYME', branch: { id: branchId },
      cartItems: [{ product: { id: productId, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }],
      ...body,
    },
  });
  const paymentOf = (orderId: number) => handle.db.selectFrom('payments').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow();
  const orderRow = (orderId: number) => handle.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const checksOf = (receiptId: string) => fake.callsOf('receipts.check').filter((call) => call.params.id === receiptId).length;
  /** A re-check pass at `ms` after the payment was made. */
  const recheckAt = async (payment: { createdDate: Date }, ms: number, c = client, db = handle.db) =>
    recheckCardReceipts(db, c, log(), new Date(payment.createdDate.getTime() + ms));

  /** An order paid with the saved card while receipts.pay loses its answer; its pending payment. */
  async function chargeLosingTheAnswer(stateAfterPay: number) {
    fake.pay.mode = 'drop';
    fake.pay.stateAfterPay = stateAfterPay;
    try {
      const res = await order({ cardId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ isPaid: false, paymentStatus: 'AWAITING' });
      const payment = await paymentOf(res.json().id);
      expect(payment).toMatchObject({ status: 'PENDING', providerPaymentId: expect.any(String) });
      return { orderId: res.json().id as number, payment, receiptId: payment.providerPaymentId! };
    } finally {
      fake.pay.mode = 'answer';
    }
  }

  beforeAll(async () => {
    handle = await openTestDatabase({ seeded: true });
    fake = await startFakePayme();
    client = new CardProviderClient(httpTransport(fake.url));
    const stream = new Writable({ write(chunk, _encoding, done) { logLines.push(chunk.toString()); done(); } });
    app = await buildApp({ hoursNow: () => HOURS_NOW,
      db: handle.db, databaseKind: handle.kind, logging: { level: 'info', stream },
      config: configFromEnv({ NODE_ENV: 'test', ABUSE_LIMITS: 'off', CARD_PROVIDER_URL: fake.url }),
    });
    demoId = (await handle.db.selectFrom('merchants').select('id').where('sub', '=', 'demo').executeTakeFirstOrThrow()).id;
    alice = await telegramLogin({ app, handle, merchantId: () => demoId, close: async () => {} }, 'demo', { id: 7_420_000_001, first_name: 'Alice' });
    ({ branchId, productId } = await demoDeliveryCase(handle.db, demoId));
    cardToken = fake.issueCard();
    const card = await app.inject({ method: 'POST', url: '/payments/v1/cards', headers: ours(), payload: { token: cardToken } });
    expect(card.statusCode, card.body).toBe(200);
    cardId = card.json().id;
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await handle?.close();
  });

  it('a charge whose receipts.pay lost its answer stays pending, then receipts.check settles it paid', async () => {
    const { orderId, payment, receiptId } = await chargeLosingTheAnswer(4);
    // Not asked while receipts.pay itself may still be under way.
    await recheckAt(payment, 30_000);
    expect(checksOf(receiptId)).toBe(0);
    await recheckAt(payment, MINUTE + 5000);
    expect(checksOf(receiptId)).toBe(1);
    expect(fake.callsOf('receipts.check').at(-1)?.xAuth).toMatch(/^[^:]+:.+/);
    expect((await paymentOf(orderId)).status).toBe('PAID');
    expect(await orderRow(orderId)).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });
    const history = await handle.db.selectFrom('orderHistory').select('kind').where('orderId', '=', orderId).execute();
    expect(history.map((h) => h.kind)).toContain('PAID');
    // Settled: never asked again.
    await recheckAt(payment, 60 * MINUTE);
    expect(checksOf(receiptId)).toBe(1);
    expect(logLines.join('\n')).not.toContain(cardToken);
  });

  it('a receipts.pay that hangs past the timeout is left pending, and settled paid by receipts.check later', async () => {
    fake.pay.mode = 'hang';
    fake.pay.stateAfterPay = 2;
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(200);
    const card = await handle.db.selectFrom('savedCards').selectAll().where('id', '=', cardId).executeTakeFirstOrThrow();
    const impatient = new SavedCards(new CardProviderClient(httpTransport(fake.url, 300)), 'LIVE', configFromEnv({ NODE_ENV: 'test' }).cardTokenKeys);
    const started = Date.now();
    await impatient.payOrder(handle.db, { id: placed.json().id, merchantId: demoId, totalPrice: placed.json().totals.totalPrice }, card, log());
    expect(Date.now() - started).toBeLessThan(10_000);
    fake.pay.mode = 'answer';
    const payment = await paymentOf(placed.json().id);
    expect(payment.status).toBe('PENDING');
    expect(logLines.join('\n')).toContain('receipts.pay got no answer');
    // Payme is still taking the money at the first check, and has taken it by the next.
    await recheckAt(payment, MINUTE + 5000);
    expect((await paymentOf(placed.json().id)).status).toBe('PENDING');
    fake.receipts.get(payment.providerPaymentId!)!.state = 4;
    await recheckAt(payment, 2 * MINUTE + 10_000);
    expect(checksOf(payment.providerPaymentId!)).toBe(2);
    expect(await orderRow(placed.json().id)).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });
  });

  it('a receipt Payme cancelled settles failed, and the order can be paid again', async () => {
    const { orderId, payment, receiptId } = await chargeLosingTheAnswer(2);
    fake.receipts.get(receiptId)!.state = 50;
    await recheckAt(payment, MINUTE + 5000);
    expect((await paymentOf(orderId)).status).toBe('FAILED');
    expect(await orderRow(orderId)).toMatchObject({ isPaid: false, paymentStatus: 'CANCELLED', paymentRefusal: 'PROVIDER_ERROR' });
    const again = await app.inject({ method: 'GET', url: `/payments/v2/checkout/${orderId}`, headers: ours() });
    expect(again.statusCode).toBe(200);
  });

  it('a receipt our receipts.pay never reached (still 0) is cancelled after 10 minutes, so it cannot be charged later', async () => {
    const { orderId, payment, receiptId } = await chargeLosingTheAnswer(0);
    await recheckAt(payment, 2 * MINUTE);
    expect(fake.callsOf('receipts.cancel').filter((call) => call.params.id === receiptId)).toHaveLength(0);
    expect((await paymentOf(orderId)).status).toBe('PENDING');
    await recheckAt(payment, CANCEL_UNPAID_AFTER_MS + MINUTE);
    expect(fake.callsOf('receipts.cancel').filter((call) => call.params.id === receiptId)).toHaveLength(1);
    expect(fake.receipts.get(receiptId)!.state).toBe(50);
    expect((await paymentOf(orderId)).status).toBe('FAILED');
  });

  it('a receipt never final is asked again with a back-off, then given up after 12 hours with a log line', async () => {
    const { orderId, payment, receiptId } = await chargeLosingTheAnswer(20);
    let settledAt: number | null = null;
    // The API's 30 s ticks over 12 hours and a quarter.
    for (let at = 0; at <= GIVE_UP_AFTER_MS + LONGEST_RECHECK_WAIT_MS + MINUTE; at += 30_000) {
      await recheckAt(payment, at);
      // Each wait is half the attempt's age: at 1.5, 3 and 6 minutes (30 s ticks), then 12, 24, then every 15.
      if (at === 10 * MINUTE) expect(checksOf(receiptId)).toBe(3);
      if (at % (15 * MINUTE) === 0 && (await paymentOf(orderId)).status !== 'PENDING') {
        settledAt = at;
        break;
      }
    }
    expect(settledAt).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    // About 4 checks an hour once the wait is 15 minutes: far fewer than the 1,440 ticks.
    const asked = checksOf(receiptId);
    expect(asked).toBeGreaterThan(45);
    expect(asked).toBeLessThan(70);
    expect((await paymentOf(orderId)).status).toBe('FAILED');
    expect(await orderRow(orderId)).toMatchObject({ isPaid: false, paymentStatus: 'CANCELLED' });
    expect(fake.callsOf('receipts.cancel').filter((call) => call.params.id === receiptId)).toHaveLength(1);
    const line = logLines.map((text) => JSON.parse(text)).find((entry) => entry.receiptId === receiptId && /gave up/.test(entry.msg));
    expect(line).toMatchObject({ level: 50, orderId, paymentId: payment.id, state: 20 });
  }, 120_000);

  it('paid for an order cancelled meanwhile: the payment fails and the receipt is cancelled to give the money back', async () => {
    const { orderId, payment, receiptId } = await chargeLosingTheAnswer(4);
    await handle.db.updateTable('orders').set({ status: 'CANCELED' }).where('id', '=', orderId).execute();
    await recheckAt(payment, MINUTE + 5000);
    expect((await paymentOf(orderId)).status).toBe('FAILED');
    expect((await orderRow(orderId)).isPaid).toBe(false);
    expect(fake.callsOf('receipts.cancel').filter((call) => call.params.id === receiptId)).toHaveLength(1);
    expect(logLines.join('\n')).toContain('cannot take it');
  });

  it('two API processes never ask about the same receipt at once', async () => {
    const first = await chargeLosingTheAnswer(2);
    const second = await chargeLosingTheAnswer(2);
    const other = await openSameDatabase(handle);
    try {
      const at = new Date(second.payment.createdDate.getTime() + MINUTE + 5000);
      const [a, b] = await Promise.all([
        recheckCardReceipts(handle.db, client, log(), at),
        recheckCardReceipts(other.db, new CardProviderClient(httpTransport(fake.url)), log(), at),
      ]);
      expect(a + b).toBeGreaterThanOrEqual(2);
      expect(checksOf(first.receiptId)).toBe(1);
      expect(checksOf(second.receiptId)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('a Merchant API (checkout page) payment is never asked about with receipts.check', async () => {
    const placed = await order();
    const checkout = await app.inject({ method: 'GET', url: `/payments/v2/checkout/${placed.json().id}`, headers: ours() });
    expect(checkout.statusCode).toBe(200);
    const payment = await paymentOf(placed.json().id);
    await handle.db.updateTable('payments').set({ providerPaymentId: 'merchant-api-transaction-1' }).where('id', '=', payment.id).execute();
    await handle.db.insertInto('paymeTransactions').values({
      merchantId: demoId, orderId: placed.json().id, paymentId: payment.id, paymeId: 'merchant-api-transaction-1', paymeTime: Date.now(),
      amount: 100, state: 1, reason: null, createTime: Date.now(),
    }).execute();
    await recheckAt(payment, 60 * MINUTE);
    expect(checksOf('merchant-api-transaction-1')).toBe(0);
    expect((await paymentOf(placed.json().id)).status).toBe('PENDING');
  });
});
