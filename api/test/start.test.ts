import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartData } from '@storefront/contracts';
import { startTestApi, type TestApi } from './helpers/api';

/** The start in one answer: the same parts as the merchant's own routes, for the sub asked about only. */

let api: TestApi;
const start = (sub: string) => api.app.inject({ method: 'GET', url: `/support/v1/storefront/start?sub=${encodeURIComponent(sub)}` });
const own = async (url: string, sub: string) =>
  (await api.app.inject({ method: 'GET', url, headers: { merchant: String(api.merchantId(sub)) } })).json();

beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

describe('the start call', () => {
  it("answers each part exactly as the part's own route does", async () => {
    for (const sub of ['demo', 'mim', 'oqshom']) {
      const res = await start(sub);
      expect(res.statusCode, sub).toBe(200);
      const data = StartData.parse(res.json());
      const id = api.merchantId(sub);
      expect(data.merchant).toEqual(await own(`/users/v1/merchants/sub/${sub}`, sub));
      expect(data.settings).toEqual(await own('/support/v1/merchant/settings/web', sub));
      expect(data.cities).toEqual(await own(`/users/v1/city-merchant/merchant/${id}`, sub));
      expect(data.about).toEqual((await own('/support/v1/company/policies?type=ABOUT_COMPANY', sub))[0] ?? null);
      expect(data.stories).toEqual(await own('/support/v1/stories', sub));
      expect(data.banners).toEqual(await own('/support/v1/banners', sub));
      expect(data.brands).toEqual(data.settings.multiTabNavigationEnabled ? await own('/support/v1/brand/catalog', sub) : []);
    }
  });

  it('carries the home page of demo: brand tabs, stories and banners', async () => {
    const data = StartData.parse((await start('demo')).json());
    expect(data.merchant.sub).toBe('demo');
    expect(data.banners).toHaveLength(3);
    expect(data.stories.length).toBeGreaterThan(0);
    expect(data.brands.length).toBeGreaterThan(1);
  });

  it('goes compressed to a browser that accepts it, and reads the same', async () => {
    const plain = await start('demo');
    for (const [encoding, inflate] of [['gzip', gunzipSync], ['br', brotliDecompressSync]] as const) {
      const res = await api.app.inject({ method: 'GET', url: '/support/v1/storefront/start?sub=demo', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.rawPayload.length, encoding).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(inflate(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('refuses an unknown or malformed sub with a description, never a 5xx', async () => {
    const unknown = await start('nobody-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'MERCHANT_NOT_FOUND', description: expect.any(String) });
    for (const url of ['/support/v1/storefront/start', '/support/v1/storefront/start?sub=', `/support/v1/storefront/start?sub=${'a'.repeat(64)}`]) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().description, url).toEqual(expect.any(String));
    }
  });

  it('a merchant switched off is not found', async () => {
    await api.handle.db.updateTable('merchants').set({ isActive: false }).where('sub', '=', 'oqshom').execute();
    try {
      expect((await start('oqshom')).statusCode).toBe(404);
    } finally {
      await api.handle.db.updateTable('merchants').set({ isActive: true }).where('sub', '=', 'oqshom').execute();
    }
  });
});
