import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Branch, City, DeliveryArea } from '@storefront/contracts';
import { isPointInPolygon } from '@storefront/contracts/rules';
import * as z from 'zod/mini';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const get = (url: string, merchantSub: string) =>
  api.app.inject({ method: 'GET', url, headers: { merchant: String(api.merchantId(merchantSub)) } });

/** A point inside a polygon: the mean of its corners works for the convex demo areas. */
const inside = (area: DeliveryArea) => {
  const lon = area.polygon.reduce((s, [x]) => s + x, 0) / area.polygon.length;
  const lat = area.polygon.reduce((s, [, y]) => s + y, 0) / area.polygon.length;
  return { lat, lon };
};

describe('cities and delivery areas', () => {
  it('lists the merchant cities with Tashkent first', async () => {
    const res = await get(`/users/v1/city-merchant/merchant/${api.merchantId('demo')}`, 'demo');
    expect(res.statusCode).toBe(200);
    const cities = z.array(City).parse(res.json());
    expect(cities[0].name.eng).toBe('Tashkent');
  });

  it("refuses another merchant's id in the path", async () => {
    const res = await get(`/users/v1/city-merchant/merchant/${api.merchantId('mim')}`, 'demo');
    expect(res.statusCode).toBe(404);
    expect(res.json().description).toBeTruthy();
  });

  it('answers delivery areas as polygons with prices, and 404 for a foreign city', async () => {
    const cities = z.array(City).parse((await get(`/users/v1/city-merchant/merchant/${api.merchantId('demo')}`, 'demo')).json());
    const res = await get(`/deliveries/v1/areas/${cities[0].id}`, 'demo');
    const areas = z.array(DeliveryArea).parse(res.json());
    expect(areas.length).toBeGreaterThanOrEqual(3);
    expect(areas.every((a) => a.price > 0 && a.polygon.length >= 3)).toBe(true);
    const mimCities = z.array(City).parse((await get(`/users/v1/city-merchant/merchant/${api.merchantId('mim')}`, 'mim')).json());
    expect((await get(`/deliveries/v1/areas/${mimCities[0].id}`, 'demo')).statusCode).toBe(404);
    expect((await get('/deliveries/v1/areas/abc', 'demo')).statusCode).toBe(400);
  });
});

describe('branches', () => {
  it('lists only active branches of the merchant; full adds settings and hours', async () => {
    const list = z.array(Branch).parse((await get('/users/v1/branches', 'mim')).json());
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((b) => b.isActive && b.merchantId === api.merchantId('mim'))).toBe(true);
    const inactive = await api.handle.db.selectFrom('branches').select('id')
      .where('merchantId', '=', api.merchantId('mim')).where('isActive', '=', false).execute();
    for (const { id } of inactive) expect(list.some((b) => b.id === id)).toBe(false);
    const full = z.array(Branch).parse((await get('/users/v1/branches/full', 'mim')).json());
    expect(full.every((b) => b.settings && b.workHours?.length === 7)).toBe(true);
  });

  it('filters full branches by city and validates cityId', async () => {
    const cities = z.array(City).parse((await get(`/users/v1/city-merchant/merchant/${api.merchantId('demo')}`, 'demo')).json());
    const full = z.array(Branch).parse((await get(`/users/v1/branches/full?cityId=${cities[0].id}`, 'demo')).json());
    expect(full.every((b) => b.cityId === cities[0].id)).toBe(true);
    const bad = await get('/users/v1/branches/full?cityId=tashkent', 'demo');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it("answers one branch, and 404 for another merchant's branch id", async () => {
    const demo = z.array(Branch).parse((await get('/users/v1/branches', 'demo')).json());
    const one = await get(`/users/v1/branches/${demo[0].id}`, 'demo');
    expect(Branch.parse(one.json()).id).toBe(demo[0].id);
    const foreign = await get(`/users/v1/branches/${demo[0].id}`, 'mim');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'BRANCH_NOT_FOUND', description: 'Филиал не найден' });
    expect((await get('/users/v1/branches/-4', 'demo')).statusCode).toBe(400);
    expect((await get('/users/v1/branches/99999999', 'demo')).statusCode).toBe(404);
  });
});

