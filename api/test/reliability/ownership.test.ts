import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { routes, type RouteDef } from '@storefront/contracts';
import { startTestApi, type TestApi } from '../helpers/api';
import { telegramLogin } from '../helpers/telegram';
import { sample } from './hostile';
import { recordReliability } from './results';

/**
 * Two customers of one merchant and one of another, each with addresses, orders and favourites;
 * then every route that takes a token, called by each customer with the others' ids. Nobody may
 * see another's data in an answer, nor change it: a leak is a 2xx naming a foreign customer's
 * resource, an answer carrying their texts, or their rows changed after the sweep.
 */

interface Customer {
  name: string;
  sub: string;
  merchantId: number;
  token: string;
  userId: number;
  addressIds: number[];
  orderIds: number[];
  favouriteIds: number[];
  /** A branch and a product the customer's merchant sells: a valid draft to tamper with. */
  branchId: number;
  productId: number;
  /** Texts only this customer's rows hold: seen in another's answer, they are a leak. */
  marker: string;
}

let api: TestApi;
const customers: Customer[] = [];

/** Routes that end the caller's session or account; they take no one's ids and are fuzzed elsewhere. */
const ENDING = new Set(['logout', 'deleteUser', 'webbotLogout', 'webbotLanguage']);
/** Routes whose path id names a customer's own resource: another's id must never answer 2xx. */
const OWNED_PATHS = new Set(['addresses', 'addressCreate', 'addressUpdate', 'addressDelete', 'order', 'ordersByUser', 'activeOrders', 'paymentCheckout', 'courier', 'updateUser', 'favourites']);

/** Tomorrow in Tashkent (UTC+5) as YYYY-MM-DD. */
const tomorrow = () => new Date(Date.now() + 5 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);

const headersOf = (who: Customer, merchantId = who.merchantId) => ({ merchant: String(merchantId), authorization: `Bearer ${who.token}` });

async function sellable(merchantId: number) {
  const db = api.handle.db;
  const branch = await db.selectFrom('branches').select(['id', 'cityId']).where('merchantId', '=', merchantId)
    .where('isMain', '=', true).executeTakeFirstOrThrow();
  const products = await db.selectFrom('products').innerJoin('productBranches', 'productBranches.productId', 'products.id')
    .select('products.id').where('products.merchantId', '=', merchantId).where('products.active', '=', true)
    .where('products.type', '=', 'NONE').where('productBranches.branchId', '=', branch.id).where('productBranches.isActive', '=', true)
    .where(sql<boolean>`products.systems = '[]'::jsonb`).orderBy('products.id').limit(6).execute();
  return { branch, productIds: products.map((p) => p.id) };
}

async function makeCustomer(name: string, sub: string, telegramId: number, favouriteSlot: number): Promise<Customer> {
  const marker = `SECRET-${name}-${telegramId}`;
  const login = await telegramLogin(api, sub, { id: telegramId, first_name: marker });
  const merchantId = api.merchantId(sub);
  const { branch, productIds } = await sellable(merchantId);
  const who: Customer = {
    name, sub, merchantId, token: login.token, userId: login.userId, addressIds: [], orderIds: [], favouriteIds: [], marker,
    branchId: branch.id, productId: productIds[0],
  };
  for (const n of [1, 2]) {
    const res = await api.app.inject({
      method: 'POST', url: `/users/v1/addresses/user/${who.userId}`, headers: headersOf(who),
      payload: { type: 'HOUSE', name: `${marker} home ${n}`, streetName: `${marker} street`, latitude: 41.3 + n / 100, longitude: 69.27 },
    });
    if (res.statusCode !== 200) throw new Error(`address: ${res.body}`);
    who.addressIds.push(res.json().id);
  }
  const res = await api.app.inject({
    method: 'POST', url: '/orders/v1/orders', headers: headersOf(who),
    payload: {
      serviceType: 'PICK_UP', paymentType: 'CASH', branch: { id: branch.id }, comment: `${marker} order`,
      cartItems: [{ product: { id: productIds[0], costPrice: 1, discount: 0, count: 2 }, modifications: [] }],
    },
  });
  if (res.statusCode !== 200) throw new Error(`order: ${res.body}`);
  who.orderIds.push(res.json().id);
  // Customers of one merchant favour different products, so removing "another's" favourite cannot hit a shared row.
  const favourite = productIds[favouriteSlot];
  const fav = await api.app.inject({ method: 'POST', url: '/products/v1/favourite', headers: headersOf(who), payload: { productId: favourite } });
  if (fav.statusCode !== 200) throw new Error(`favourite: ${fav.body}`);
  who.favouriteIds.push(favourite);
  return who;
}

