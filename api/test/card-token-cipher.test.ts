import { createHash, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { configFromEnv, missingForProduction } from '../src/config';
import type { DatabaseHandle } from '../src/db/connect';
import { CardTokenCipher, CardTokenUnreadable, cardTokenKeysFromEnv, parseCardTokenKeys } from '../src/domains/payments/cards/token-cipher';
import { sealStoredCardTokens } from '../src/domains/payments/cards/repository';
import { startCardUpkeep } from '../src/domains/payments/cards/upkeep';
import { openTestDatabase } from './helpers/db';
import { startFakePayme, type FakePayme } from './helpers/fake-payme-subscribe';
import { telegramLogin } from './helpers/telegram';
import { demoDeliveryCase } from './helpers/orders';
import { HOURS_NOW } from './helpers/api';

/**
 * Saved cards' Payme tokens at rest: sealed with AES-256-GCM under CARD_TOKEN_KEYS, the key id
 * kept with each token so keys rotate, never in plain text in the database, an answer or a log.
 */

const K1 = randomBytes(32).toString('base64');
const K2 = randomBytes(32).toString('base64');
const K3 = randomBytes(32).toString('base64');
const TOKEN = `${randomBytes(12).toString('hex')}_${randomBytes(48).toString('base64url')}`;

describe('the card token cipher (AES-256-GCM)', () => {
  it('seals a token as <key id>:<iv>:<ciphertext>:<tag> and opens it back; two seals of one token differ', () => {
    const cipher = parseCardTokenKeys(`k1:${K1}`);
    const sealed = cipher.seal(TOKEN);
    expect(sealed).toMatch(/^k1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]{22}$/);
    expect(sealed).not.toContain(TOKEN);
    expect(cipher.open(sealed)).toBe(TOKEN);
    expect(cipher.seal(TOKEN)).not.toBe(sealed);
    expect(CardTokenCipher.keyIdOf(sealed)).toBe('k1');
  });

  it('a token sealed under k1 opens after rotating to "k2,k1", and new seals use k2', () => {
    const before = parseCardTokenKeys(`k1:${K1}`).seal(TOKEN);
    const rotated = parseCardTokenKeys(`k2:${K2}, k1:${K1}`);
    expect(rotated.currentKeyId).toBe('k2');
    expect(rotated.open(before)).toBe(TOKEN);
    const after = rotated.seal(TOKEN);
    expect(after.startsWith('k2:')).toBe(true);
    expect(parseCardTokenKeys(`k2:${K2}`).open(after)).toBe(TOKEN);
    // Without k1, what k1 sealed cannot be read.
    expect(() => parseCardTokenKeys(`k2:${K2}`).open(before)).toThrow(CardTokenUnreadable);
  });

  it('refuses a tampered ciphertext, tag, iv or key id, and a value that is not sealed', () => {
    const cipher = parseCardTokenKeys(`k1:${K1},k2:${K2}`);
    const sealed = cipher.seal(TOKEN);
    const [id, iv, ciphertext, tag] = sealed.split(':');
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] ^= 1;
      return bytes.toString('base64url');
    };
    for (const tampered of [
      [id, iv, flip(ciphertext), tag], [id, iv, ciphertext, flip(tag)], [id, flip(iv), ciphertext, tag],
      ['k2', iv, ciphertext, tag], [id, iv, ciphertext, tag.slice(0, 8)], [id, iv, ciphertext],
    ]) {
      expect(() => cipher.open(tampered.join(':')), tampered.join(':')).toThrow(CardTokenUnreadable);
    }
    expect(() => cipher.open(TOKEN)).toThrow(CardTokenUnreadable);
    expect(() => cipher.open(`k9:${iv}:${ciphertext}:${tag}`)).toThrow(/key "k9", which CARD_TOKEN_KEYS does not hold/);
  });

  it('refuses a malformed CARD_TOKEN_KEYS with a clear error that never repeats a key', () => {
    const short = randomBytes(16).toString('base64');
    for (const [raw, message] of [
      [K1, /has no "<key id>:"/],
      [`k1:${short}`, /key "k1" is not base64 of exactly 32 bytes/],
      [`k1:${K1}!`, /key "k1" is not base64/],
      [`k1:${K1},k1:${K2}`, /key id "k1" is given twice/],
      [`k 1:${K1}`, /entry 1 has a key id other than/],
      [`k1:${K1},`, /entry 2 has no/],
    ] as const) {
      let error: Error | undefined;
      try {
        parseCardTokenKeys(raw);
      } catch (thrown) {
        error = thrown as Error;
      }
      expect(error?.message, raw).toMatch(message);
      expect(error?.message).toMatch(/^CARD_TOKEN_KEYS must be/);
      for (const key of [K1, K2, short]) expect(error?.message).not.toContain(key);
    }
    expect(() => configFromEnv({ NODE_ENV: 'test', CARD_TOKEN_KEYS: `k1:${short}` })).toThrow(/CARD_TOKEN_KEYS/);
  });

  it('keeps its keys out of a printed config', () => {
    const config = configFromEnv({ NODE_ENV: 'test', CARD_TOKEN_KEYS: `k1:${K1}` });
    expect(JSON.stringify(config)).not.toContain(K1);
    expect(JSON.stringify(config)).not.toContain(Buffer.from(K1, 'base64').toString('hex'));
  });
});

