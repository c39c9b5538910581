import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { BookingSlots, Reservation, Vacancy, VacancyApplication, WaiterCall } from '@storefront/contracts';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { startTestApi, type TestApi, HOURS_NOW } from './helpers/api';
import { acknowledgeStaleWaiterCalls } from '../src/domains/booking/repository';
import { telegramLogin } from './helpers/telegram';

const DEMO_KEY = 'demo-integration-key-for-venue-001';
const MIM_KEY = 'mim-integration-key-for-venue-0001';
process.env.SEED_INTEGRATION_KEY_DEMO = DEMO_KEY;
process.env.SEED_INTEGRATION_KEY_MIM = MIM_KEY;

// Monday 23 November 2026, 10:00 in Tashkent (UTC+5). Demo's Chilonzor works 09:00–23:00 daily.
const NOW = new Date('2026-11-23T05:00:00Z');
const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';

let api: TestApi;
let app: FastifyInstance;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };
let demo: number;
let mim: number;
let chilonzor: number;
let sergeli: number;
let yunusobod: number;
let mimBranch: number;

beforeAll(async () => {
  api = await startTestApi();
  app = await buildApp({ hoursNow: () => HOURS_NOW, db: api.handle.db, config: configFromEnv({ NODE_ENV: 'test', ABUSE_LIMITS: 'off' }), databaseKind: api.handle.kind, now: () => NOW });
  alice = await telegramLogin(api, 'demo', { id: 9_130_000_001, first_name: 'Alice' });
  bob = await telegramLogin(api, 'demo', { id: 9_130_000_002, first_name: 'Bob' });
  demo = api.merchantId('demo');
  mim = api.merchantId('mim');
  const branch = async (merchantId: number, like: string) => (await api.handle.db.selectFrom('branches').select('id')
    .where('merchantId', '=', merchantId).where('address', 'like', like).executeTakeFirstOrThrow()).id;
  chilonzor = await branch(demo, '%Chilonzor%');
  sergeli = await branch(demo, '%Sergeli%');
  yunusobod = await branch(demo, '%Yunusobod%');
  mimBranch = await branch(mim, '%Amir Temur%');
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

const headers = (merchantId: number, who?: { token: string }) => ({
  merchant: String(merchantId), ...(who ? { authorization: `Bearer ${who.token}` } : {}),
});
const slots = (query: string, merchantId = demo) => app.inject({ method: 'GET', url: `/booking/v1/slots?${query}`, headers: headers(merchantId) });
const book = (who: { token: string }, body: Record<string, unknown>, merchantId = demo) => app.inject({
  method: 'POST', url: '/booking/v1/reservations', headers: headers(merchantId, who),
  payload: { branchId: chilonzor, guests: 2, name: 'Alice', phone: '998901112233', comment: 'By the window', ...body },
});
const cancel = (who: { token: string }, id: number) => app.inject({ method: 'POST', url: `/booking/v1/reservations/${id}/cancel`, headers: headers(demo, who) });
const mine = async (who: { token: string }) =>
  z.array(Reservation).parse((await app.inject({ method: 'GET', url: '/booking/v1/reservations', headers: headers(demo, who) })).json());

describe('table reservations: slots', () => {
  it('offers start times within the branch hours, each with whether a table fits, and the booking phone', async () => {
    const res = await slots(`branchId=${chilonzor}&date=${TOMORROW}&guests=2`);
    expect(res.statusCode, res.body).toBe(200);
    const day = BookingSlots.parse(res.json());
    expect(day.bookingPhone).toBe('+998 71 200 10 11');
    expect(day.slots[0]).toMatchObject({ time: '09:00', startsAt: '2026-11-24T04:00:00.000Z', available: true });
    // The last start leaves the two hours of a reservation before closing at 23:00.
    expect(day.slots.at(-1)?.time).toBe('21:00');
    expect(day.slots).toHaveLength(25);
    // Today only times still to come.
    const today = BookingSlots.parse((await slots(`branchId=${chilonzor}&date=${TODAY}&guests=2`)).json());
    expect(today.slots[0].time).toBe('10:30');
    // A party no table seats gets no free time.
    const crowd = BookingSlots.parse((await slots(`branchId=${chilonzor}&date=${TOMORROW}&guests=9`)).json());
    expect(crowd.slots.every((slot) => !slot.available)).toBe(true);
  });

  it('refuses dates outside today to 30 days ahead, branches without booking and merchants without it', async () => {
    const far = await slots(`branchId=${chilonzor}&date=2026-12-24&guests=2`);
    expect(far.statusCode).toBe(422);
    expect(far.json()).toMatchObject({ code: 'BOOKING_DATE_OUT_OF_RANGE', description: expect.stringContaining('30') });
    expect((await slots(`branchId=${chilonzor}&date=2026-11-22&guests=2`)).statusCode).toBe(422);
    expect((await slots(`branchId=${chilonzor}&date=2026-12-23&guests=2`)).statusCode).toBe(200);
    const noBooking = await slots(`branchId=${sergeli}&date=${TOMORROW}&guests=2`);
    expect(noBooking.statusCode).toBe(422);
    expect(noBooking.json().code).toBe('BOOKING_NOT_AVAILABLE');
    const off = await slots(`branchId=${chilonzor}&date=${TOMORROW}&guests=2`, api.merchantId('oqshom'));
    expect(off.statusCode).toBe(403);
    expect(off.json().description).toBeTruthy();
    expect((await slots(`branchId=${chilonzor}&date=${TOMORROW}&guests=0`)).statusCode).toBe(400);
    expect((await slots(`branchId=${chilonzor}&date=${TOMORROW}&guests=21`)).statusCode).toBe(400);
  });

  it('does not show or book another tenant\'s branch (404)', async () => {
    const res = await slots(`branchId=${chilonzor}&date=${TOMORROW}&guests=2`, mim);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'BRANCH_NOT_FOUND', description: expect.any(String) });
    const mimCustomer = await telegramLogin(api, 'mim', { id: 9_130_000_003, first_name: 'Mim' });
    expect((await book(mimCustomer, { date: TOMORROW, time: '12:00' }, mim)).statusCode).toBe(404);
    expect((await book(mimCustomer, { branchId: mimBranch, date: TOMORROW, time: '12:00' }, mim)).statusCode).toBe(200);
  });
});

