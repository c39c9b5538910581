import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { User } from '@storefront/contracts';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const headers = (token?: string, sub = 'demo') => ({
  merchant: String(api.merchantId(sub)),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
const me = (token?: string, sub = 'demo') => api.app.inject({ method: 'GET', url: '/users/v1/users/me', headers: headers(token, sub) });
let nextTelegramId = 8_000_000_000;
const newCustomer = (sub = 'demo') => telegramLogin(api, sub, { id: nextTelegramId++, first_name: 'Test' });

describe('bearer tokens', () => {
  it('are 256-bit base64url and stored only as their SHA-256 hash', async () => {
    const { token, userId } = await newCustomer();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await api.handle.db.selectFrom('authTokens').selectAll().where('userId', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const count = async (table: string, text: string) => (await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.table(table)} t WHERE strpos(row_to_json(t)::text, ${text}) > 0`.execute(api.handle.db)).rows[0].n;
    // The scan does find what is there (its hash)...
    expect(await count('auth_tokens', rows[0].tokenHash)).toBe(1);
    // ...and no column of any table holds the token itself.
    const tables = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'media'`.execute(api.handle.db);
    expect(tables.rows.map((t) => t.name)).toEqual(expect.arrayContaining(['users', 'auth_tokens', 'orders']));
    for (const { name } of tables.rows) expect(await count(name, token), name).toBe(0);
  });

  it('open users/me and record when they were last used', async () => {
    const { token, userId } = await newCustomer();
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(User.parse(res.json())).toMatchObject({ id: userId, merchantId: api.merchantId('demo'), role: 'CUSTOMER', cashback: 0, phone: '' });
    const row = await api.handle.db.selectFrom('authTokens').select('lastUsedDate').where('userId', '=', userId).executeTakeFirstOrThrow();
    expect(row.lastUsedDate).not.toBeNull();
  });

  it('are refused when missing, malformed, unknown, expired, or of a deactivated user', async () => {
    const unauthorized = { code: 'UNAUTHORIZED', description: 'Требуется авторизация' };
    expect((await me()).json()).toEqual(unauthorized);
    for (const authorization of ['Bearer', 'Basic abc', `Bearer ${'x'.repeat(43)}`, 'Bearer short']) {
      const res = await api.app.inject({ method: 'GET', url: '/users/v1/users/me', headers: { ...headers(), authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
    const expired = await newCustomer();
    await api.handle.db.updateTable('authTokens').set({ expiresAt: new Date(Date.now() - 1000) }).where('userId', '=', expired.userId).execute();
    expect((await me(expired.token)).statusCode).toBe(401);
    const blocked = await newCustomer();
    await api.handle.db.updateTable('users').set({ isActive: false }).where('id', '=', blocked.userId).execute();
    expect((await me(blocked.token)).statusCode).toBe(401);
  });

  it('of merchant A are a 401 under the merchant header of B', async () => {
    const { token } = await newCustomer('demo');
    expect((await me(token, 'mim')).statusCode).toBe(401);
    expect((await me(token, 'demo')).statusCode).toBe(200);
  });

  it("are optional on the menu: a bad token there is ignored, not refused", async () => {
    const res = await api.app.inject({ method: 'GET', url: '/products/v1/overalls', headers: { ...headers(), authorization: `Bearer ${'y'.repeat(43)}` } });
    expect(res.statusCode).toBe(200);
  });

  it('are revoked by logout, and only the one logged out', async () => {
    const first = await newCustomer();
    const res = await api.app.inject({ method: 'POST', url: '/users/v1/users/logout', headers: headers(first.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await me(first.token)).statusCode).toBe(401);
    const row = await api.handle.db.selectFrom('authTokens').select('revokedAt').where('userId', '=', first.userId).executeTakeFirstOrThrow();
    expect(row.revokedAt).not.toBeNull();
    expect((await api.app.inject({ method: 'POST', url: '/users/v1/users/logout', headers: headers(first.token) })).statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('says whether a phone still has to be confirmed', async () => {
    const { token } = await newCustomer();
    const res = await api.app.inject({ method: 'GET', url: '/users/v1/users/phone/verification-required', headers: headers(token) });
    expect(res.json()).toEqual({ isPhoneVerificationRequired: true });
  });

  it('updates names, gender and birthday of one’s own profile', async () => {
    const { token, userId } = await newCustomer();
    const res = await api.app.inject({
      method: 'PUT', url: `/users/v1/users/${userId}`, headers: headers(token),
      payload: { firstName: '  Malika ', lastName: 'Rahimova', gender: 'FEMALE', birthday: '1995-04-12T00:00:00.000Z' },
    });
    expect(res.statusCode).toBe(200);
    expect(User.parse(res.json())).toMatchObject({ id: userId, firstName: 'Malika', lastName: 'Rahimova', gender: 'FEMALE', birthday: '1995-04-12' });
    expect(User.parse((await me(token)).json()).firstName).toBe('Malika');
  });

  it("is a 404 for another user's id and never changes that user", async () => {
    const alice = await newCustomer();
    const bob = await newCustomer();
    const res = await api.app.inject({ method: 'PUT', url: `/users/v1/users/${bob.userId}`, headers: headers(alice.token), payload: { firstName: 'Hacked' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'USER_NOT_FOUND', description: 'Пользователь не найден' });
    expect(User.parse((await me(bob.token)).json()).firstName).toBe('Test');
  });

  it('refuses a phone change without a code, a bad birthday and a bad gender', async () => {
    const { token, userId } = await newCustomer();
    const put = (payload: object) => api.app.inject({ method: 'PUT', url: `/users/v1/users/${userId}`, headers: headers(token), payload });
    expect((await put({ phone: '998901234567' })).json().code).toBe('PHONE_CHANGE_NEEDS_CODE');
    expect((await put({ birthday: '12.04.1995' })).json().code).toBe('BIRTHDAY_INVALID');
    expect((await put({ birthday: '1995-02-30' })).json().code).toBe('BIRTHDAY_INVALID');
    expect((await put({ gender: 'OTHER' })).json().code).toBe('VALIDATION_ERROR');
    // MAX_NAME_LENGTH of the contracts refuses before the handler.
    expect((await put({ firstName: 'x'.repeat(101) })).json().code).toBe('VALIDATION_ERROR');
  });
});

describe('account deletion', () => {
  it('deactivates the account, clears its personal data and revokes every token', async () => {
    const telegramId = nextTelegramId++;
    const one = await telegramLogin(api, 'demo', { id: telegramId, first_name: 'Gone' });
    const two = await telegramLogin(api, 'demo', { id: telegramId, first_name: 'Gone' });
    expect(two.userId).toBe(one.userId);
    const res = await api.app.inject({ method: 'DELETE', url: '/users/v1/users', headers: headers(one.token) });
    expect(res.statusCode).toBe(200);
    expect((await me(one.token)).statusCode).toBe(401);
    expect((await me(two.token)).statusCode).toBe(401);
    const row = await api.handle.db.selectFrom('users').selectAll().where('id', '=', one.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ isActive: false, phone: null, telegramId: null, firstName: null });
    // The same Telegram person can sign up afresh.
    const again = await telegramLogin(api, 'demo', { id: telegramId, first_name: 'Back' });
    expect(again.userId).not.toBe(one.userId);
  });

  it('erases saved addresses and favourites, and keeps orders for the merchant without personal data', async () => {
    const { token, userId } = await newCustomer();
    const merchantId = api.merchantId('demo');
    const product = await api.handle.db.selectFrom('products').select('id').where('merchantId', '=', merchantId).executeTakeFirstOrThrow();
    await api.handle.db.insertInto('addresses').values({ merchantId, userId, type: 'HOUSE', name: 'Uy', streetName: 'Navoiy', latitude: 41.3, longitude: 69.2 }).execute();
    await api.handle.db.insertInto('favourites').values({ merchantId, userId, productId: product.id }).execute();
    const order = await api.handle.db.insertInto('orders').values({
      merchantId, userId, status: 'CLOSED', source: 'CLIENT_WEB', serviceType: 'DELIVERY', paymentType: 'CASH',
      address: JSON.stringify({ streetName: 'Navoiy', houseNumber: '5', latitude: 41.3, longitude: 69.2 }),
      comment: 'ring twice', sendChequePhone: '998901234567',
      totals: JSON.stringify({ totalProductPrice: 1000, totalProductDiscount: 0, productPrice: 1000, productDiscount: 0, productCount: 1, totalPrice: 1000, totalDiscount: 0, deliveryPrice: 0, deliveryDiscount: 0 }),
      cartItems: JSON.stringify([]),
    }).returning('id').executeTakeFirstOrThrow();
    expect((await api.app.inject({ method: 'DELETE', url: '/users/v1/users', headers: headers(token) })).statusCode).toBe(200);
    const count = async (table: 'addresses' | 'favourites') =>
      (await api.handle.db.selectFrom(table).select('id').where('userId', '=', userId).execute()).length;
    expect(await count('addresses')).toBe(0);
    expect(await count('favourites')).toBe(0);
    const kept = await api.handle.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: 'CLOSED', address: null, comment: null, sendChequePhone: null });
    expect(kept.totals.totalPrice).toBe(1000);
  });
});

describe('malformed requests', () => {
  it('a malformed JSON body is a 400 MALFORMED_JSON', async () => {
    const res = await api.app.inject({
      method: 'POST', url: '/webbot/v1/users/login', headers: { ...headers(), 'content-type': 'application/json' }, payload: '{"initData": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'MALFORMED_JSON', description: 'Тело запроса не является корректным JSON' });
  });

  it('a body of the wrong type is a 400 VALIDATION_ERROR with a Russian description', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/webbot/v1/users/login', headers: headers(), payload: { initData: 12345 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', description: expect.stringMatching(/^Некорректные данные запроса/) });
    const { token, userId } = await newCustomer();
    const put = await api.app.inject({ method: 'PUT', url: `/users/v1/users/${userId}`, headers: headers(token), payload: { firstName: ['a'] } });
    expect(put.statusCode).toBe(400);
    expect(put.json().code).toBe('VALIDATION_ERROR');
  });
});
