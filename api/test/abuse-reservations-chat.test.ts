import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Reservation } from '@storefront/contracts';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { LIMIT_POLICIES } from '../src/limits/policies';
import { DEFAULT_MAX_ACTIVE_RESERVATIONS } from '../src/domains/booking/routes';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';

/**
 * Issue 33: one customer booked every table of a branch's day, and the merchant's chat reply
 * through the integration API had no rate limit.
 */

// Only their hashes are seeded; merchants' systems send the keys themselves.
const DEMO_KEY = 'demo-integration-key-for-abuse-0001';
const MIM_KEY = 'mim-integration-key-for-abuse-00001';
process.env.SEED_INTEGRATION_KEY_DEMO = DEMO_KEY;
process.env.SEED_INTEGRATION_KEY_MIM = MIM_KEY;

// Monday 23 November 2026, 10:00 in Tashkent (UTC+5). Demo's Chilonzor works 09:00–23:00 daily.
const NOW = new Date('2026-11-23T05:00:00Z');
const TOMORROW = '2026-11-24';
const IN_TWO_DAYS = '2026-11-25';

interface Customer { token: string; userId: number }
/** The API with abuse limits on (real clock) and one with them off at NOW, over one database. */
let api: TestApi;
let booking: FastifyInstance;
let demo: number;
let mim: number;
let chilonzor: number;
let mimBranch: number;
let telegramId = 9_330_000_000;
const customer = (sub = 'demo') => telegramLogin(api, sub, { id: ++telegramId, first_name: 'Guest' });

beforeAll(async () => {
  api = await startTestApi({ ABUSE_LIMITS: 'on' });
  booking = await buildApp({ db: api.handle.db, config: configFromEnv({ NODE_ENV: 'test', ABUSE_LIMITS: 'off' }), databaseKind: api.handle.kind, now: () => NOW });
  demo = api.merchantId('demo');
  mim = api.merchantId('mim');
  const branch = async (merchantId: number, like: string) => (await api.handle.db.selectFrom('branches').select('id')
    .where('merchantId', '=', merchantId).where('address', 'like', like).executeTakeFirstOrThrow()).id;
  chilonzor = await branch(demo, '%Chilonzor%');
  mimBranch = await branch(mim, '%Amir Temur%');
}, 60_000);
afterAll(async () => {
  await booking?.close();
  await api?.close();
});

const headers = (merchantId: number, who: Customer, extra: Record<string, string> = {}) =>
  ({ merchant: String(merchantId), authorization: `Bearer ${who.token}`, ...extra });
let phoneSeq = 0;
/** A phone nobody else in this file uses. */
const freshPhone = () => `99890${String(3_300_000 + ++phoneSeq).padStart(7, '0')}`;
const book = (who: Customer, body: Record<string, unknown>, options: { merchantId?: number; lang?: string } = {}) => booking.inject({
  method: 'POST', url: '/booking/v1/reservations',
  headers: headers(options.merchantId ?? demo, who, options.lang ? { 'accept-language': options.lang } : {}),
  payload: { branchId: chilonzor, date: TOMORROW, guests: 2, name: 'Guest', ...body },
});
const cancel = (who: Customer, id: number) =>
  booking.inject({ method: 'POST', url: `/booking/v1/reservations/${id}/cancel`, headers: headers(demo, who) });
const setCap = (merchantId: number, max: number | null) =>
  api.handle.db.updateTable('merchants').set({ maxActiveReservations: max }).where('id', '=', merchantId).execute();

/** The default cap (docs/booking.md); the constant is checked against it below. */
const CAP = 3;
const CUSTOMER_LIMIT_RU = (max: number) =>
  `Активных броней у одного гостя может быть не больше ${max}: отмените одну из них, чтобы забронировать стол снова`;
const PHONE_LIMIT_RU = (max: number) =>
  `Активных броней на один номер телефона может быть не больше ${max}: отмените одну из них, чтобы забронировать стол снова`;

/**
 * `count` reservations of one customer tomorrow, each expected to succeed: 09:00, 11:00, 13:00, so
 * that the customers of this file never run a branch short of tables.
 */