describe('table reservations: booking and cancelling', () => {
  it('gives the last table to exactly one of 20 parallel requests', async () => {
    // Only the VIP table seats eight: it is the last (and only) table for such a party.
    const requests = Array.from({ length: 20 }, () => book(alice, { date: TOMORROW, time: '19:00', guests: 8 }));
    const answers = await Promise.all(requests);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'SLOT_TAKEN', description: expect.any(String) });
    const rows = await api.handle.db.selectFrom('reservations').select('id')
      .where('branchId', '=', chilonzor).where('date', '=', TOMORROW).where('guests', '=', 8).where('status', '=', 'ACTIVE').execute();
    expect(rows).toHaveLength(1);
    // Times whose two hours overlap 19:00–21:00 are taken for eight; 17:00 and 21:00 are free.
    const day = BookingSlots.parse((await slots(`branchId=${chilonzor}&date=${TOMORROW}&guests=8`)).json());
    const at = (time: string) => day.slots.find((slot) => slot.time === time)?.available;
    expect([at('17:00'), at('17:30'), at('19:00'), at('20:30'), at('21:00')]).toEqual([true, false, false, false, true]);
    // A party of two still finds a table then.
    expect((await book(bob, { date: TOMORROW, time: '19:00', guests: 2, phone: '998901112244' })).statusCode).toBe(200);
  });

  it('refuses a time the branch does not offer', async () => {
    for (const time of ['08:30', '21:30', '12:15']) {
      const res = await book(alice, { date: TOMORROW, time });
      expect(res.statusCode, time).toBe(422);
      expect(res.json().code).toBe('SLOT_NOT_OFFERED');
    }
    expect((await book(alice, { date: TODAY, time: '10:00' })).statusCode).toBe(422);
    expect((await book(alice, { date: TOMORROW, time: '12:00', phone: '12345' })).statusCode).toBe(400);
    expect((await book(alice, { date: TOMORROW, time: '12:00', name: '  ' })).statusCode).toBe(400);
  });

  it('lists the customer\'s own reservations and cancels one more than 2 hours ahead', async () => {
    const res = await book(alice, { date: TOMORROW, time: '13:00', guests: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const reservation = Reservation.parse(res.json());
    expect(reservation).toMatchObject({
      branchId: chilonzor, date: TOMORROW, time: '13:00', guests: 3, status: 'ACTIVE', cancellable: true,
      startsAt: '2026-11-24T08:00:00.000Z', endsAt: '2026-11-24T10:00:00.000Z', comment: 'By the window',
    });
    // The smallest table that seats three seats four.
    expect(Number(reservation.tableName)).toBeGreaterThanOrEqual(5);
    expect((await mine(alice)).map((r) => r.id)).toContain(reservation.id);
    expect((await mine(bob)).map((r) => r.id)).not.toContain(reservation.id);
    const cancelled = await cancel(alice, reservation.id);
    expect(cancelled.statusCode).toBe(200);
    expect(Reservation.parse(cancelled.json())).toMatchObject({ status: 'CANCELED', cancellable: false });
    expect((await cancel(alice, reservation.id)).statusCode).toBe(200);
  });

  it('refuses to cancel later than 2 hours before the start (409 with a description)', async () => {
    const res = await book(alice, { date: TODAY, time: '11:30' });
    expect(res.statusCode, res.body).toBe(200);
    const soon = Reservation.parse(res.json());
    expect(soon.cancellable).toBe(false);
    const late = await cancel(alice, soon.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CANCEL_TOO_LATE', description: expect.stringContaining('+998 71 200 10 11') });
    expect((await mine(alice)).find((r) => r.id === soon.id)?.status).toBe('ACTIVE');
  });

  it('answers 404 for another customer\'s reservation, exactly as for none', async () => {
    const own = Reservation.parse((await book(alice, { date: TOMORROW, time: '15:00' })).json());
    const res = await cancel(bob, own.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'RESERVATION_NOT_FOUND', description: 'Бронь не найдена' });
    expect((await cancel(bob, 999_999)).json()).toEqual(res.json());
    expect((await mine(alice)).find((r) => r.id === own.id)?.status).toBe('ACTIVE');
    // Without a token there is nothing to see.
    expect((await app.inject({ method: 'GET', url: '/booking/v1/reservations', headers: headers(demo) })).statusCode).toBe(401);
  });
});