/** What a customer owns, read from the database: the sweep must leave it as it was. */
async function holdings(who: Customer) {
  const db = api.handle.db;
  const [addresses, orders, favourites, user] = await Promise.all([
    db.selectFrom('addresses').select(['id', 'name', 'streetName', 'latitude', 'longitude']).where('userId', '=', who.userId).orderBy('id').execute(),
    db.selectFrom('orders').select(['id', 'comment', 'status', 'isPaid', 'userId']).where('userId', '=', who.userId).orderBy('id').execute(),
    db.selectFrom('favourites').select(['productId', 'merchantId']).where('userId', '=', who.userId).orderBy('productId').execute(),
    db.selectFrom('users').select(['firstName', 'lastName', 'phone', 'isActive', 'cashback']).where('id', '=', who.userId).executeTakeFirstOrThrow(),
  ]);
  return { addresses, orders, favourites, user };
}

beforeAll(async () => {
  api = await startTestApi();
  customers.push(await makeCustomer('alice', 'demo', 7_400_000_001, 1));
  customers.push(await makeCustomer('bob', 'demo', 7_400_000_002, 2));
  customers.push(await makeCustomer('olga', 'oqshom', 7_400_000_003, 1));
}, 120_000);
afterAll(async () => { await api?.close(); });

/** The requests a caller makes with a victim's ids on one route. */
function attempts(name: string, def: RouteDef, caller: Customer, victim: Customer) {
  const ids: Record<string, (number | string)[]> = {
    id: name.startsWith('address') ? victim.addressIds : name === 'updateUser' ? [victim.userId] : name === 'deliverySettings' ? [victim.merchantId] : victim.orderIds,
    orderId: victim.orderIds,
    userId: [victim.userId],
    merchantId: [victim.merchantId],
    productId: victim.favouriteIds,
  };
  const paramNames = def.params ? Object.keys((def.params as any)._zod.def.shape) : [];
  const variants: Record<string, string>[] = [{}];
  for (const param of paramNames) {
    const values = ids[param] ?? ['1'];
    const next: Record<string, string>[] = [];
    for (const v of variants) for (const value of values) next.push({ ...v, [param]: String(value) });
    variants.splice(0, variants.length, ...next);
  }
  const query = def.query ? { ...(sample(def.query) as Record<string, unknown>) } : null;
  if (query && 'userId' in query) query.userId = victim.userId;
  let body = def.body ? sample(def.body) as Record<string, unknown> : undefined;
  if (body && name === 'favouriteAdd') body = { productId: victim.favouriteIds[0] };
  if (body && name.startsWith('orderCreate')) {
    // A valid draft of the caller's, naming the victim as user, payment and merchant.
    body = {
      serviceType: 'PICK_UP', paymentType: 'CASH', branch: { id: caller.branchId }, comment: `${caller.marker} order`,
      cartItems: [{ product: { id: caller.productId, costPrice: 1, discount: 0, count: 1 }, modifications: [] }],
      user: { id: victim.userId }, payment: { id: victim.orderIds[0] }, merchant: { id: victim.merchantId },
      ...(name === 'orderCreateAtTime' ? { later: true, day: tomorrow(), time: '14:00' } : {}),
    };
  }
  if (body && name.startsWith('address')) body = { type: 'APARTMENT', name: `${caller.marker} took this`, latitude: 41.2, longitude: 69.2 };
  return variants.map((params) => {
    const path = def.path.replace(/:([A-Za-z]+)/g, (_, p: string) => encodeURIComponent(params[p] ?? '1'));
    const qs = query ? Object.entries(query).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&') : '';
    return { url: qs ? `${path}?${qs}` : path, body, namesForeign: paramNames.some((p) => p in ids) || (query !== null && 'userId' in query) };
  });
}