describe('CARD_TOKEN_KEYS in the configuration', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x@db/x', STOREFRONT_URL: 'https://shop.example', SMS_MODE: 'live', PAYMENTS_MODE: 'live' };

  it('outside production an unset CARD_TOKEN_KEYS is a fixed development key', () => {
    const one = configFromEnv({ NODE_ENV: 'test' }).cardTokenKeys!;
    const other = configFromEnv({ NODE_ENV: 'development' }).cardTokenKeys!;
    expect(one.currentKeyId).toBe('dev');
    expect(other.open(one.seal(TOKEN))).toBe(TOKEN);
    expect(missingForProduction({ NODE_ENV: 'test' })).toEqual([]);
  });

  it('production without CARD_TOKEN_KEYS refuses to start, with one line for it', () => {
    const missing = missingForProduction(production);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/^CARD_TOKEN_KEYS is not set/);
    expect(missingForProduction({ ...production, CARD_TOKEN_KEYS: `k1:${K1}` })).toEqual([]);
    // configFromEnv itself answers no keys, and no development key, in production.
    expect(configFromEnv(production).cardTokenKeys).toBeNull();
    expect(configFromEnv({ ...production, CARD_TOKEN_KEYS: `k1:${K1}` }).cardTokenKeys?.currentKeyId).toBe('k1');
  });

  it('production refuses the public development key, by id or by value', () => {
    const developmentKey = configFromEnv({ NODE_ENV: 'test' }).cardTokenKeys!;
    const sealed = developmentKey.seal(TOKEN);
    expect(() => configFromEnv({ ...production, CARD_TOKEN_KEYS: `dev:${K1}` })).toThrow(/development key/);
    // The same bytes under another id: found by trying them on what the development key sealed.
    const developmentBytes = findDevelopmentKey(sealed);
    expect(() => configFromEnv({ ...production, CARD_TOKEN_KEYS: `k1:${K1},k0:${developmentBytes}` })).toThrow(/development key/);
    expect(cardTokenKeysFromEnv(`dev:${K1}`, false)?.currentKeyId).toBe('dev');
  });
});

/** The development key's bytes, as the source publishes them (card-token-cipher.ts). */
function findDevelopmentKey(sealed: string): string {
  const key = createHash('sha256').update('lamenu-storefront: development card token key, public').digest().toString('base64');
  expect(parseCardTokenKeys(`dev:${key}`).open(sealed)).toBe(TOKEN);
  return key;
}

