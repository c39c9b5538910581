// The live stream's figures (ARCHITECTURE.md §6): order status change → the customer's stream showing
// it (p50/p95, goal p95 ≤ 1 s), and how many streams one API process holds with its memory (goal
// 5,000 under 300 MB). Starts its own API process (PGlite in a temporary folder, ORDER_SIMULATOR
// off, ABUSE_LIMITS off) so the process measured holds nothing but these streams; a Telegram bot
// token and an integration key of its own are seeded for the demo merchant. Figures are printed,
// never asserted.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createParser } from 'eventsource-parser';
import pg from 'pg';
import { API_BUNDLE, buildApi } from '../../scripts/lib/api-bundle.mjs';
import { waitForHttp } from '../../scripts/lib/stack.mjs';
import { summarise } from './load.mjs';

export const LIVE_BUDGETS = { latencyP95Ms: 1000, streams: 5000, streamsRssBytes: 300 * 2 ** 20 };

const BOT_TOKEN = '5550000009:bench-live-demo-bot-token';
const INTEGRATION_KEY = 'bench-live-integration-key-000001';
/** A customer may hold 8 streams (LIVE_STREAMS_PER_CUSTOMER): 5,000 streams need this many customers. */
const STREAMS_PER_CUSTOMER = 8;
const DOOR = { latitude: 41.311321, longitude: 69.279223 };