describe('ownership sweep', () => {
  it('shows each customer their own rows (the sweep\'s detector sees data where it is)', async () => {
    for (const who of customers) {
      const own = [
        `/users/v1/addresses/merchant/${who.merchantId}/user/${who.userId}`, `/orders/v1/orders/${who.orderIds[0]}`,
        `/orders/v1/orders/user/${who.userId}`, '/users/v1/users/me',
      ];
      for (const url of own) {
        const res = await api.app.inject({ method: 'GET', url, headers: headersOf(who) });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(who.marker);
      }
      const favourites = await api.app.inject({ method: 'GET', url: `/products/v1/favourite/all?userId=${who.userId}`, headers: headersOf(who) });
      expect(favourites.json().map((p: { id: number }) => p.id)).toEqual(who.favouriteIds);
    }
  });

  it('shows and changes nobody\'s addresses, orders, favourites or profile to another customer', async () => {
    const leaks: string[] = [];
    let requests = 0;
    const statuses = new Map<string, number>();
    // The event stream stays open and has no body to search: live-events.test.ts proves its isolation.
    const withToken = Object.entries(routes).filter(([name, def]) => def.auth !== 'none' && !ENDING.has(name) && !def.stream) as [string, RouteDef][];
    for (const caller of customers) {
      for (const victim of customers) {
        if (victim === caller) continue;
        const foreignMarkers = customers.filter((c) => c !== caller).map((c) => c.marker);
        // The caller's own rows may change (they may favour a product of their merchant); the victim's may not.
        const before = await holdings(victim);
        for (const [name, def] of withToken) {
          for (const attempt of attempts(name, def, caller, victim)) {
            // With the caller's own merchant (their token's), and with the victim's merchant.
            for (const merchantId of new Set([caller.merchantId, victim.merchantId])) {
              const res = await api.app.inject({
                method: def.method, url: attempt.url, headers: headersOf(caller, merchantId),
                ...(attempt.body === undefined ? {} : { payload: attempt.body as object }),
              });
              requests += 1;
              statuses.set(`${name} ${res.statusCode}`, (statuses.get(`${name} ${res.statusCode}`) ?? 0) + 1);
              const where = `${caller.name} → ${victim.name}: ${def.method} ${attempt.url} (merchant ${merchantId}) → ${res.statusCode}`;
              if (res.statusCode >= 500) leaks.push(`5xx ${where}`);
              if (res.statusCode < 300 && foreignMarkers.some((m) => res.body.includes(m))) leaks.push(`another's data in ${where}: ${res.body.slice(0, 200)}`);
              if (res.statusCode < 300 && OWNED_PATHS.has(name) && attempt.namesForeign) leaks.push(`answered ${where}`);
            }
          }
        }
        const after = await holdings(victim);
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          leaks.push(`${caller.name} changed ${victim.name}'s rows: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
        }
      }
    }
    const byRoute = [...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}×${n}`);
    console.log(`ownership (${process.env.TEST_DB === 'pg' ? 'PostgreSQL' : 'PGlite'}): ${requests} requests, ${leaks.length} leaks\n${byRoute.join('  ')}`);
    if (leaks.length) console.log(leaks.join('\n'));
    await recordReliability('ownership', { customers: customers.length, merchants: 2, routes: withToken.length, requests, leaks: leaks.length });
    expect(requests).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  }, 300_000);
});
