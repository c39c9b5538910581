import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Overall } from '@storefront/contracts';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import type { Database } from '../src/db/schema';
import { catalogueChanged } from '../src/domains/catalog/version';
import { MerchantCache } from '../src/platform/tenant';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const opened: FastifyInstance[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
  await api.handle.db.updateTable('merchants').set({ isActive: true, deleted: false })
    .where('id', 'in', [api.merchantId('demo'), api.merchantId('mim')]).execute();
});

/** Another API over the same database, with its own caches and the merchant TTL given. */
async function appWith(ttlMs: number, db: Kysely<Database> = api.handle.db) {
  const app = await buildApp({ db, config: { ...configFromEnv({ NODE_ENV: 'test' }), merchantCacheTtlMs: ttlMs }, databaseKind: api.handle.kind });
  opened.push(app);
  return app;
}
const menu = (app: FastifyInstance, sub: string, extra: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/products/v1/overalls?type=WEB', headers: { merchant: String(api.merchantId(sub)), ...extra } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const deactivate = (sub: string) => api.handle.db.updateTable('merchants').set({ isActive: false }).where('id', '=', api.merchantId(sub)).execute();

describe('the merchant cache of the tenant hook', () => {
  it('refuses a merchant deactivated after the cache was filled once its TTL has passed', async () => {
    const app = await appWith(300);
    expect((await menu(app, 'demo')).statusCode).toBe(200);
    await deactivate('demo');
    await sleep(400);
    const res = await menu(app, 'demo');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'MERCHANT_NOT_FOUND' });
    // Deleted is refused the same way; a merchant switched back on is served again (refusals are not cached).
    await api.handle.db.updateTable('merchants').set({ isActive: true, deleted: true }).where('id', '=', api.merchantId('demo')).execute();
    expect((await menu(app, 'demo')).statusCode).toBe(404);
    await api.handle.db.updateTable('merchants').set({ deleted: false }).where('id', '=', api.merchantId('demo')).execute();
    expect((await menu(app, 'demo')).statusCode).toBe(200);
  });

  it('refuses a deactivated merchant at once after invalidation, and serves from memory before it', async () => {
    const app = await appWith(60_000);
    expect((await menu(app, 'mim')).statusCode).toBe(200);
    await deactivate('mim');
    // Within the TTL the merchant is not asked about again: that is the point of the cache.
    expect((await menu(app, 'mim')).statusCode).toBe(200);
    app.merchantCache.invalidate(api.merchantId('mim'));
    expect((await menu(app, 'mim')).statusCode).toBe(404);
    // Other tenant routes go through the same hook.
    const settings = await app.inject({ method: 'GET', url: '/support/v1/merchant/settings/web', headers: { merchant: String(api.merchantId('mim')) } });
    expect(settings.statusCode).toBe(404);
  });

  it('serves a catalogue change after the version bump: at once through catalogueChanged, within the TTL otherwise', async () => {
    const merchantId = api.merchantId('demo');
    const firstId = async () => (await api.handle.db.selectFrom('products').select('id').where('merchantId', '=', merchantId)
      .where('active', '=', true).orderBy('priority').orderBy('id').executeTakeFirstOrThrow()).id;
    const priceOf = (res: Awaited<ReturnType<typeof menu>>, id: number) => Overall.parse(res.json()).products.find((p) => p.id === id)?.costPrice;
    const id = await firstId();
    const slow = await appWith(60_000);
    const quick = await appWith(300);
    const before = await menu(slow, 'demo');
    await menu(quick, 'demo');
    const oldPrice = priceOf(before, id);

    await api.handle.db.updateTable('products').set({ costPrice: 77_777 }).where('id', '=', id).execute();
    await api.handle.db.updateTable('merchants').set((eb) => ({ catalogVersion: eb('catalogVersion', '+', 1) })).where('id', '=', merchantId).execute();
    // The bump made behind the API's back: the long-TTL app still has the old version...
    const stale = await menu(slow, 'demo', { 'if-none-match': before.headers.etag as string });
    expect(stale.statusCode).toBe(304);
    // ...the short-TTL one sees it once its TTL has passed.
    await sleep(400);
    expect(priceOf(await menu(quick, 'demo'), id)).toBe(77_777);

    // Through the API's own helper the change is seen by the very next request.
    await api.handle.db.updateTable('products').set({ costPrice: 88_888 }).where('id', '=', id).execute();
    await catalogueChanged(slow, merchantId);
    const fresh = await menu(slow, 'demo', { 'if-none-match': before.headers.etag as string });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
    expect(priceOf(fresh, id)).toBe(88_888);
    await api.handle.db.updateTable('products').set({ costPrice: oldPrice! }).where('id', '=', id).execute();
    await catalogueChanged(api.app, merchantId);
  });

  it('lets the menu run without a database query once warm, with or without a token', async () => {
    let queries = 0;
    const counting = api.handle.db.withPlugin({
      transformQuery: (args) => { queries += 1; return args.node; },
      transformResult: async (args) => args.result,
    });
    const app = await appWith(60_000, counting);
    expect((await menu(app, 'demo')).statusCode).toBe(200);
    queries = 0;
    for (let i = 0; i < 5; i += 1) expect((await menu(app, 'demo', { 'accept-encoding': 'gzip' })).statusCode).toBe(200);
    expect(queries).toBe(0);
    // The menu is the same for everyone: neither a malformed nor a real token is looked up...
    expect((await menu(app, 'demo', { authorization: 'Bearer nope' })).statusCode).toBe(200);
    const { token } = await telegramLogin(api, 'demo', { id: 8_200_000_001, first_name: 'Cache' });
    expect((await menu(app, 'demo', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect(queries).toBe(0);
    // ...while a route that needs the customer still checks the token on every call (revocation is immediate).
    const me = await app.inject({ method: 'GET', url: '/users/v1/users/me', headers: { merchant: String(api.merchantId('demo')), authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(queries).toBeGreaterThan(0);
  });
});

describe('MerchantCache', () => {
  /** A stand-in for Kysely that answers merchant rows from a map, slowly, counting lookups. */
  function fakeDb(rows: Map<number, { id: number; sub: string; catalogVersion: number }>) {
    const calls = { count: 0 };
    const db = {
      selectFrom: () => {
        let id = 0;
        const builder = {
          select: () => builder,
          where: (column: string, _op: string, value: unknown) => { if (column === 'id') id = value as number; return builder; },
          executeTakeFirst: async () => {
            calls.count += 1;
            // The row as it was when the query ran; the answer arrives later.
            const row = rows.get(id);
            await sleep(20);
            return row ? { ...row } : undefined;
          },
        };
        return builder;
      },
    };
    return { db: db as unknown as Kysely<Database>, calls };
  }

  it('shares one lookup between concurrent misses and keeps the answer for its TTL', async () => {
    const { db, calls } = fakeDb(new Map([[1, { id: 1, sub: 'a', catalogVersion: 1 }]]));
    const cache = new MerchantCache(db, 60_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get(1)));
    expect(calls.count).toBe(1);
    for (const a of answers) expect(a).toEqual({ id: 1, sub: 'a', catalogVersion: 1 });
    expect(await cache.get(1)).toEqual({ id: 1, sub: 'a', catalogVersion: 1 });
    expect(calls.count).toBe(1);
    expect(Object.isFrozen(await cache.get(1))).toBe(true);
  });

  it('does not keep a lookup that was running when invalidate came, nor unknown merchants', async () => {
    const rows = new Map([[1, { id: 1, sub: 'a', catalogVersion: 1 }]]);
    const { db, calls } = fakeDb(rows);
    const cache = new MerchantCache(db, 60_000);
    const running = cache.get(1);
    rows.set(1, { id: 1, sub: 'a', catalogVersion: 2 });
    cache.invalidate(1);
    expect(await running).toMatchObject({ catalogVersion: 1 });
    expect(await cache.get(1)).toMatchObject({ catalogVersion: 2 });
    expect(calls.count).toBe(2);
    expect(await cache.get(2)).toBeUndefined();
    expect(await cache.get(2)).toBeUndefined();
    expect(calls.count).toBe(4);
  });

  it('with a TTL of 0 asks every time', async () => {
    const { db, calls } = fakeDb(new Map([[1, { id: 1, sub: 'a', catalogVersion: 1 }]]));
    const cache = new MerchantCache(db, 0);
    await cache.get(1);
    await cache.get(1);
    expect(calls.count).toBe(2);
  });
});
