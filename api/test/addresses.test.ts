import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address } from '@storefront/contracts';
import * as z from 'zod/mini';
import { ADDRESSES_PER_USER } from '../src/domains/addresses/routes';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

let nextTelegramId = 8_100_000_000;
const newCustomer = (sub = 'demo') => telegramLogin(api, sub, { id: nextTelegramId++, first_name: 'Manzil' });
const headers = (token?: string, sub = 'demo') => ({
  merchant: String(api.merchantId(sub)),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

const home = {
  type: 'APARTMENT', name: 'Uy', streetName: 'Amir Temur ko\'chasi', houseNumber: '15', details: '3-qavat',
  description: 'Yashil darvoza', latitude: 41.311151, longitude: 69.279737,
} as const;

const list = (customer: { token: string; userId: number }, merchantId: string | number = api.merchantId('demo'), userId = customer.userId, sub = 'demo') =>
  api.app.inject({ method: 'GET', url: `/users/v1/addresses/merchant/${merchantId}/user/${userId}`, headers: headers(customer.token, sub) });
const create = (customer: { token: string; userId: number }, body: object, userId = customer.userId) =>
  api.app.inject({ method: 'POST', url: `/users/v1/addresses/user/${userId}`, headers: headers(customer.token), payload: body });
const update = (customer: { token: string }, id: number, body: object) =>
  api.app.inject({ method: 'PUT', url: `/users/v1/addresses/${id}`, headers: headers(customer.token), payload: body });
const remove = (customer: { token: string }, id: number) =>
  api.app.inject({ method: 'DELETE', url: `/users/v1/addresses/${id}`, headers: headers(customer.token) });

describe('saved addresses', () => {
  it('are created, listed newest first, changed and removed', async () => {
    const customer = await newCustomer();
    expect((await list(customer)).json()).toEqual([]);

    const created = await create(customer, home);
    expect(created.statusCode, created.body).toBe(200);
    const first = Address.parse(created.json());
    expect(first).toMatchObject({ ...home, cityId: null });
    expect(first.createdDate).toBeTruthy();

    const city = await api.handle.db.selectFrom('cities').select('id').where('merchantId', '=', api.merchantId('demo')).executeTakeFirstOrThrow();
    const work = Address.parse((await create(customer, { type: 'HOUSE', latitude: 41.3, longitude: 69.24, cityId: city.id, name: '  Ish  ' })).json());
    expect(work).toMatchObject({ name: 'Ish', cityId: city.id, streetName: null });

    const listed = z.array(Address).parse((await list(customer)).json());
    expect(listed.map((a) => a.id)).toEqual([work.id, first.id]);

    const changed = await update(customer, first.id, { ...home, houseNumber: '17', latitude: 41.32 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: first.id, houseNumber: '17', latitude: 41.32 });

    expect((await remove(customer, first.id)).json()).toEqual({ success: true });
    expect((await remove(customer, first.id)).statusCode).toBe(404);
    expect((await list(customer)).json().map((a: { id: number }) => a.id)).toEqual([work.id]);
  });

  it('keep their entrance info, trimmed, and refuse an entrance text over the limit', async () => {
    const customer = await newCustomer();
    const saved = await create(customer, { ...home, entrance: { entrance: ' 2 ', floor: '5', office: '34', domophone: '', comment: 'Qo\'ng\'iroq qiling' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const address = Address.parse(saved.json());
    expect(address.entrance).toEqual({ entrance: '2', floor: '5', office: '34', domophone: null, comment: "Qo'ng'iroq qiling" });
    const listed = z.array(Address).parse((await list(customer)).json());
    expect(listed[0].entrance).toMatchObject({ entrance: '2', floor: '5' });
    const cleared = await update(customer, address.id, { ...home, entrance: { floor: '  ' } });
    expect(cleared.json()).toMatchObject({ id: address.id, entrance: null });
    const tooLong = await create(customer, { ...home, entrance: { floor: 'x'.repeat(65) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().description).toBeTruthy();
  });

  it("of another customer answer 404: never listed, changed or removed", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const { id } = (await create(owner, home)).json();

    for (const res of [await update(other, id, home), await remove(other, id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ADDRESS_NOT_FOUND');
    }
    expect((await list(other, api.merchantId('demo'), owner.userId)).statusCode).toBe(404);
    expect((await create(other, home, owner.userId)).statusCode).toBe(404);
    expect((await list(other)).json()).toEqual([]);
    expect((await list(owner)).json()).toHaveLength(1);
  });

  it("stay with their merchant: another merchant's id in the path is a 404, the token is bound to its merchant", async () => {
    const customer = await newCustomer('demo');
    await create(customer, home);
    const elsewhere = await list(customer, api.merchantId('mim'));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('MERCHANT_NOT_FOUND');
    expect((await list(customer, 'undefined')).json()).toMatchObject({ code: 'MERCHANT_ID_MISSING', description: 'Merchant ID is undefined' });
    expect((await list(customer, api.merchantId('mim'), customer.userId, 'mim')).statusCode).toBe(401);

    // A customer of mim with the same path shape sees only mim's rows.
    const mimCustomer = await newCustomer('mim');
    const res = await api.app.inject({
      method: 'GET', url: `/users/v1/addresses/merchant/${api.merchantId('mim')}/user/${mimCustomer.userId}`, headers: headers(mimCustomer.token, 'mim'),
    });
    expect(res.json()).toEqual([]);
  });

  it('need a token', async () => {
    const customer = await newCustomer();
    const res = await api.app.inject({ method: 'POST', url: `/users/v1/addresses/user/${customer.userId}`, headers: headers(), payload: home });
    expect(res.statusCode).toBe(401);
  });

  it('check coordinates, type, city and lengths', async () => {
    const customer = await newCustomer();
    const refused = async (body: object, code: string) => {
      const res = await create(customer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().description).toMatch(/[А-Яа-я]/);
    };
    await refused({ ...home, latitude: 91 }, 'VALIDATION_ERROR');
    await refused({ ...home, longitude: -180.5 }, 'VALIDATION_ERROR');
    await refused({ ...home, latitude: '41.3' }, 'VALIDATION_ERROR');
    await refused({ ...home, latitude: undefined }, 'VALIDATION_ERROR');
    await refused({ ...home, type: 'OFFICE' }, 'VALIDATION_ERROR');
    await refused({ ...home, latitude: 0, longitude: 0 }, 'COORDINATES_INVALID');
    // The contracts' limits (MAX_NAME_LENGTH, MAX_ADDRESS_TEXT_LENGTH) refuse before the handler.
    await refused({ ...home, name: 'x'.repeat(101) }, 'VALIDATION_ERROR');
    await refused({ ...home, streetName: 'x'.repeat(256) }, 'VALIDATION_ERROR');
    const mimCity = await api.handle.db.selectFrom('cities').select('id').where('merchantId', '=', api.merchantId('mim')).executeTakeFirstOrThrow();
    await refused({ ...home, cityId: mimCity.id }, 'CITY_NOT_FOUND');
    await refused({ ...home, cityId: 2 ** 31 - 1 }, 'CITY_NOT_FOUND');
    await refused({ ...home, cityId: 2 ** 31 }, 'VALIDATION_ERROR');
    expect((await list(customer)).json()).toEqual([]);
    const { id } = (await create(customer, home)).json();
    expect((await update(customer, id, { ...home, latitude: -91 })).statusCode).toBe(400);
    expect((await update(customer, 2 ** 31 - 1, home)).statusCode).toBe(404);
    // Past the database integer the id is refused as input.
    expect((await update(customer, 2 ** 31, home)).statusCode).toBe(400);
  });

  it(`are at most ${ADDRESSES_PER_USER} per customer`, async () => {
    const customer = await newCustomer();
    await api.handle.db.insertInto('addresses').values(Array.from({ length: ADDRESSES_PER_USER }, () => ({
      merchantId: api.merchantId('demo'), userId: customer.userId, type: 'HOUSE' as const, latitude: 41.3, longitude: 69.2,
      name: null, streetName: null, details: null, description: null, cityId: null, houseNumber: null,
    }))).execute();
    const res = await create(customer, home);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('ADDRESS_LIMIT');
  });

  it('go with the account when it is deleted', async () => {
    const customer = await newCustomer();
    await create(customer, home);
    const res = await api.app.inject({ method: 'DELETE', url: '/users/v1/users', headers: headers(customer.token) });
    expect(res.statusCode).toBe(200);
    const rows = await api.handle.db.selectFrom('addresses').select('id').where('userId', '=', customer.userId).execute();
    expect(rows).toEqual([]);
  });
});
