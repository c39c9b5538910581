import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { routes, type RouteDef } from '@storefront/contracts';
import { startTestApi, type TestApi } from '../helpers/api';
import { telegramLogin } from '../helpers/telegram';
import { fieldPaths, HOSTILE_PARAMS, HOSTILE_RAW_BODIES, hostileValues, sample, withValue } from './hostile';
import { recordReliability } from './results';

/**
 * Every route of the contracts' route table, fuzzed from its own schemas: hostile values in every
 * path parameter, query parameter and body field, malformed bodies, and the headers with and
 * without a merchant and a token. A client's input may be refused in any 4xx, never answered 5xx.
 */

interface Probe {
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const ALICE = { id: 7_200_000_001, first_name: 'Alice' };
let api: TestApi;
let alice: { token: string; userId: number };
let olga: { token: string; userId: number };
let demo: number;
let oqshom: number;
const baseBodies: Record<string, unknown> = {};
const baseParams: Record<string, Record<string, string>> = {};

/** Tomorrow in Tashkent (UTC+5) as YYYY-MM-DD. */
const tomorrow = () => new Date(Date.now() + 5 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await startTestApi();
  demo = api.merchantId('demo');
  oqshom = api.merchantId('oqshom');
  alice = await telegramLogin(api, 'demo', ALICE);
  olga = await telegramLogin(api, 'oqshom', { id: 7_200_000_002, first_name: 'Olga' });
  const db = api.handle.db;
  const branch = await db.selectFrom('branches').select(['id', 'cityId']).where('merchantId', '=', demo)
    .where('isMain', '=', true).executeTakeFirstOrThrow();
  const product = await db.selectFrom('products').innerJoin('productBranches', 'productBranches.productId', 'products.id')
    .select('products.id').where('products.merchantId', '=', demo).where('products.active', '=', true)
    .where('products.type', '=', 'NONE').where('products.deliveryEnabled', '=', true)
    .where('productBranches.branchId', '=', branch.id).where('productBranches.isActive', '=', true)
    .where(sql<boolean>`products.systems = '[]'::jsonb`).orderBy('products.id').executeTakeFirstOrThrow();
  // Real ids in the starting bodies, so a mutation of one field reaches the handler's own checks.
  const draft = {
    serviceType: 'DELIVERY', paymentType: 'CASH', branch: { id: branch.id }, cityId: branch.cityId,
    address: { latitude: 41.311321, longitude: 69.279223, streetName: 'Amir Temur', name: 'Uy' },
    entrance: '2', floor: '5', courierComment: 'qo\'ng\'iroq qiling', comment: 'achchiq bo\'lmasin',
    cartItems: [{ product: { id: product.id, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }],
  };
  baseBodies.orderCreate = draft;
  baseBodies.orderCreateAtTime = { ...draft, later: true, day: tomorrow(), time: '14:00' };
  baseBodies.tariff = { productPrice: 50000, branchId: branch.id, latitude: 41.311321, longitude: 69.279223, cityId: branch.cityId };
  baseBodies.favouriteAdd = { productId: product.id };
  const placed = await api.app.inject({
    method: 'POST', url: '/orders/v1/orders', payload: draft,
    headers: { merchant: String(demo), authorization: `Bearer ${alice.token}` },
  });
  if (placed.statusCode !== 200) throw new Error(`order failed: ${placed.body}`);
  const orderId = String(placed.json().id);
  const own = { merchantId: String(demo), userId: String(alice.userId) };
  for (const name of Object.keys(routes)) baseParams[name] = own;
  Object.assign(baseParams, {
    order: { id: orderId }, paymentCheckout: { id: orderId }, courier: { orderId },
    branch: { id: String(branch.id) }, deliveryAreas: { cityId: String(branch.cityId) }, deliverySettings: { id: String(demo) },
    favouriteRemove: { productId: String(product.id) }, merchantBySub: { sub: 'demo' }, promoByCode: { code: 'bepulyetkazish' },
  });
}, 120_000);
afterAll(async () => { await api?.close(); });

const asText = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

/** A path and query built from already-encoded texts. */
function urlOf(def: RouteDef, params: Record<string, string>, query: Record<string, string | string[]> | null): string {
  const path = def.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '1');
  if (!query) return path;
  const parts = Object.entries(query).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${key}=${v}`));
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

function encodedSample(schema: any): Record<string, string> {
  const value = (schema ? sample(schema) : {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => [k, encodeURIComponent(asText(v))]));
}

/** Every probe of one route. */
function probesOf(name: string, def: RouteDef): Probe[] {
  const probes: Probe[] = [];
  const withToken = { merchant: String(demo), authorization: `Bearer ${alice.token}` };
  const params = { ...encodedSample(def.params), ...pick(baseParams[name], def.params) };
  const query = def.query ? encodedSample(def.query) : null;
  const body = def.body ? baseBodies[name] ?? sample(def.body) : undefined;
  const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const add = (url: string, payload: string | undefined, headers: Record<string, string> = withToken) => {
    const h = payload === undefined ? headers : { 'content-type': 'application/json', ...headers };
    probes.push({ route: name, method: def.method, url, headers: h, payload });
    // Without a token, a with-token route gets the same input too: no path may leak a 5xx before the 401.
    if (def.auth === 'token') probes.push({ route: name, method: def.method, url, headers: payload === undefined ? { merchant: String(demo) } : { 'content-type': 'application/json', merchant: String(demo) }, payload });
  };

  for (const key of Object.keys(params)) {
    for (const hostile of HOSTILE_PARAMS) add(urlOf(def, { ...params, [key]: hostile }, query), json(body));
  }
  if (query) {
    const keys = fieldPaths(def.query as any).filter((f) => f.path.length === 1).map((f) => String(f.path[0]));
    for (const key of keys) {
      for (const hostile of HOSTILE_PARAMS) add(urlOf(def, params, { ...query, [key]: hostile }), json(body));
      const { [key]: _left, ...without } = query;
      add(urlOf(def, params, without), json(body));
      add(urlOf(def, params, { ...query, [key]: ['1', '2'] }), json(body));
    }
    add(urlOf(def, params, { ...query, extra: '%00' }), json(body));
  }
  const url = urlOf(def, params, query);
  if (def.body) {
    for (const field of fieldPaths(def.body as any)) {
      for (const hostile of hostileValues(field.kind)) add(url, json(withValue(body, field.path, hostile)));
    }
    for (const raw of HOSTILE_RAW_BODIES) add(url, raw);
    add(url, json({ ...(body as object), extra: { deep: ['\u0000'] } }));
    add(url, json([body]));
    add(url, undefined);
  } else if (def.method !== 'GET') {
    add(url, '{"a":');
    add(url, json({ unexpected: '\u0000' }));
  }
  // The headers: none, another merchant's token, a merchant past the int4 range, a forged token.
  const payload = json(body);
  const headerSets: Record<string, string>[] = [
    {},
    { merchant: String(oqshom), authorization: `Bearer ${alice.token}` },
    { merchant: String(demo), authorization: `Bearer ${olga.token}` },
    { merchant: '2147483648', authorization: `Bearer ${alice.token}` },
    { merchant: '999999999' },
    { merchant: String(demo), authorization: `Bearer ${'A'.repeat(43)}` },
    { merchant: String(demo), authorization: 'Bearer' },
    { merchant: 'undefined' },
    { merchant: String(demo), 'content-type': 'text/plain' },
    { ...withToken, 'idempotency-key': 'k'.repeat(201) },
    { ...withToken, 'idempotency-key': 'ключ' },
    { ...withToken, 'idempotency-key': `fuzz-${name}`, 'x-order-channel': 'TG' },
    { ...withToken, 'x-order-channel': 'x'.repeat(5000) },
  ];
  for (const headers of headerSets) probes.push({ route: name, method: def.method, url, headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers }, payload });
  probes.push({ route: name, method: def.method, url, headers: withToken, payload });
  return probes;
}

function pick(values: Record<string, string> | undefined, schema: any): Record<string, string> {
  if (!values || !schema) return {};
  const keys = Object.keys(schema._zod.def.shape ?? {});
  return Object.fromEntries(Object.entries(values).filter(([k]) => keys.includes(k)));
}

/** Routes outside the table that a client can reach: the provider callbacks and the development pages. */
function unlistedProbes(): Probe[] {
  const probes: Probe[] = [];
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const clickFields = ['click_trans_id', 'service_id', 'click_paydoc_id', 'merchant_trans_id', 'merchant_prepare_id', 'amount', 'action', 'error', 'sign_time', 'sign_string'];
  for (const path of ['/payments/v1/click/prepare', '/payments/v1/click/complete']) {
    for (const field of clickFields) {
      for (const hostile of HOSTILE_PARAMS) {
        const body = clickFields.map((f) => `${f}=${f === field ? hostile : '1'}`).join('&');
        probes.push({ route: `POST ${path}`, method: 'POST', url: path, headers: form, payload: body });
      }
    }
    for (const raw of HOSTILE_RAW_BODIES) probes.push({ route: `POST ${path}`, method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: raw });
  }
  for (const hostile of HOSTILE_PARAMS) {
    probes.push({ route: 'GET /dev/pay/:paymentId', method: 'GET', url: `/dev/pay/${hostile}`, headers: {} });
    probes.push({ route: 'POST /dev/pay/:paymentId', method: 'POST', url: `/dev/pay/${hostile}`, headers: form, payload: 'choice=pay' });
    probes.push({ route: 'GET /dev/sms-outbox', method: 'GET', url: `/dev/sms-outbox?phone=${hostile}&limit=${hostile}`, headers: {} });
  }
  return probes;
}

describe('fuzz of the route table', () => {
  it('answers no hostile request with a 5xx', async () => {
    // Routes that end the session or the account go last; every route starts with a fresh token.
    const ending = ['logout', 'webbotLogout', 'webbotLanguage', 'deleteUser'];
    const names = Object.keys(routes).sort((a, b) => Number(ending.includes(a)) - Number(ending.includes(b)));
    const counts = new Map<string, Map<number, number>>();
    const failures: string[] = [];
    let requests = 0;
    const run = async (probes: Probe[]) => {
      for (const probe of probes) {
        // An event stream stays open: its answer is judged by its status, the stream itself is dropped.
        const stream = Boolean((routes as Record<string, RouteDef>)[probe.route]?.stream);
        const res = await api.app.inject({ method: probe.method as any, url: probe.url, headers: probe.headers, payload: probe.payload, payloadAsStream: stream });
        if (stream) res.stream().destroy();
        requests += 1;
        const perRoute = counts.get(probe.route) ?? new Map<number, number>();
        perRoute.set(res.statusCode, (perRoute.get(res.statusCode) ?? 0) + 1);
        counts.set(probe.route, perRoute);
        if (res.statusCode >= 500) {
          failures.push(`${res.statusCode} ${probe.method} ${probe.url.slice(0, 120)} ${JSON.stringify(probe.headers)} ${(probe.payload ?? '').slice(0, 300)} → ${res.body.slice(0, 200)}`);
        }
      }
    };
    const millis = new Map<string, number>();
    for (const name of names) {
      const started = performance.now();
      alice = await telegramLogin(api, 'demo', ALICE);
      await run(probesOf(name, (routes as Record<string, RouteDef>)[name]));
      millis.set(name, Math.round(performance.now() - started));
    }
    await run(unlistedProbes());
    const table = [...counts].map(([route, statuses]) =>
      `${route.padEnd(32)} ${String(millis.get(route) ?? '').padStart(6)} ms  ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')}`);
    console.log(`fuzz (${process.env.TEST_DB === 'pg' ? 'PostgreSQL' : 'PGlite'}): ${requests} requests, ${failures.length} answered 5xx\n${table.join('\n')}`);
    if (failures.length) console.log(failures.slice(0, 200).join('\n'));
    await recordReliability('fuzz', {
      requests,
      fiveXX: failures.length,
      routes: Object.keys(routes).length,
      perRoute: Object.fromEntries([...counts].map(([route, statuses]) => [route, Object.fromEntries(statuses)])),
    });
    expect(requests).toBeGreaterThanOrEqual(5000);
    expect(failures).toEqual([]);
  }, 300_000);
});