describe('vacancy applications', () => {
  const apply = (target: FastifyInstance, id: number, payload: Record<string, unknown>, merchantId = demo, ip = '127.0.0.1') => target.inject({
    method: 'POST', url: `/support/v1/vacancies/${id}/applications`, headers: headers(merchantId), remoteAddress: ip, payload,
  });
  const firstVacancy = async (merchantId: number) =>
    z.array(Vacancy).parse((await app.inject({ method: 'GET', url: '/support/v1/vacancies', headers: headers(merchantId) })).json())[0];

  it('has each vacancy\'s salary in all three languages', async () => {
    const vacancy = await firstVacancy(demo);
    expect(vacancy.salaryText?.uz).toMatch(/so'm/);
    expect(vacancy.salaryText?.ru).toMatch(/сум/);
    expect(vacancy.salaryText?.eng).toMatch(/UZS/);
  });

  it('takes a name, an Uzbek phone and a message, and checks them', async () => {
    const vacancy = await firstVacancy(demo);
    const ok = await apply(app, vacancy.id, { name: 'Dilshod', phone: '998901234567', message: 'Tajribam 3 yil' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(VacancyApplication.parse(ok.json()).vacancyId).toBe(vacancy.id);
    const stored = await api.handle.db.selectFrom('vacancyApplications').selectAll().where('id', '=', ok.json().id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ merchantId: demo, name: 'Dilshod', phone: '998901234567', message: 'Tajribam 3 yil' });
    const badPhone = await apply(app, vacancy.id, { name: 'Dilshod', phone: '+1 555 0100' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().description).toMatch(/phone/);
    expect((await apply(app, vacancy.id, { name: '', phone: '998901234567' })).statusCode).toBe(400);
    expect((await apply(app, vacancy.id, { name: 'D', phone: '998901234567', message: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await apply(app, 999_999, { name: 'D', phone: '998901234567' })).statusCode).toBe(404);
    // Another tenant's vacancy is unknown here.
    expect((await apply(app, vacancy.id, { name: 'D', phone: '998901234567' }, mim)).statusCode).toBe(404);
  });

  it('is refused where vacancies are switched off', async () => {
    const res = await apply(app, 1, { name: 'D', phone: '998901234567' }, api.merchantId('oqshom'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('VACANCIES_NOT_OFFERED');
  });

  it('is rate-limited per IP (429 with a description)', async () => {
    const limited = await buildApp({ hoursNow: () => HOURS_NOW, db: api.handle.db, config: configFromEnv({ NODE_ENV: 'test', ABUSE_LIMITS: 'on' }), databaseKind: api.handle.kind });
    try {
      const vacancy = await firstVacancy(demo);
      const ip = '10.13.0.7';
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) codes.push((await apply(limited, vacancy.id, { name: `N${i}`, phone: '998901234567' }, demo, ip)).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
      const refused = await apply(limited, vacancy.id, { name: 'again', phone: '998901234567' }, demo, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().description).toBeTruthy();
      expect(codes[10]).toBe(429);
      // Someone else is not held up.
      expect((await apply(limited, vacancy.id, { name: 'other', phone: '998901234567' }, demo, '10.13.0.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('waiter calls', () => {
  const tableOf = async (branchId: number, name: string) => (await api.handle.db.selectFrom('branchTables').select('id')
    .where('branchId', '=', branchId).where('name', '=', name).executeTakeFirstOrThrow()).id;
  const call = (payload: Record<string, unknown>, merchantId = demo) =>
    app.inject({ method: 'POST', url: '/orders/v1/waiter-calls', headers: headers(merchantId), payload });
  const follow = (id: number, key: string) => app.inject({ method: 'GET', url: `/orders/v1/waiter-calls/${id}?key=${encodeURIComponent(key)}`, headers: headers(demo) });
  const acknowledge = (id: number, key = DEMO_KEY) => app.inject({
    method: 'PUT', url: `/orders/v1/integration/waiter-calls/${id}`, headers: { 'x-integration-key': key }, payload: { status: 'ACKNOWLEDGED' },
  });

  it('goes from sent to acknowledged through the merchant\'s integration API', async () => {
    const tableId = await tableOf(chilonzor, '3');
    // The merchant's system lists its tables (the ids its QR codes carry), only its own.
    const listed = await app.inject({ method: 'GET', url: '/orders/v1/integration/tables', headers: { 'x-integration-key': DEMO_KEY } });
    expect(listed.json()).toContainEqual({ id: tableId, branchId: chilonzor, name: '3', seats: 2 });
    const mimTables = await app.inject({ method: 'GET', url: '/orders/v1/integration/tables', headers: { 'x-integration-key': MIM_KEY } });
    expect(mimTables.json().some((t: { id: number }) => t.id === tableId)).toBe(false);
    const table = await app.inject({ method: 'GET', url: `/orders/v1/tables/${tableId}?branchId=${chilonzor}`, headers: headers(demo) });
    expect(table.json()).toMatchObject({ id: tableId, name: '3', branchId: chilonzor });
    const res = await call({ branchId: chilonzor, tableId, reason: 'BILL' });
    expect(res.statusCode, res.body).toBe(200);
    const sent = WaiterCall.parse(res.json());
    expect(sent).toMatchObject({ status: 'SENT', reason: 'BILL', tableName: '3' });
    expect(sent.key).toBeTruthy();
    expect(WaiterCall.parse((await follow(sent.id, sent.key!)).json()).status).toBe('SENT');
    expect((await follow(sent.id, 'not-the-key')).statusCode).toBe(404);
    // Another merchant's system cannot touch it; the right one acknowledges it, twice harmlessly.
    expect((await acknowledge(sent.id, MIM_KEY)).statusCode).toBe(404);
    expect((await acknowledge(sent.id, 'wrong-key-wrong-key-wrong')).statusCode).toBe(401);
    const acked = await acknowledge(sent.id);
    expect(acked.statusCode, acked.body).toBe(200);
    expect(WaiterCall.parse(acked.json()).status).toBe('ACKNOWLEDGED');
    expect((await acknowledge(sent.id)).statusCode).toBe(200);
    const seen = WaiterCall.parse((await follow(sent.id, sent.key!)).json());
    expect(seen.status).toBe('ACKNOWLEDGED');
    expect(seen.acknowledgedDate).toBeTruthy();
    expect(seen.key).toBeUndefined();
    // Once acknowledged, the table may call again.
    expect((await call({ branchId: chilonzor, tableId, reason: 'WAITER' })).statusCode).toBe(200);
  });

  it('allows one open call per table in 2 minutes (429 with a description), even with the abuse limits off', async () => {
    const tableId = await tableOf(chilonzor, '4');
    const calls = await Promise.all(Array.from({ length: 5 }, () => call({ branchId: chilonzor, tableId, reason: 'WAITER' })));
    expect(calls.map((res) => res.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    const refused = calls.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', description: expect.stringContaining('2 минуты') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(120);
    // Another table is not held up.
    expect((await call({ branchId: chilonzor, tableId: await tableOf(chilonzor, '5'), reason: 'OTHER' })).statusCode).toBe(200);
  });

  it('refuses another branch\'s table, another tenant\'s branch, and merchants without dine-in', async () => {
    const elsewhere = await tableOf(yunusobod, '1');
    const wrongBranch = await call({ branchId: chilonzor, tableId: elsewhere, reason: 'BILL' });
    expect(wrongBranch.statusCode).toBe(404);
    expect(wrongBranch.json().code).toBe('TABLE_NOT_FOUND');
    // mim serves at tables here only for this test: another tenant's branch is still unknown to it.
    const settings = await api.handle.db.selectFrom('webSettings').select('settings').where('merchantId', '=', mim).executeTakeFirstOrThrow();
    await api.handle.db.updateTable('webSettings').set({ settings: JSON.stringify({ ...settings.settings, dineInActive: true }) }).where('merchantId', '=', mim).execute();
    try {
      const foreign = await call({ branchId: chilonzor, tableId: await tableOf(chilonzor, '1'), reason: 'BILL' }, mim);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('BRANCH_NOT_FOUND');
    } finally {
      await api.handle.db.updateTable('webSettings').set({ settings: JSON.stringify(settings.settings) }).where('merchantId', '=', mim).execute();
    }
    const off = await call({ branchId: mimBranch, tableId: 1, reason: 'BILL' }, mim);
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('DINE_IN_NOT_OFFERED');
    expect((await call({ branchId: chilonzor, tableId: 1, reason: 'DANCE' })).statusCode).toBe(400);
  });

  it('is acknowledged by the development order simulator one step after it was made', async () => {
    const tableId = await tableOf(chilonzor, '6');
    const sent = WaiterCall.parse((await call({ branchId: chilonzor, tableId, reason: 'OTHER' })).json());
    // A step that ended before the call leaves it open; one after it acknowledges it.
    expect(await acknowledgeStaleWaiterCalls(api.handle.db, new Date(NOW.getTime() - 60_000))).toBe(0);
    expect(await acknowledgeStaleWaiterCalls(api.handle.db, NOW)).toBeGreaterThanOrEqual(1);
    expect(WaiterCall.parse((await follow(sent.id, sent.key!)).json()).status).toBe('ACKNOWLEDGED');
  });
});