async function bookMany(who: Customer, phone: string, count: number, merchantId = demo, branchId = chilonzor) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await book(who, { branchId, phone, time: `${String(9 + 2 * i).padStart(2, '0')}:00` }, { merchantId });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(Reservation.parse(res.json()).id);
  }
  return ids;
}

describe('the cap of active reservations', () => {
  it('defaults to 3', () => {
    expect(DEFAULT_MAX_ACTIVE_RESERVATIONS).toBe(CAP);
  });

  it('refuses a customer\'s 4th active reservation with RESERVATION_LIMIT, in three languages', async () => {
    const carol = await customer();
    const phone = freshPhone();
    await bookMany(carol, phone, 3);
    const refused = await book(carol, { phone, time: '18:00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RESERVATION_LIMIT', description: CUSTOMER_LIMIT_RU(3), details: { max: 3 } });
    // Another phone on the same account does not get round it.
    expect((await book(carol, { phone: freshPhone(), time: '18:00' })).json().code).toBe('RESERVATION_LIMIT');
    const uz = await book(carol, { phone, time: '18:00' }, { lang: 'uz' });
    expect(uz.json().description).toBe("Bitta mehmonning faol bronlari 3 tadan oshmasligi kerak: stolni yana band qilish uchun ulardan birini bekor qiling");
    const en = await book(carol, { phone, time: '18:00' }, { lang: 'en' });
    expect(en.json().description).toBe('A guest can hold at most 3 active reservations: cancel one of them to book a table again');
    const held = await api.handle.db.selectFrom('reservations').select('id').where('userId', '=', carol.userId).where('status', '=', 'ACTIVE').execute();
    expect(held).toHaveLength(3);
  });

  it('takes a new reservation once one is cancelled', async () => {
    const dan = await customer();
    const phone = freshPhone();
    const [first] = await bookMany(dan, phone, 3);
    expect((await book(dan, { phone, time: '18:00' })).statusCode).toBe(409);
    expect((await cancel(dan, first)).statusCode).toBe(200);
    const again = await book(dan, { phone, time: '18:00' });
    expect(again.statusCode, again.body).toBe(200);
    expect((await book(dan, { phone, time: '19:00' })).statusCode).toBe(409);
  });

  it('leaves another customer free to book', async () => {
    const erin = await customer();
    await bookMany(erin, freshPhone(), 3);
    expect((await book(erin, { phone: freshPhone(), time: '18:00' })).statusCode).toBe(409);
    const frank = await customer();
    const res = await book(frank, { phone: freshPhone(), time: '18:00' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('caps the reservation\'s phone across accounts', async () => {
    const gina = await customer();
    const phone = freshPhone();
    await bookMany(gina, phone, 3);
    const henry = await customer();
    const refused = await book(henry, { phone, time: '18:00', date: IN_TWO_DAYS });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RESERVATION_LIMIT', description: PHONE_LIMIT_RU(3) });
    expect((await book(henry, { phone, time: '18:00', date: IN_TWO_DAYS }, { lang: 'en' })).json().description)
      .toBe('One phone number can hold at most 3 active reservations: cancel one of them to book a table again');
    // Henry with his own number books; the phone's cap is per merchant, so mim takes the same number.
    expect((await book(henry, { phone: freshPhone(), time: '18:00', date: IN_TWO_DAYS })).statusCode).toBe(200);
    const mimGuest = await customer('mim');
    expect((await book(mimGuest, { branchId: mimBranch, phone, time: '18:00' }, { merchantId: mim })).statusCode).toBe(200);
  });

  it('counts only reservations not over yet', async () => {
    const ivan = await customer();
    const phone = freshPhone();
    const table = await api.handle.db.selectFrom('branchTables').select('id').where('branchId', '=', chilonzor).executeTakeFirstOrThrow();
    // Three of last week's, never cancelled: over, they hold no table.
    for (const day of [16, 17, 18]) {
      await api.handle.db.insertInto('reservations').values({
        merchantId: demo, branchId: chilonzor, tableId: table.id, userId: ivan.userId, date: `2026-11-${day}`, time: '12:00',
        startsAt: new Date(`2026-11-${day}T07:00:00Z`), endsAt: new Date(`2026-11-${day}T09:00:00Z`), guests: 2, name: 'Ivan', phone,
      }).execute();
    }
    await bookMany(ivan, phone, 3);
    expect((await book(ivan, { phone, time: '18:00' })).statusCode).toBe(409);
  });

  it('holds under concurrency: of cap + 2 simultaneous requests, the cap succeed', async () => {
    const jane = await customer();
    const phone = freshPhone();
    // Distinct times, so no table is short: only the cap can refuse.
    const answers = await Promise.all(Array.from({ length: CAP + 2 }, (_, i) =>
      book(jane, { phone, date: IN_TWO_DAYS, time: `${10 + i}:00` })));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(CAP);
    expect(answers.filter((res) => res.statusCode === 409).map((res) => res.json().code)).toEqual(['RESERVATION_LIMIT', 'RESERVATION_LIMIT']);
    const held = await api.handle.db.selectFrom('reservations').select('id').where('userId', '=', jane.userId).where('status', '=', 'ACTIVE').execute();
    expect(held).toHaveLength(CAP);
  });

  it('holds under concurrency for one phone across accounts', async () => {
    const phone = freshPhone();
    const guests = await Promise.all(Array.from({ length: CAP + 2 }, () => customer()));
    const answers = await Promise.all(guests.map((who, i) => book(who, { phone, date: IN_TWO_DAYS, time: `${15 + i}:00` })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(CAP);
    const held = await api.handle.db.selectFrom('reservations').select('id')
      .where('merchantId', '=', demo).where('phone', '=', phone).where('status', '=', 'ACTIVE').execute();
    expect(held).toHaveLength(CAP);
  });

  it('takes its figure from the merchant\'s setting, the default when unset', async () => {
    try {
      await setCap(mim, 1);
      const kate = await customer('mim');
      const phone = freshPhone();
      await bookMany(kate, phone, 1, mim, mimBranch);
      const refused = await book(kate, { branchId: mimBranch, phone, time: '18:00' }, { merchantId: mim });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'RESERVATION_LIMIT', description: CUSTOMER_LIMIT_RU(1), details: { max: 1 } });
      expect((await book(kate, { branchId: mimBranch, phone, time: '18:00' }, { merchantId: mim, lang: 'uz' })).json().description)
        .toBe("Bitta mehmonning faol bronlari 1 tadan oshmasligi kerak: stolni yana band qilish uchun ulardan birini bekor qiling");
      // Demo keeps the default meanwhile.
      await bookMany(await customer(), freshPhone(), 3);

      await setCap(mim, 5);
      for (const time of ['17:00', '18:00', '19:00', '20:00']) {
        expect((await book(kate, { branchId: mimBranch, phone, time }, { merchantId: mim })).statusCode, time).toBe(200);
      }
      expect((await book(kate, { branchId: mimBranch, phone, time: '21:00' }, { merchantId: mim })).json())
        .toMatchObject({ code: 'RESERVATION_LIMIT', details: { max: 5 } });

      await setCap(mim, null);
      const leo = await customer('mim');
      await bookMany(leo, freshPhone(), 3, mim, mimBranch);
      expect((await book(leo, { branchId: mimBranch, phone: freshPhone(), time: '20:00', date: IN_TWO_DAYS }, { merchantId: mim })).json())
        .toMatchObject({ code: 'RESERVATION_LIMIT', details: { max: 3 } });
    } finally {
      await setCap(mim, null);
    }
  });

  it('is a figure from 1 to 100 in the database', async () => {
    try {
      await setCap(mim, 100);
      await expect(setCap(mim, 0)).rejects.toThrow(/check/i);
      await expect(setCap(mim, 101)).rejects.toThrow(/check/i);
    } finally {
      await setCap(mim, null);
    }
  });
});

// --- Abuse limits ----------------------------------------------------------------------------------

let ipSeq = 0;
// Random across runs too: a Redis store's counters would outlive a run.
const newIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${(ipSeq++ % 250) + 1}`;

function expectRefusal(res: { statusCode: number; headers: Record<string, unknown>; json(): any }) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', description: expect.stringMatching(/Повторите через \d+ с/) });
}

/** The figures of docs/security.md, stated here so that a change of them is a change of the docs too. */
const RESERVATIONS_PER_CUSTOMER = 20;
const RESERVATIONS_PER_IP = 60;
const REPLIES_PER_MERCHANT = 120;

describe('the abuse limit of reservations', () => {
  const attempt = (who: Customer, ip: string) => api.app.inject({
    method: 'POST', url: '/booking/v1/reservations', remoteAddress: ip, payload: {}, headers: headers(demo, who),
  });

  it('allows 20 an hour per customer and 60 per address', () => {
    expect(LIMIT_POLICIES.reservationCreate).toEqual({
      perIp: { points: RESERVATIONS_PER_IP, durationSeconds: 3600 }, perCustomer: { points: RESERVATIONS_PER_CUSTOMER, durationSeconds: 3600 },
    });
  });

  it('stops one customer sending reservations in a burst, before the body is even looked at', async () => {
    const mike = await customer();
    const ip = newIp();
    for (let i = 0; i < RESERVATIONS_PER_CUSTOMER; i++) expect((await attempt(mike, ip)).statusCode).toBe(400);
    expectRefusal(await attempt(mike, ip));
    // From another address too: the customer's own count holds.
    expectRefusal(await attempt(mike, newIp()));
    // Another customer at the same address is not held back by the first one's limit.
    expect((await attempt(await customer(), ip)).statusCode).toBe(400);
  });

  it('stops one address sending them from many accounts', async () => {
    const ip = newIp();
    const accounts = await Promise.all(Array.from({ length: RESERVATIONS_PER_IP / RESERVATIONS_PER_CUSTOMER }, () => customer()));
    for (let i = 0; i < RESERVATIONS_PER_IP; i++) {
      expect((await attempt(accounts[Math.floor(i / RESERVATIONS_PER_CUSTOMER)], ip)).statusCode).toBe(400);
    }
    expectRefusal(await attempt(await customer(), ip));
  });
});

describe('the rate limit of the merchant\'s chat reply (integration API)', () => {
  const reply = (key: string, payload: object, ip = newIp()) => api.app.inject({
    method: 'POST', url: '/notifications/v1/integration/chat/messages', remoteAddress: ip, payload, headers: { 'x-integration-key': key },
  });

  it('allows 120 a minute per merchant, whatever the address', () => {
    expect(LIMIT_POLICIES.integrationChatReply).toEqual({ perMerchant: { points: REPLIES_PER_MERCHANT, durationSeconds: 60 } });
  });

  it('refuses a merchant past its figure with 429, leaving another merchant free', async () => {
    // Mim has the chat off in the seed; this file's copy turns it on to reply there too.
    await sql`UPDATE web_settings SET settings = jsonb_set(settings, '{chatActive}', 'true') WHERE merchant_id = ${mim}`.execute(api.handle.db);
    const nora = await customer();
    const omar = await customer('mim');
    // Counted once the key is checked, before the body: invalid bodies count too (400 each).
    for (let i = 0; i < REPLIES_PER_MERCHANT - 1; i++) expect((await reply(DEMO_KEY, {})).statusCode).toBe(400);
    const last = await reply(DEMO_KEY, { userId: nora.userId, text: 'Salom!' });
    expect(last.statusCode, last.body).toBe(200);
    // Every address of the merchant's systems shares the merchant's count.
    expectRefusal(await reply(DEMO_KEY, { userId: nora.userId, text: 'Yana' }));
    const uz = await api.app.inject({
      method: 'POST', url: '/notifications/v1/integration/chat/messages', remoteAddress: newIp(),
      payload: { userId: nora.userId, text: 'Yana' }, headers: { 'x-integration-key': DEMO_KEY, 'accept-language': 'uz' },
    });
    expect(uz.statusCode).toBe(429);
    expect(uz.json().description).toMatch(/soniyadan keyin qayta urinib ko'ring/);
    // Another merchant is not held back.
    const other = await reply(MIM_KEY, { userId: omar.userId, text: 'Salom!' });
    expect(other.statusCode, other.body).toBe(200);
    // A wrong key is refused as before, and counts against no merchant.
    expect((await reply('wrong-key-wrong-key-wrong', { userId: nora.userId, text: 'x' })).statusCode).toBe(401);
  });
});
