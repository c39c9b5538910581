import { randomInt } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { LIMIT_POLICIES } from '../src/limits/policies';
import { startTestApi, type TestApi, HOURS_NOW } from './helpers/api';
import { telegramLogin } from './helpers/telegram';

let api: TestApi;
const extraApps: FastifyInstance[] = [];
beforeAll(async () => { api = await startTestApi({ ABUSE_LIMITS: 'on' }); });
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await api?.close();
});

/** Another API process over the same database, as behind a load balancer. */
async function anotherProcess(env: Record<string, string> = {}) {
  const app = await buildApp({ hoursNow: () => HOURS_NOW, db: api.handle.db, config: configFromEnv({ NODE_ENV: 'test', ...env }), databaseKind: api.handle.kind });
  extraApps.push(app);
  return app;
}
let ipSeq = 0;
// Random across runs too: the Redis test's counters outlive a run (another run within the hour must not meet them).
const newIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${(ipSeq++ % 250) + 1}`;
const merchant = () => String(api.merchantId('demo'));
const codeCheck = (app: FastifyInstance, ip: string) => app.inject({
  method: 'POST', url: '/users/v1/users/login/verify', remoteAddress: ip,
  headers: { merchant: merchant() }, payload: { phone: '998901234567', code: '000000' },
});

function expectRefusal(res: { statusCode: number; headers: Record<string, unknown>; json(): any }) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', description: expect.stringMatching(/Повторите через \d+ с/) });
}

describe('abuse limits', () => {
  it('stop one customer trying card tokens with the card provider in a burst', async () => {
    const { token } = await telegramLogin(api, 'demo', { id: 8_800_000_091, first_name: 'Cards' });
    const allowed = LIMIT_POLICIES.cardSave.perCustomer.points;
    const ip = newIp();
    for (let i = 0; i <= allowed; i++) {
      const res = await api.app.inject({
        method: 'POST', url: '/payments/v1/cards', remoteAddress: ip, payload: { token: `guess-${i}` },
        headers: { merchant: merchant(), authorization: `Bearer ${token}` },
      });
      if (i < allowed) expect(res.statusCode).toBe(422);
      else expectRefusal(res);
    }
  });

  it('stop one customer placing orders in a burst, before the body is even looked at', async () => {
    const { token } = await telegramLogin(api, 'demo', { id: 8_800_000_001, first_name: 'Burst' });
    const allowed = LIMIT_POLICIES.orderCreate.perCustomer.points;
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i <= allowed; i++) {
      const res = await api.app.inject({
        method: 'POST', url: '/orders/v1/orders', remoteAddress: ip, payload: {},
        headers: { merchant: merchant(), authorization: `Bearer ${token}` },
      });
      statuses.push(res.statusCode);
      if (i === allowed) expectRefusal(res);
    }
    expect(statuses.slice(0, allowed).every((status) => status === 400)).toBe(true);
    // Another customer at the same address is not held back by the first one's limit.
    const other = await telegramLogin(api, 'demo', { id: 8_800_000_002, first_name: 'Other' });
    const res = await api.app.inject({
      method: 'POST', url: '/orders/v1/orders', remoteAddress: ip, payload: {},
      headers: { merchant: merchant(), authorization: `Bearer ${other.token}` },
    });
    expect(res.statusCode).toBe(400);
  });

  it('stop one customer sending chat messages in a burst, with a description and Retry-After', async () => {
    const { token } = await telegramLogin(api, 'demo', { id: 8_800_000_093, first_name: 'Chatty' });
    const allowed = LIMIT_POLICIES.chatMessages.perCustomer.points;
    const ip = newIp();
    for (let i = 0; i <= allowed; i++) {
      const res = await api.app.inject({
        method: 'POST', url: '/notifications/v1/chat/messages', remoteAddress: ip, payload: { text: `Salom ${i}` },
        headers: { merchant: merchant(), authorization: `Bearer ${token}` },
      });
      if (i < allowed) expect(res.statusCode).toBe(200);
      else expectRefusal(res);
    }
  });

  it('count code checks per address across API processes sharing the database', async () => {
    const second = await anotherProcess();
    const ip = newIp();
    const allowed = LIMIT_POLICIES.codeCheck.perIp.points;
    for (let i = 0; i < allowed; i++) expect((await codeCheck(i % 2 ? api.app : second, ip)).statusCode).toBe(400);
    expectRefusal(await codeCheck(api.app, ip));
    expectRefusal(await codeCheck(second, ip));
    expect((await codeCheck(second, newIp())).statusCode).toBe(400);
  });

  it('take the per-address figure of code checks from CODE_CHECKS_PER_IP_PER_10_MIN', async () => {
    expect(configFromEnv({}).login.codeChecksPerIpPer10Min).toBe(LIMIT_POLICIES.codeCheck.perIp.points);
    expect(() => configFromEnv({ CODE_CHECKS_PER_IP_PER_10_MIN: 'many' })).toThrow(/CODE_CHECKS_PER_IP_PER_10_MIN/);
    const strict = await anotherProcess({ ABUSE_LIMITS: 'on', CODE_CHECKS_PER_IP_PER_10_MIN: '3' });
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await codeCheck(strict, ip)).statusCode).toBe(400);
    expectRefusal(await codeCheck(strict, ip));
  });

  it('limit resizing per address; cached sizes stay free', async () => {
    const ip = newIp();
    const allowed = LIMIT_POLICIES.imageResize.perIp.points;
    const cached = () => api.app.inject({ method: 'GET', url: '/media/v1/images/logo-demo?width=64&height=64', remoteAddress: ip });
    expect((await cached()).statusCode).toBe(200);
    // The placeholder is never cached under an unknown key, so each of these is a resize.
    let last;
    for (let i = 1; i <= allowed; i++) {
      last = await api.app.inject({ method: 'GET', url: `/media/v1/images/unknown-${i}?width=48&height=48`, remoteAddress: ip });
    }
    expectRefusal(last!);
    expect((await cached()).statusCode).toBe(200);
  });

  it('are off only where asked, and never in production', () => {
    expect(configFromEnv({ NODE_ENV: 'test' }).abuseLimits).toBe(true);
    expect(() => configFromEnv({ NODE_ENV: 'production', ABUSE_LIMITS: 'off' })).toThrow(/refused/);
  });
});

async function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => { socket.end(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

describe.runIf(await redisAnswers())('abuse limits in Redis (REDIS_URL)', () => {
  it('are shared by API processes through a real Redis server', async () => {
    const a = await anotherProcess({ REDIS_URL: 'redis://127.0.0.1:6379' });
    const b = await anotherProcess({ REDIS_URL: 'redis://127.0.0.1:6379' });
    const ip = newIp();
    const allowed = LIMIT_POLICIES.codeCheck.perIp.points;
    for (let i = 0; i < allowed; i++) expect((await codeCheck(i % 2 ? a : b, ip)).statusCode).toBe(400);
    expectRefusal(await codeCheck(a, ip));
    expectRefusal(await codeCheck(b, ip));
    // Not in the database: the counters went to Redis.
    const rows = await api.handle.db.selectFrom('rateLimits').select('key').where('key', 'like', `%${ip}`).execute();
    expect(rows).toEqual([]);
  });
});
