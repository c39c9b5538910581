import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { prepareDatabase } from '../src/seed/startup';
import { DEV_PAYMENT_CREDENTIALS, demoPaymentCredentials } from '../src/seed/payments';
import type { DatabaseHandle } from '../src/db/connect';
import { openTestDatabase } from './helpers/db';

const production = { production: true };
const handles: DatabaseHandle[] = [];
async function emptyDatabase() {
  const handle = await openTestDatabase();
  handles.push(handle);
  return handle;
}
afterAll(async () => { for (const handle of handles) await handle.close(); });

describe('seeding in production', () => {
  it('seeds nothing into an empty production database unless the operator asks', async () => {
    const { db } = await emptyDatabase();
    const log: string[] = [];
    await prepareDatabase(db, production, {}, (line) => log.push(line));
    expect(await db.selectFrom('merchants').select('id').execute()).toEqual([]);
    expect(log.join('\n')).toMatch(/nothing was seeded/);
  });

  it('with SEED_DEMO=1 seeds the demo merchants without any of their published credentials', async () => {
    const { db } = await emptyDatabase();
    await prepareDatabase(db, production, { SEED_DEMO: '1' }, () => {});
    const merchants = await db.selectFrom('merchants').select(['sub', 'botToken']).execute();
    expect(merchants.map((m) => m.sub).sort()).toEqual(['demo', 'mim', 'oqshom']);
    expect(merchants.every((m) => m.botToken === null)).toBe(true);
    expect(await db.selectFrom('paymentProviders').select('id').execute()).toEqual([]);
  });
});

describe('a database seeded by an older version, started in production', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await emptyDatabase();
    await prepareDatabase(handle.db, { production: false }, {}, () => {});
  });

  /** Click's prepare callback for an order that does not exist, signed with the published demo secret. */
  async function forgedClickPrepare() {
    const app = await buildApp({ db: handle.db, config: configFromEnv({ NODE_ENV: 'test', PAYMENTS_MODE: 'live' }), databaseKind: handle.kind });
    const { service_id: serviceId, secret_key: secret } = DEV_PAYMENT_CREDENTIALS.demo.CLICK;
    const fields = { click_trans_id: '77', service_id: serviceId, merchant_trans_id: '999999', amount: '1000.00', action: '0', sign_time: '2026-01-01 10:00:00' };
    const sign = createHash('md5').update(fields.click_trans_id + fields.service_id + secret + fields.merchant_trans_id + fields.amount + fields.action + fields.sign_time).digest('hex');
    const res = await app.inject({
      method: 'POST', url: '/payments/v1/click/prepare', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, click_paydoc_id: '1', error: '0', error_note: 'Success', sign_string: sign }).toString(),
    });
    await app.close();
    return res.json().error as number;
  }

  it('switches off the published payment secrets and bot tokens, so a forged callback is no longer believed', async () => {
    // Before: the published secret passes the signature check (the order is merely unknown).
    expect(await forgedClickPrepare()).toBe(-5);
    const log: string[] = [];
    await prepareDatabase(handle.db, production, {}, (line) => log.push(line));
    expect(await forgedClickPrepare()).toBe(-8);
    const active = await handle.db.selectFrom('paymentProviders').select('id').where('isActive', '=', true).execute();
    expect(active).toEqual([]);
    const bots = await handle.db.selectFrom('merchants').select('botToken').where('botToken', 'is not', null).execute();
    expect(bots).toEqual([]);
    expect(log.filter((line) => line.startsWith('WARNING')).length).toBeGreaterThanOrEqual(6 + 3);
  });
});

describe('payment secrets from the environment', () => {
  it("an operator's SEED_PAYME_KEY_<SUB> replaces the published key; without it production seeds no provider", () => {
    const given = demoPaymentCredentials('demo', false, { SEED_PAYME_KEY_DEMO: 'operator-secret' });
    expect(given).toEqual({ PAYME: { ...DEV_PAYMENT_CREDENTIALS.demo.PAYME, key: 'operator-secret' } });
    expect(demoPaymentCredentials('mim', false, {})).toEqual({});
    const development = demoPaymentCredentials('mim', true, { SEED_CLICK_SECRET_KEY_MIM: 'click-secret' });
    expect(development.CLICK).toEqual({ ...DEV_PAYMENT_CREDENTIALS.mim.CLICK, secret_key: 'click-secret' });
    expect(development.UZUM).toEqual(DEV_PAYMENT_CREDENTIALS.mim.UZUM);
  });
});
