import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { Grade, Overall, routes } from '@storefront/contracts';
import * as z from 'zod/mini';
import { startTestApi, type TestApi } from './helpers/api';
import { catalogueChanged } from '../src/domains/catalog/version';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('GET /products/v1/overalls', () => {
  it('answers the merchant catalogue that parses with the contract, sorted by priority', async () => {
    const res = await get('/products/v1/overalls?type=WEB', { merchant: String(api.merchantId('demo')) });
    expect(res.statusCode).toBe(200);
    const overall = Overall.parse(res.json());
    expect(overall.groups.length).toBeGreaterThanOrEqual(4);
    expect(overall.categories.length).toBeGreaterThanOrEqual(12);
    expect(overall.products.length).toBeGreaterThanOrEqual(80);
    const priorities = overall.categories.map((c) => c.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    const demoId = api.merchantId('demo');
    const productIds = new Set(overall.products.map((p) => p.id));
    for (const category of overall.categories) for (const id of category.products) expect(productIds.has(id)).toBe(true);
    // Nothing of another merchant leaks in.
    const foreign = await api.handle.db.selectFrom('products').select('id').where('merchantId', '!=', demoId).execute();
    for (const { id } of foreign) expect(productIds.has(id)).toBe(false);
  });

  it('serves products of one channel only for the type asked', async () => {
    const merchant = String(api.merchantId('demo'));
    const web = Overall.parse((await get('/products/v1/overalls?type=WEB', { merchant })).json());
    const tg = Overall.parse((await get('/products/v1/overalls?type=TG', { merchant })).json());
    const webOnly = web.products.filter((p) => p.systems?.length && !p.systems.includes('TG'));
    const tgOnly = tg.products.filter((p) => p.systems?.length && !p.systems.includes('WEB'));
    expect(webOnly.length + tgOnly.length).toBeGreaterThan(0);
    for (const p of webOnly) expect(tg.products.some((t) => t.id === p.id)).toBe(false);
    for (const p of tgOnly) expect(web.products.some((w) => w.id === p.id)).toBe(false);
  });

  it('answers an ETag and 304 for If-None-Match, and a new ETag after a catalogue change', async () => {
    const merchant = String(api.merchantId('mim'));
    const first = await get('/products/v1/overalls', { merchant });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/products/v1/overalls', { merchant, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await get('/products/v1/overalls', { merchant, 'if-none-match': `W/${etag}, "other"` });
    expect(weak.statusCode).toBe(304);

    await api.handle.db.updateTable('products').set({ costPrice: 12345 })
      .where('merchantId', '=', api.merchantId('mim')).where('active', '=', true).execute();
    await catalogueChanged(api.app, api.merchantId('mim'));
    const changed = await get('/products/v1/overalls', { merchant, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(Overall.parse(changed.json()).products[0].costPrice).toBe(12345);
  });

  it('compresses for clients that accept gzip', async () => {
    const res = await get('/products/v1/overalls', { merchant: String(api.merchantId('demo')), 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Overall.parse(JSON.parse(gunzipSync(res.rawPayload).toString())).products.length).toBeGreaterThan(0);
  });

  it('refuses an unknown type with a Russian description', async () => {
    const res = await get('/products/v1/overalls?type=FAX', { merchant: String(api.merchantId('demo')) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', description: expect.stringMatching(/Некорректные данные/) });
  });
});

describe('GET /products/v1/overalls/sub/:sub', () => {
  it('answers the same menu as the merchant header does, with its ETag, compressed when asked', async () => {
    const merchant = String(api.merchantId('demo'));
    const byHeader = await get('/products/v1/overalls?type=WEB', { merchant });
    const bySub = await get('/products/v1/overalls/sub/demo?type=WEB');
    expect(bySub.statusCode).toBe(200);
    expect(bySub.json()).toEqual(byHeader.json());
    expect(bySub.headers.etag).toBe(byHeader.headers.etag);
    expect((await get('/products/v1/overalls/sub/DEMO?type=WEB', { 'if-none-match': String(bySub.headers.etag) })).statusCode).toBe(304);
    const zipped = await get('/products/v1/overalls/sub/demo', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(byHeader.json());
  });

  it('serves each sub-domain its own merchant\'s menu, whatever merchant header comes along', async () => {
    const mim = Overall.parse((await get('/products/v1/overalls?type=WEB', { merchant: String(api.merchantId('mim')) })).json());
    const bySub = await get('/products/v1/overalls/sub/mim?type=WEB', { merchant: String(api.merchantId('demo')) });
    expect(Overall.parse(bySub.json())).toEqual(mim);
  });

  it('answers 404 with a description for an unknown sub-domain, 400 for an unknown type', async () => {
    const unknown = await get('/products/v1/overalls/sub/no-such-shop');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().description).toBeTruthy();
    const badType = await get('/products/v1/overalls/sub/demo?type=FAX');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().description).toBeTruthy();
  });
});

describe('merchant header', () => {
  it.each([
    ['missing', {}, 400, 'MERCHANT_REQUIRED'],
    ['the text undefined', { merchant: 'undefined' }, 400, 'MERCHANT_REQUIRED'],
    ['not a number', { merchant: 'demo' }, 400, 'MERCHANT_INVALID'],
    ['unknown', { merchant: '999999' }, 404, 'MERCHANT_NOT_FOUND'],
  ])('%s is a 4xx with a description, never data', async (_label, headers, status, code) => {
    for (const route of [routes.overalls, routes.branches, routes.webSettings, routes.grades, routes.policies, routes.brandCatalog]) {
      const res = await get(route.path, headers as Record<string, string>);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, description: expect.any(String) });
    }
  });
});

describe('GET /products/v1/grade', () => {
  it('answers average grades of the merchant products', async () => {
    const merchant = api.merchantId('demo');
    const res = await get('/products/v1/grade', { merchant: String(merchant) });
    expect(res.statusCode).toBe(200);
    const grades = z.array(Grade).parse(res.json());
    expect(grades.length).toBeGreaterThan(0);
    const own = new Set((await api.handle.db.selectFrom('products').select('id').where('merchantId', '=', merchant).execute()).map((p) => p.id));
    for (const g of grades) expect(own.has(g.productId)).toBe(true);
  });
});