describe('closest branch', () => {
  const closestUrl = (merchantId: string | number, q: string) => `/users/v1/branches/merchant/${merchantId}/closest?${q}`;

  it('finds the nearest branch with distance and the delivery price of the area', async () => {
    const id = api.merchantId('demo');
    const cities = z.array(City).parse((await get(`/users/v1/city-merchant/merchant/${id}`, 'demo')).json());
    const areas = z.array(DeliveryArea).parse((await get(`/deliveries/v1/areas/${cities[0].id}`, 'demo')).json());
    const area = areas[0];
    const { lat, lon } = inside(area);
    expect(isPointInPolygon({ latitude: lat, longitude: lon }, area.polygon)).toBe(true);
    const res = await get(closestUrl(id, `lat=${lat}&lon=${lon}&type=DELIVERY`), 'demo');
    expect(res.statusCode).toBe(200);
    const branch = Branch.parse(res.json());
    expect(branch.merchantId).toBe(id);
    expect(branch.distance).toBeGreaterThanOrEqual(0);
    expect(branch.deliveryPrice).toBeGreaterThan(0);
    expect(branch.settings?.deliveryEnabled).toBe(true);
    // It is truly the nearest delivering branch.
    const all = z.array(Branch).parse((await get('/users/v1/branches/full', 'demo')).json()).filter((b) => b.settings?.deliveryEnabled);
    const dist = (b: Branch) => Math.hypot(b.latitude - lat, (b.longitude - lon) * Math.cos((lat * Math.PI) / 180));
    expect(dist(branch)).toBeCloseTo(Math.min(...all.map(dist)), 6);
  });

  it('refuses delivery outside every delivery area', async () => {
    const id = api.merchantId('demo');
    const res = await get(closestUrl(id, 'lat=39.6542&lon=66.9597&type=DELIVERY'), 'demo'); // Samarkand
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_DELIVERY_AREA', description: expect.any(String) });
    // Without the delivery check the nearest branch is still answered.
    expect((await get(closestUrl(id, 'lat=39.6542&lon=66.9597'), 'demo')).statusCode).toBe(200);
  });

  it("answers a logged-in customer the branch that delivers to a point, and only with a token", async () => {
    const id = api.merchantId('demo');
    const cities = z.array(City).parse((await get(`/users/v1/city-merchant/merchant/${id}`, 'demo')).json());
    const area = z.array(DeliveryArea).parse((await get(`/deliveries/v1/areas/${cities[0].id}`, 'demo')).json())[0];
    const { lat, lon } = inside(area);
    const { token } = await telegramLogin(api, 'demo', { id: 9_100_000_001, first_name: 'Local' });
    const local = (q: string, withToken = true) => api.app.inject({
      method: 'GET', url: `/users/v1/local/branch/closest?${q}`,
      headers: { merchant: String(id), ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
    });
    const res = await local(`lat=${lat}&lon=${lon}`);
    expect(res.statusCode).toBe(200);
    const expected = Branch.parse((await get(closestUrl(id, `lat=${lat}&lon=${lon}&type=DELIVERY`), 'demo')).json());
    expect(Branch.parse(res.json()).id).toBe(expected.id);
    expect((await local('lat=39.6542&lon=66.9597')).json().code).toBe('OUT_OF_DELIVERY_AREA');
    expect((await local(`lat=${lat}&lon=${lon}`, false)).statusCode).toBe(401);
  });

  it('answers the spec messages for a missing merchant id and refuses bad coordinates', async () => {
    const undef = await get(closestUrl('undefined', 'lat=41.3&lon=69.2'), 'demo');
    expect(undef.statusCode).toBe(400);
    expect(undef.json().description).toBe('Merchant ID is undefined');
    expect((await get(closestUrl(api.merchantId('mim'), 'lat=41.3&lon=69.2'), 'demo')).statusCode).toBe(404);
    for (const q of ['lat=91&lon=69', 'lat=abc&lon=69', 'lon=69', 'lat=41&lon=181']) {
      const res = await get(closestUrl(api.merchantId('demo'), q), 'demo');
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
