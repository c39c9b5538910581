import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { startTestApi, type TestApi } from './helpers/api';

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
    const app = await buildApp({ db: api.handle.db, config: configFromEnv(slowLimits), databaseKind: api.handle.kind });
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
