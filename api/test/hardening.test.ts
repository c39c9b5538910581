import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { startTestApi, type TestApi, HOURS_NOW } from './helpers/api';
import { telegramLogin } from './helpers/telegram';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const merchant = () => String(api.merchantId('demo'));

describe('401 before 400', () => {
  it('a with-token call without a token is 401 whatever its body', async () => {
    for (const payload of ['{not json', JSON.stringify({ cartItems: 'nonsense' }), JSON.stringify([1, 2, 3])]) {
      const res = await api.app.inject({
        method: 'POST', url: '/orders/v1/orders', payload,
        headers: { merchant: merchant(), 'content-type': 'application/json' },
      });
      expect(res.statusCode, payload).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', description: 'Требуется авторизация' });
    }
    const badToken = await api.app.inject({
      method: 'PUT', url: '/users/v1/users/1', payload: { firstName: 5 },
      headers: { merchant: merchant(), authorization: 'Bearer not-a-token' },
    });
    expect(badToken.statusCode).toBe(401);
  });
});

describe('slow clients', () => {
  const slowLimits = {
    NODE_ENV: 'test', HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000', IDLE_TIMEOUT_MS: '5000',
    MAX_CONNECTIONS: '5', TIMEOUT_CHECK_INTERVAL_MS: '100',
  };
  async function listening() {
    const app = await buildApp({ hoursNow: () => HOURS_NOW, db: api.handle.db, config: configFromEnv(slowLimits), databaseKind: api.handle.kind });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { app, port };
  }
  /** A socket and what became of it: the bytes it received and whether the server closed it. */
  function open(port: number) {
    const socket = net.connect(port, '127.0.0.1');
    const seen = { data: '', closed: false };
    socket.on('data', (chunk) => { seen.data += chunk.toString('latin1'); });
    socket.on('close', () => { seen.closed = true; });
    socket.on('error', () => { seen.closed = true; });
    return { socket, seen };
  }

  it('cuts off a body trickled one byte at a time once the request time is up', async () => {
    const { app, port } = await listening();
    try {
      const { socket, seen } = open(port);
      socket.write(`POST /users/v1/users/login HTTP/1.1\r\nHost: x\r\nmerchant: ${merchant()}\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n`);
      const trickle = setInterval(() => { if (!seen.closed) socket.write('{'); }, 200);
      await vi.waitFor(() => expect(seen.closed).toBe(true), { timeout: 4000, interval: 50 });
      clearInterval(trickle);
      expect(seen.data).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });

  it('refuses sockets past the connection cap and closes the ones that never send their headers', async () => {
    const { app, port } = await listening();
    try {
      const silent = Array.from({ length: 5 }, () => open(port));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const extra = open(port);
      await vi.waitFor(() => expect(extra.seen.closed).toBe(true), { timeout: 2000, interval: 20 });
      await vi.waitFor(() => expect(silent.every((s) => s.seen.closed)).toBe(true), { timeout: 4000, interval: 50 });
      // With the silent ones gone, a real request is served again.
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('logs', () => {
  async function loggedApp() {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _encoding, done) { lines.push(...chunk.toString().split('\n').filter(Boolean)); done(); } });
    const app = await buildApp({ hoursNow: () => HOURS_NOW, db: api.handle.db, config: configFromEnv({ NODE_ENV: 'test' }), databaseKind: api.handle.kind, logging: { level: 'info', stream } });
    return { app, lines: () => lines.map((line) => JSON.parse(line)), text: () => lines.join('\n') };
  }

  it('logs every request with a request id, and a 5xx with its stack under the same id', async () => {
    const logged = await loggedApp();
    logged.app.get('/test/fails', async () => { throw new Error('database went away'); });
    const res = await logged.app.inject({ method: 'GET', url: '/test/fails?x=1', headers: { 'x-request-id': 'probe-1234abcd' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('probe-1234abcd');
    const failure = logged.lines().find((line) => line.level === 50);
    expect(failure).toMatchObject({ reqId: 'probe-1234abcd', err: { message: 'database went away', stack: expect.stringContaining('hardening.test.ts') } });
    const incoming = logged.lines().find((line) => line.msg === 'incoming request');
    expect(incoming).toMatchObject({ reqId: 'probe-1234abcd', req: { method: 'GET', path: '/test/fails' } });
    // An id that does not look like one is replaced rather than written into the log.
    const forged = await logged.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'a\nb' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await logged.app.close();
  });

  it('never writes a token, a code, init data or a webhook secret', async () => {
    const logged = await loggedApp();
    const token = 'A'.repeat(43);
    const secrets = [token, '123456', 'webhook-secret-value', 'hash=deadbeef'];
    logged.app.get('/test/fails-with-request', async (request) => { throw Object.assign(new Error('boom'), { request: { headers: request.headers } }); });
    await logged.app.inject({ method: 'POST', url: '/users/v1/users/login/verify', headers: { merchant: merchant(), authorization: `Bearer ${token}` }, payload: { phone: '998901234567', code: '123456' } });
    await logged.app.inject({ method: 'POST', url: '/webbot/v1/bot/webhook', headers: { 'x-telegram-bot-api-secret-token': 'webhook-secret-value' }, payload: { update_id: 1 } });
    await logged.app.inject({ method: 'POST', url: '/webbot/v1/users/login', headers: { merchant: merchant() }, payload: { initData: 'user=%7B%7D&auth_date=1&hash=deadbeef' } });
    await logged.app.inject({ method: 'GET', url: '/test/fails-with-request', headers: { authorization: `Bearer ${token}`, 'x-telegram-bot-api-secret-token': 'webhook-secret-value' } });
    expect(logged.lines().length).toBeGreaterThan(6);
    for (const secret of secrets) expect(logged.text()).not.toContain(secret);
    await logged.app.close();
  });
});

describe('response headers', () => {
  it('every answer says nosniff; a customer\'s answers are no-store, the shared menu keeps its revalidation', async () => {
    const { token } = await telegramLogin(api, 'demo', { id: 8_100_000_001, first_name: 'Headers' });
    const me = await api.app.inject({ method: 'GET', url: '/users/v1/users/me', headers: { merchant: merchant(), authorization: `Bearer ${token}` } });
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await api.app.inject({ method: 'GET', url: '/users/v1/users/me', headers: { merchant: merchant() } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const menu = await api.app.inject({ method: 'GET', url: '/products/v1/overalls', headers: { merchant: merchant(), authorization: `Bearer ${token}` } });
    expect(menu.headers['x-content-type-options']).toBe('nosniff');
    expect(menu.headers['cache-control']).toBe('no-cache');
    const missing = await api.app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });
});