function signInitData(user) {
  const fields = { query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', user: JSON.stringify(user), auth_date: String(Math.floor(Date.now() / 1000)) };
  const checkString = Object.keys(fields).sort().map((key) => `${key}=${fields[key]}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
  return new URLSearchParams({ ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') }).toString();
}

/** Resident memory of a process (Linux /proc), in bytes. */
function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb * 1024;
}

async function json(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** One stream read over HTTP; `onEvent(name, data, receivedAt)` for every event. */
function openStream(base, headers, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/orders/v1/orders/events`, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      const parser = createParser({ onEvent: (message) => onEvent?.(message.event, message.data, performance.now()) });
      response.setEncoding('utf8');
      response.on('data', (chunk) => parser.feed(chunk));
      response.on('error', () => {});
      resolve({ close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

/**
 * @param {{ repoRoot: string, port: number, log: (line: string) => void, streams?: number, samples?: number }} options
 */
export async function liveFigures({ repoRoot, port, log, streams = LIVE_BUDGETS.streams, samples = 20, databaseUrl = null }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-live-'));
  // With a PostgreSQL server, a database of its own for this run (dropped after): the process then
  // holds no embedded database, as a production API process does not.
  let database = null;
  if (databaseUrl) {
    const name = `storefront_bench_live_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    database = { name, url: url.toString() };
  }
  const env = {
    ...process.env, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', LOG_LEVEL: 'warn', ORDER_SIMULATOR: 'off', ABUSE_LIMITS: 'off',
    SEED_BOT_TOKEN_DEMO: BOT_TOKEN, SEED_INTEGRATION_KEY_DEMO: INTEGRATION_KEY,
  };
  // Seeded by a process of its own first, as a deployed database is: the API process measured
  // starts on a seeded database and carries none of the seeding's memory.
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], { cwd: path.join(repoRoot, 'api'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (seeded.status !== 0) throw new Error(`seeding the live bench database failed (${seeded.status})`);
  // The API as deployed: its bundle (api/build.mjs), not the TypeScript through tsx.
  await buildApi();
  const api = spawn(process.execPath, [API_BUNDLE], { cwd: path.join(repoRoot, 'api'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const opened = [];
  try {
    await waitForHttp(`${base}/health`, { child: api });
    const merchant = await json(`${base}/users/v1/merchants/sub/demo`);
    const login = async (id) => {
      const body = await json(`${base}/webbot/v1/users/login`, {
        method: 'POST', headers: { merchant: String(merchant.id), 'content-type': 'application/json' },
        body: JSON.stringify({ initData: signInitData({ id, first_name: 'Bench' }) }),
      });
      return { merchant: String(merchant.id), authorization: `Bearer ${body.token}` };
    };

    // 1. Latency: status changes through the integration API, timed until the stream carries them.
    log(`live: latency of ${samples} orders × 3 status changes, integration API → the customer's stream`);
    const customer = await login(8_800_000_001);
    const branch = await json(`${base}/users/v1/branches/merchant/${merchant.id}/closest?lat=${DOOR.latitude}&lon=${DOOR.longitude}&type=DELIVERY`, { headers: customer });
    const overall = await json(`${base}/products/v1/overalls?type=WEB`, { headers: customer });
    const product = overall.products.find((p) => p.type === 'NONE' && p.active && p.deliveryEnabled && !p.systems?.length
      && p.productBranch.some((e) => e.branch.id === branch.id && e.branch.isActive && e.isActive !== false && e.amount == null));
    const waiting = new Map();
    const stream = await openStream(base, customer, (event, data, at) => {
      if (event !== 'order') return;
      const { id, status } = JSON.parse(data);
      waiting.get(`${id}:${status}`)?.(at);
    });
    opened.push(stream);
    const latencies = [];
    for (let i = 0; i < samples; i++) {
      const order = await json(`${base}/orders/v1/orders`, {
        method: 'POST', headers: { ...customer, 'content-type': 'application/json', 'idempotency-key': `bench-live-${i}-${Date.now()}` },
        body: JSON.stringify({
          serviceType: 'DELIVERY', paymentType: 'CASH', branch: { id: branch.id }, address: { ...DOOR, streetName: 'Amir Temur', name: 'Uy' },
          cartItems: [{ product: { id: product.id, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }],
        }),
      });
      for (const status of ['ACCEPTED', 'COOKING', 'DONE']) {
        const arrived = new Promise((resolve) => waiting.set(`${order.id}:${status}`, resolve));
        const started = performance.now();
        await json(`${base}/orders/v1/integration/orders/${order.id}/status`, {
          method: 'PUT', headers: { 'x-integration-key': INTEGRATION_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ status }),
        });
        latencies.push((await arrived) - started);
      }
    }
    const latency = summarise(latencies);
    log(`live: latency p50 ${latency.p50} ms, p95 ${latency.p95} ms (${latency.count} changes)`);

    // 2. Streams held by the process, and its memory.
    const rssBefore = rssOf(api.pid);
    const customers = Math.ceil(streams / STREAMS_PER_CUSTOMER);
    log(`live: ${customers} customers log in, then open ${streams} streams (${STREAMS_PER_CUSTOMER} each); API RSS before: ${(rssBefore / 2 ** 20).toFixed(0)} MB`);
    const headers = [];
    for (let i = 0; i < customers; i++) headers.push(await login(8_800_100_000 + i));
    let held = 0;
    let refused = 0;
    const started = performance.now();
    for (let i = 0; i < streams; i += 100) {
      const batch = await Promise.allSettled(Array.from({ length: Math.min(100, streams - i) }, (_, j) => {
        let ready;
        const isReady = new Promise((resolve) => { ready = resolve; });
        return openStream(base, headers[Math.floor((i + j) / STREAMS_PER_CUSTOMER)], (event) => { if (event === 'ready') ready(); })
          .then(async (s) => { opened.push(s); await isReady; });
      }));
      held += batch.filter((r) => r.status === 'fulfilled').length;
      refused += batch.filter((r) => r.status === 'rejected').length;
    }
    const openMs = performance.now() - started;
    // Let the process settle (a collection may be due) before reading its memory.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rssAfter = rssOf(api.pid);
    // A change still reaches a stream among thousands.
    const underLoad = [];
    for (let i = 0; i < 5; i++) {
      const order = await json(`${base}/orders/v1/orders`, {
        method: 'POST', headers: { ...customer, 'content-type': 'application/json', 'idempotency-key': `bench-live-load-${i}-${Date.now()}` },
        body: JSON.stringify({
          serviceType: 'DELIVERY', paymentType: 'CASH', branch: { id: branch.id }, address: { ...DOOR, streetName: 'Amir Temur', name: 'Uy' },
          cartItems: [{ product: { id: product.id, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }],
        }),
      });
      const arrived = new Promise((resolve) => waiting.set(`${order.id}:ACCEPTED`, resolve));
      const t0 = performance.now();
      await json(`${base}/orders/v1/integration/orders/${order.id}/status`, {
        method: 'PUT', headers: { 'x-integration-key': INTEGRATION_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'ACCEPTED' }),
      });
      underLoad.push((await arrived) - t0);
    }
    const latencyUnderLoad = summarise(underLoad);
    log(`live: ${held} streams held (${refused} refused) in ${(openMs / 1000).toFixed(1)} s; API RSS ${(rssAfter / 2 ** 20).toFixed(0)} MB; a change with them open: p50 ${latencyUnderLoad.p50} ms`);
    return {
      latency, latencyUnderLoad,
      streams: { asked: streams, held, refused, openSeconds: Math.round(openMs / 100) / 10, rssBeforeBytes: rssBefore, rssAfterBytes: rssAfter, rssPerStreamBytes: held ? Math.round((rssAfter - rssBefore) / held) : null },
      database: database ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded in the API process)',
    };
  } finally {
    for (const s of opened) s.close();
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (database) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

export function liveRows(live) {
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  const verdict = (ok) => (ok ? 'within' : 'OVER');
  return [
    ['order status change → the customer\'s stream, p50 / p95', `${live.latency.p50} / ${live.latency.p95} ms`, `p95 ≤ ${LIVE_BUDGETS.latencyP95Ms} ms`, verdict(live.latency.p95 <= LIVE_BUDGETS.latencyP95Ms)],
    [`the same with ${live.streams.held} streams open, p50 / max`, `${live.latencyUnderLoad.p50} / ${live.latencyUnderLoad.max} ms`, `p95 ≤ ${LIVE_BUDGETS.latencyP95Ms} ms`, verdict(live.latencyUnderLoad.max <= LIVE_BUDGETS.latencyP95Ms)],
    ['event streams held by one API process', `${live.streams.held} (${live.streams.refused} refused)`, `${LIVE_BUDGETS.streams}`, verdict(live.streams.held >= LIVE_BUDGETS.streams)],
    ['its resident memory with them open (before any)', `${mb(live.streams.rssAfterBytes)} (${mb(live.streams.rssBeforeBytes)})`, `< ${mb(LIVE_BUDGETS.streamsRssBytes)}`, verdict(live.streams.rssAfterBytes < LIVE_BUDGETS.streamsRssBytes)],
  ];
}
