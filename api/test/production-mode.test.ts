import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { configFromEnv, isProductionEnv, missingForProduction } from '../src/config';
import { startTestApi, type TestApi } from './helpers/api';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The process environment without anything that says how the API should run. */
function bareEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  return { ...env, ...extra };
}

/** `node src/main.ts` as an operator would start it; its exit code and what it printed. */
function start(env: NodeJS.ProcessEnv) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot, env: { ...env, PORT: '0', HOST: '127.0.0.1' }, encoding: 'utf8', timeout: 60_000,
  });
  return { code: run.status, stderr: run.stderr };
}

describe('the mode: production unless development is asked for', () => {
  it('is production with NODE_ENV unset or anything but development and test', () => {
    for (const mode of [undefined, '', 'production', 'staging', 'Development', 'dev']) {
      expect(isProductionEnv({ NODE_ENV: mode }), String(mode)).toBe(true);
    }
    expect(isProductionEnv({ NODE_ENV: 'development' })).toBe(false);
    expect(isProductionEnv({ NODE_ENV: 'test' })).toBe(false);
    // No NODE_ENV: no simulated payments, no order simulator.
    const config = configFromEnv({});
    expect(config).toMatchObject({ production: true, paymentsMode: 'live', orderSimulator: null, storefrontUrl: null });
  });

  it('refuses an SMS_MODE it does not know rather than quietly keeping codes in the database', () => {
    expect(() => configFromEnv({ NODE_ENV: 'test', SMS_MODE: 'Live' })).toThrow(/SMS_MODE must be "live" or "outbox"/);
    expect(configFromEnv({ NODE_ENV: 'test', SMS_MODE: 'outbox' }).sms.mode).toBe('outbox');
  });

  it('names every missing production setting, one line each', () => {
    const missing = missingForProduction({});
    for (const name of ['DATABASE_URL', 'STOREFRONT_URL', 'SMS_MODE', 'PAYMENTS_MODE']) {
      expect(missing.filter((line) => line.startsWith(`${name} is not set`)), name).toHaveLength(1);
    }
    expect(missingForProduction({ NODE_ENV: 'development' })).toEqual([]);
  });
});

describe('an API with no mode set', () => {
  let api: TestApi;
  let production: FastifyInstance;
  beforeAll(async () => {
    api = await startTestApi();
    production = await buildApp({ db: api.handle.db, config: configFromEnv({ STOREFRONT_URL: 'https://shop.example.uz' }), databaseKind: api.handle.kind });
  });
  afterAll(async () => {
    await production?.close();
    await api?.close();
  });

  it('has no development routes: the SMS outbox, the simulated provider pages and the card provider are not there', async () => {
    const devRoutes = [
      { method: 'GET', url: '/dev/sms-outbox' }, { method: 'GET', url: '/dev/pay/:paymentId' },
      { method: 'POST', url: '/dev/pay/:paymentId' }, { method: 'POST', url: '/dev/payme-subscribe' },
    ] as const;
    for (const route of devRoutes) {
      expect(production.hasRoute(route), route.url).toBe(false);
      // The same routes exist in the test mode, so their absence is the mode's doing.
      expect(api.app.hasRoute(route), route.url).toBe(true);
    }
    expect((await production.inject({ method: 'GET', url: '/dev/sms-outbox?phone=998901234567' })).statusCode).toBe(404);
  });

  it('does not let a *.localhost page call it', async () => {
    const origin = 'http://demo.localhost:3000';
    const preflight = (app: FastifyInstance) => app.inject({
      method: 'OPTIONS', url: '/users/v1/merchants/sub/demo', headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect((await preflight(api.app)).headers['access-control-allow-origin']).toBe(origin);
    expect((await preflight(production)).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the start', () => {
  it('refuses with no mode and no settings, naming each missing one on its own line', () => {
    const { code, stderr } = start(bareEnv());
    expect(code).toBe(1);
    const refusals = stderr.split('\n').filter((line) => line.startsWith('Refusing to start: '));
    for (const name of ['DATABASE_URL', 'STOREFRONT_URL', 'SMS_MODE', 'PAYMENTS_MODE']) {
      expect(refusals.some((line) => line.startsWith(`Refusing to start: ${name} is not set`)), `${name}\n${stderr}`).toBe(true);
    }
  });

  it('names a bad value beside the missing ones', () => {
    const { code, stderr } = start(bareEnv({ PAYMENTS_MODE: 'simulated', STOREFRONT_URL: 'https://shop.example.uz', SMS_MODE: 'live' }));
    expect(code).toBe(1);
    expect(stderr).toMatch(/Refusing to start: DATABASE_URL is not set/);
    expect(stderr).toMatch(/Refusing to start: PAYMENTS_MODE=simulated needs the development routes/);
    expect(stderr).not.toMatch(/STOREFRONT_URL is not set|SMS_MODE is not set/);
  });
});
