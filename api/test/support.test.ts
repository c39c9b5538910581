import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Brand, Merchant, MerchantWebSettings, Policy } from '@storefront/contracts';
import * as z from 'zod/mini';
import { startTestApi, type TestApi } from './helpers/api';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });
const as = (sub: string) => ({ merchant: String(api.merchantId(sub)) });

describe('merchant by sub-domain', () => {
  it('answers the public merchant without its secrets', async () => {
    const res = await get('/users/v1/merchants/sub/demo');
    expect(res.statusCode).toBe(200);
    const merchant = Merchant.parse(res.json());
    expect(merchant.sub).toBe('demo');
    expect(merchant.smsPassword ?? null).toBeNull();
    expect(res.body).not.toMatch(/botToken|DEV-/);
  });

  it('is case-insensitive and 404s for an unknown sub', async () => {
    expect((await get('/users/v1/merchants/sub/DEMO')).statusCode).toBe(200);
    const res = await get('/users/v1/merchants/sub/no-such-brand');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'MERCHANT_NOT_FOUND', description: 'Мерчант не найден' });
  });
});

describe('settings, policies and brands', () => {
  it('answers each merchant its own settings', async () => {
    const demo = MerchantWebSettings.parse((await get('/support/v1/merchant/settings/web', as('demo'))).json());
    const dark = MerchantWebSettings.parse((await get('/support/v1/merchant/settings/web', as('oqshom'))).json());
    expect(demo.merchantId).toBe(api.merchantId('demo'));
    expect(demo.deliveryActive).toBe(true);
    expect(dark.isDark).toBe(true);
    expect(dark.deliveryActive).toBe(false);
    expect(dark.pickupActive).toBe(true);
  });

  it('answers policies in three languages and filters by type', async () => {
    const all = z.array(Policy).parse((await get('/support/v1/company/policies', as('demo'))).json());
    expect(all.map((p) => p.type).sort()).toEqual(['ABOUT_COMPANY', 'PRIVACY_POLICY', 'TERMS']);
    for (const p of all) expect(p.text.uz && p.text.ru && p.text.eng).toBeTruthy();
    const terms = z.array(Policy).parse((await get('/support/v1/company/policies?type=TERMS', as('demo'))).json());
    expect(terms.map((p) => p.type)).toEqual(['TERMS']);
    expect((await get('/support/v1/company/policies?type=SECRET', as('demo'))).statusCode).toBe(400);
  });

  it('answers the brand catalogue of the merchant', async () => {
    const brands = z.array(Brand).parse((await get('/support/v1/brand/catalog', as('demo'))).json());
    expect(brands.length).toBeGreaterThanOrEqual(3);
    const subs = await api.handle.db.selectFrom('merchants').select(['id', 'sub']).execute();
    expect(brands.map((b) => subs.find((m) => m.id === b.merchantId)?.sub)).toEqual(expect.arrayContaining(['mim', 'demo', 'oqshom']));
  });
});

describe('media', () => {
  it('serves a stored image as a 480×480 webp by default', async () => {
    const row = await api.handle.db.selectFrom('products').select('image')
      .where('merchantId', '=', api.merchantId('demo')).where('image', 'is not', null).executeTakeFirstOrThrow();
    const res = await get(`/media/v1/images/${row.image}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-media-fallback']).toBe('none');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
    const small = await get(`/media/v1/images/${row.image}?width=128&height=96&quality=60`);
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([128, 96]);
    expect(small.rawPayload.length).toBeLessThan(res.rawPayload.length);
    const again = await get(`/media/v1/images/${row.image}`, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it("falls back to the 'no item' placeholder for an unknown key", async () => {
    const res = await get('/media/v1/images/never-stored-key');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-media-fallback']).toBe('no-item');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses bad keys and sizes, and redirects nowhere', async () => {
    expect((await get('/media/v1/images/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await get('/media/v1/images/no-item?width=99999')).statusCode).toBe(400);
    // The browser uses a full https image address as is (spec §3): the API never points anywhere else.
    const external = await get(`/media/v1/external?url=${encodeURIComponent('https://evil.example/login')}`);
    expect(external.statusCode).toBe(404);
    expect(external.headers.location).toBeUndefined();
  });

  it('renders only its fixed sizes: any other is served the next size up', async () => {
    const odd = await get('/media/v1/images/no-item?width=2000&height=333&quality=42');
    expect(odd.statusCode).toBe(200);
    const meta = await sharp(odd.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 400]);
  });
});

describe('client mistakes', () => {
  it('answers 404 with a description for an unknown route', async () => {
    const res = await get('/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json().description).toMatch(/Ресурс не найден/);
  });

  it('allows the storefront origins and no others', async () => {
    const ok = await get('/users/v1/merchants/sub/demo', { origin: 'http://demo.localhost:3000' });
    expect(ok.headers['access-control-allow-origin']).toBe('http://demo.localhost:3000');
    const evil = await get('/users/v1/merchants/sub/demo', { origin: 'https://evil.example' });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
