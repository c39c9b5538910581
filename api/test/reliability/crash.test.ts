import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/seed/merchants';
import { signInitData } from '../helpers/telegram';
import { recordReliability } from './results';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CUSTOMERS = 20;
const LOAD_MS = 2500;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Where the killed API keeps its data: a fresh PostgreSQL database under TEST_DB=pg, else PGlite on disk. */
async function databaseEnv(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'pg') {
    const server = process.env.DATABASE_URL!;
    const name = `storefront_crash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect(); await admin.query(`CREATE DATABASE ${name}`); await admin.end();
    const url = new URL(server); url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      drop: async () => {
        const dropper = new pg.Client({ connectionString: server });
        await dropper.connect(); await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); await dropper.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-crash-'));
  return { env: { DATABASE_URL: '', DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** The API as its own process (`npm start`'s entry), answering on `port` once /health does. */
async function startApi(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // Node itself runs the server (tsx as a loader, not as a wrapper process), so SIGKILL reaches it.
  // It runs on the real clock: the demo's branches are seeded open around the clock, or after
  // 22:30 in Tashkent every delivery would be refused and nothing acknowledged.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot, stdio: 'ignore',
    env: {
      ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', ABUSE_LIMITS: 'off', ORDER_SIMULATOR: 'off',
      LOG_LEVEL: 'silent', SEED_BOT_TOKEN_DEMO: '', SEED_OPEN_AROUND_THE_CLOCK: 'demo',
    },
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try { if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child; } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start');
}

const running: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

describe('the API killed under load', () => {
  it('keeps every order it acknowledged, and a retried key never makes a second order', async () => {
    const port = await freePort();
    const { env, drop } = await databaseEnv();
    cleanups.push(drop);
    const base = `http://127.0.0.1:${port}`;
    running.push(await startApi(port, env));

    const merchant = String((await (await fetch(`${base}/users/v1/merchants/sub/demo`)).json()).id);
    const login = async (i: number) => {
      const initData = signInitData(DEMO.botToken, { id: 9_600_000_000 + i, first_name: `Crash${i}` });
      const res = await fetch(`${base}/webbot/v1/users/login`, { method: 'POST', headers: { merchant, 'content-type': 'application/json' }, body: JSON.stringify({ initData }) });
      const body = await res.json();
      return { token: body.token as string, userId: body.user.id as number };
    };
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => login(i)));
    const headers = (token: string, key?: string) => ({
      merchant, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}),
    });
    const branches = await (await fetch(`${base}/users/v1/branches/full`, { headers: { merchant } })).json();
    const branchId = branches.find((b: { address: string }) => b.address.includes('Chilonzor')).id;
    const overall = await (await fetch(`${base}/products/v1/overalls`, { headers: { merchant } })).json();
    const product = overall.products.find((p: any) => p.type === 'NONE' && p.deliveryEnabled
      && p.productBranch?.some((entry: any) => entry.branch?.id === branchId) && !(p.systems?.length));
    const body = JSON.stringify({
      serviceType: 'DELIVERY', paymentType: 'CASH', branch: { id: branchId },
      address: { latitude: 41.311321, longitude: 69.279223, streetName: 'Amir Temur' },
      cartItems: [{ product: { id: product.id, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }],
    });

    const acknowledged: Array<{ customer: number; id: number; key: string }> = [];
    const unanswered: Array<{ customer: number; key: string }> = [];
    // Each customer orders again and again until the API stops answering.
    const load = customers.map(async (customer, c) => {
      for (let n = 0; ; n++) {
        const key = `crash-${c}-${n}`;
        try {
          const res = await fetch(`${base}/orders/v1/orders`, { method: 'POST', headers: headers(customer.token, key), body });
          if (res.status === 200) acknowledged.push({ customer: c, id: (await res.json()).id, key });
          else throw new Error(`status ${res.status}`);
        } catch {
          unanswered.push({ customer: c, key });
          return;
        }
      }
    });
    // The crash comes in the middle of the load: after LOAD_MS, and once each customer could have had
    // an order answered (a loaded machine answers fewer in that time), within a generous bound.
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    for (const until = Date.now() + 15_000; acknowledged.length <= CUSTOMERS && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    running[0].kill('SIGKILL');
    await Promise.all(load);
    expect(acknowledged.length).toBeGreaterThan(CUSTOMERS);

    running.push(await startApi(port, env));
    let lost = 0;
    for (const order of acknowledged) {
      const res = await fetch(`${base}/orders/v1/orders/${order.id}`, { headers: headers(customers[order.customer].token) });
      if (res.status !== 200) lost++;
    }
    // The requests the kill left unanswered, sent again with their keys as a client's retry would be.
    for (const retry of unanswered) {
      const res = await fetch(`${base}/orders/v1/orders`, { method: 'POST', headers: headers(customers[retry.customer].token, retry.key), body });
      expect(res.status).toBe(200);
    }
    let doubled = 0;
    for (const [c, customer] of customers.entries()) {
      const page = await (await fetch(`${base}/orders/v1/orders/user/${customer.userId}?size=100`, { headers: headers(customer.token) })).json();
      const expected = acknowledged.filter((order) => order.customer === c).length + unanswered.filter((retry) => retry.customer === c).length;
      doubled += Math.max(0, page.totalElements - expected);
      expect(page.totalElements).toBe(expected);
    }
    await recordReliability('crash', { acknowledged: acknowledged.length, unanswered: unanswered.length, lost, doubled });
    expect(lost).toBe(0);
  }, 180_000); // two API processes started on a database of their own, a load, a kill and a restart
});