describe('saved cards at rest', () => {
  let handle: DatabaseHandle;
  let fake: FakePayme;
  const apps: FastifyInstance[] = [];
  const logLines: string[] = [];
  let demoId: number;
  let alice: { token: string };
  let branchId: number;
  let productId: number;

  /** An API on the shared database and fake Payme, with these keys. */
  async function apiWith(keys: string): Promise<FastifyInstance> {
    const stream = new Writable({ write(chunk, _encoding, done) { logLines.push(chunk.toString()); done(); } });
    const app = await buildApp({ hoursNow: () => HOURS_NOW,
      db: handle.db, databaseKind: handle.kind, logging: { level: 'info', stream },
      config: configFromEnv({ NODE_ENV: 'test', ABUSE_LIMITS: 'off', CARD_PROVIDER_URL: fake.url, CARD_TOKEN_KEYS: keys }),
    });
    apps.push(app);
    return app;
  }
  const ours = () => ({ merchant: String(demoId), authorization: `Bearer ${alice.token}` });
  const addCard = (app: FastifyInstance, token: string) => app.inject({ method: 'POST', url: '/payments/v1/cards', headers: ours(), payload: { token } });
  const payWith = (app: FastifyInstance, cardId: number) => app.inject({
    method: 'POST', url: '/orders/v1/orders', headers: ours(),
    payload: {
      serviceType: 'PICK_UP', paymentType: 'PAYME', cardId, branch: { id: branchId },
      cartItems: [{ product: { id: productId, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }],
    },
  });
  const row = (id: number) => handle.db.selectFrom('savedCards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    handle = await openTestDatabase({ seeded: true });
    fake = await startFakePayme();
    const app = await apiWith(`k1:${K1}`);
    demoId = (await handle.db.selectFrom('merchants').select('id').where('sub', '=', 'demo').executeTakeFirstOrThrow()).id;
    alice = await telegramLogin({ app, handle, merchantId: () => demoId, close: async () => {} }, 'demo', { id: 7_410_000_001, first_name: 'Alice' });
    ({ branchId, productId } = await demoDeliveryCase(handle.db, demoId));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fake?.close();
    await handle?.close();
  });

  it('the database holds no plain token after a card is saved, and no answer or log line carries it', async () => {
    const app = apps[0];
    const token = fake.issueCard();
    const res = await addCard(app, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(token);
    const saved = await row(res.json().id);
    expect(saved.token).not.toBe(token);
    expect(saved.token.startsWith('k1:')).toBe(true);
    expect(saved).toMatchObject({ tokenKeyId: 'k1', tokenHash: createHash('sha256').update(token).digest('hex') });
    // Every column of the row, read as text by the database itself.
    const columns = await sql<{ v: string }>`SELECT row_to_json(saved_cards)::text AS v FROM saved_cards WHERE id = ${saved.id}`.execute(handle.db);
    expect(columns.rows[0].v).not.toContain(token);
    expect((await app.inject({ method: 'GET', url: '/payments/v1/cards', headers: ours() })).body).not.toContain(token);
    // The same token again keeps its one row, though sealing it again gives another value.
    const again = await addCard(app, token);
    expect(again.json().id).toBe(saved.id);
    expect(await handle.db.selectFrom('savedCards').select('id').where('tokenHash', '=', saved.tokenHash).execute()).toHaveLength(1);
    // Paying with it gives Payme the token itself.
    const order = await payWith(app, saved.id);
    expect(order.json()).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });
    expect(fake.callsOf('receipts.pay').at(-1)?.params.token).toBe(token);
    expect(logLines.join('\n')).not.toContain(token);
  });

  it('a card saved under key k1 still charges after rotating to "k2,k1", and the start re-seals it under k2', async () => {
    const token = fake.issueCard('986001******8903');
    const card = (await addCard(apps[0], token)).json();
    expect((await row(card.id)).tokenKeyId).toBe('k1');

    const rotated = await apiWith(`k2:${K2},k1:${K1}`);
    const order = await payWith(rotated, card.id);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json()).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });
    expect(fake.callsOf('receipts.pay').at(-1)?.params.token).toBe(token);

    const counts = await sealStoredCardTokens(handle.db, parseCardTokenKeys(`k2:${K2},k1:${K1}`));
    expect(counts.resealed).toBeGreaterThanOrEqual(1);
    const resealed = await row(card.id);
    expect(resealed.tokenKeyId).toBe('k2');
    expect(resealed.token.startsWith('k2:')).toBe(true);
    // k1 can now be dropped.
    const k2Only = await apiWith(`k2:${K2}`);
    expect((await payWith(k2Only, card.id)).json()).toMatchObject({ isPaid: true });
    expect(fake.callsOf('receipts.pay').at(-1)?.params.token).toBe(token);
  });

  it('a card whose key is gone is not charged: the order keeps CARD_NOT_FOUND and the operator a log line', async () => {
    const card = (await addCard(apps[0], fake.issueCard('561401******8900'))).json();
    const stranger = await apiWith(`k3:${K3}`);
    const creates = fake.callsOf('receipts.create').length;
    const res = await payWith(stranger, card.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isPaid: false, paymentStatus: 'CANCELLED', paymentRefusal: 'CARD_NOT_FOUND' });
    expect(fake.callsOf('receipts.create')).toHaveLength(creates);
    expect(logLines.join('\n')).toContain('a saved card token cannot be opened');
    // The stored value was not touched by a process that cannot read it.
    expect((await sealStoredCardTokens(handle.db, parseCardTokenKeys(`k3:${K3}`))).unreadable).toBeGreaterThanOrEqual(1);
    expect((await row(card.id)).tokenKeyId).toBe('k1');
  });

  it('removing a card gives Payme the token itself to forget', async () => {
    const token = fake.issueCard('860006******0001');
    const card = (await addCard(apps[0], token)).json();
    const res = await apps[0].inject({ method: 'DELETE', url: `/payments/v1/cards/${card.id}`, headers: ours() });
    expect(res.statusCode).toBe(200);
    expect(fake.callsOf('cards.remove').at(-1)?.params.token).toBe(token);
  });

  it('rows stored plain before migration 021 are sealed when the API starts, and still charge', async () => {
    const token = fake.issueCard('860006******0002');
    const plain = await handle.db.insertInto('savedCards').values({
      merchantId: demoId, userId: (await handle.db.selectFrom('users').select('id').where('telegramId', '=', 7_410_000_001).executeTakeFirstOrThrow()).id,
      token, tokenKeyId: null, tokenHash: createHash('sha256').update(token).digest('hex'), number: '860006******0002', expire: '03/99', type: 'UZCARD',
    }).returning('id').executeTakeFirstOrThrow();
    const config = configFromEnv({ NODE_ENV: 'test', CARD_PROVIDER_URL: fake.url, CARD_TOKEN_KEYS: `k2:${K2},k1:${K1}` });
    const upkeep = startCardUpkeep(handle.db, config, apps[0].log, apps[0]);
    try {
      for (let tries = 0; tries < 100 && (await row(plain.id)).tokenKeyId === null; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      upkeep.stop();
    }
    const sealed = await row(plain.id);
    expect(sealed.tokenKeyId).toBe('k2');
    expect(sealed.token).not.toContain(token);
    const plainLeft = await handle.db.selectFrom('savedCards').select('id').where((eb) => eb.or([eb('tokenKeyId', 'is', null), eb('token', '=', token)])).execute();
    expect(plainLeft).toEqual([]);
    expect((await payWith(apps[0], plain.id)).json()).toMatchObject({ isPaid: false, paymentRefusal: 'CARD_NOT_FOUND' });
    const k2 = await apiWith(`k2:${K2}`);
    expect((await payWith(k2, plain.id)).json()).toMatchObject({ isPaid: true });
    expect(fake.callsOf('receipts.pay').at(-1)?.params.token).toBe(token);
  });
});
