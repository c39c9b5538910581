import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LoginResponse, MESSAGES, User } from '@storefront/contracts';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { DEFAULT_SMS_TEMPLATE, LOGIN_CODE_TTL_MS, loginSmsText } from '../src/domains/login/codes';
import { startTestApi, type TestApi } from './helpers/api';
import { latestCode as readLatestCode, outbox as readOutbox } from './helpers/sms';

let api: TestApi;
let app: FastifyInstance;
/** The login service's clock: tests move it instead of sleeping. */
let clock = Date.now();
const now = () => new Date(clock);
const advance = (ms: number) => { clock += ms; };

const build = (env: Record<string, string> = {}) =>
  buildApp({ db: api.handle.db, config: configFromEnv({ NODE_ENV: 'test', ABUSE_LIMITS: 'off', ...env }), databaseKind: api.handle.kind, now });

beforeAll(async () => {
  api = await startTestApi();
  app = await build();
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

let phoneSeq = 1_000_000;
const newPhone = () => `99890${phoneSeq++}`;
let ipSeq = 1;
/** Every test asks from its own address, so the per-IP limit of one never touches another. */
const newIp = () => `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
const headers = (sub = 'demo', token?: string) => ({
  merchant: String(api.merchantId(sub)),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

const send = (phone: string, ip: string, sub = 'demo', on = app) =>
  on.inject({ method: 'POST', url: '/users/v1/users/login', headers: headers(sub), payload: { phone }, remoteAddress: ip });
const verify = (phone: string, code: string, sub = 'demo', on = app) =>
  on.inject({ method: 'POST', url: '/users/v1/users/login/verify', headers: headers(sub), payload: { phone, code } });

async function outbox(phone: string, on = app) {
  return readOutbox(on, phone);
}
const latestCode = (phone: string) => readLatestCode(app, phone);
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function expectWrongCode(res: { statusCode: number; json(): any }) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('WRONG_CODE');
  expect(body.description).toMatch(/[А-Яа-я]/);
  expect(body.details).toEqual({ message: MESSAGES.wrongCode });
}

describe('phone-code login', () => {
  it('sends a code through the outbox and answers a working token for it', async () => {
    const phone = newPhone();
    const sent = await send(phone, newIp());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ phone, expiresIn: 300, resendIn: 60 });

    const [message] = await outbox(phone);
    // The seeded merchant's smsContent is the template: its name and the code.
    expect(message).toMatchObject({ merchantId: api.merchantId('demo'), phone, gateway: 'ESKIZ' });
    expect(message.text).toMatch(/^Lamenu Demo: tasdiqlash kodi \d{6}$/);
    const code = await latestCode(phone);

    const res = await verify(phone, code);
    expect(res.statusCode).toBe(200);
    const body = LoginResponse.parse(res.json());
    expect(body.user).toMatchObject({ phone, merchantId: api.merchantId('demo'), isActive: true, role: 'CUSTOMER' });
    expect(body.isPhoneVerificationRequired).toBe(false);
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);

    const me = await app.inject({ method: 'GET', url: '/users/v1/users/me', headers: headers('demo', body.token) });
    expect(me.statusCode).toBe(200);
    expect(User.parse(me.json())).toMatchObject({ id: body.user.id, phone });

    // Only a salted HMAC of the code is stored.
    const rows = await api.handle.db.selectFrom('loginCodes').selectAll().where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain(code);
    expect(rows[0].usedAt).not.toBeNull();
  });

  it('creates the customer on the first login only, one per merchant', async () => {
    const phone = newPhone();
    const ip = newIp();
    await send(phone, ip);
    const first = (await verify(phone, await latestCode(phone))).json();
    advance(61_000);
    await send(phone, ip);
    const second = (await verify(phone, await latestCode(phone))).json();
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
    const users = await api.handle.db.selectFrom('users').select('id').where('phone', '=', phone).execute();
    expect(users).toHaveLength(1);

    // The same number at another merchant is another customer; the code of one does not open the other.
    advance(61_000);
    await send(phone, ip, 'mim');
    const mimCode = await latestCode(phone);
    expectWrongCode(await verify(phone, mimCode, 'demo'));
    const atMim = await verify(phone, mimCode, 'mim');
    expect(atMim.statusCode).toBe(200);
    expect(atMim.json().user.id).not.toBe(first.user.id);
    expect(atMim.json().user.merchantId).toBe(api.merchantId('mim'));
  });

  it('uses a code once', async () => {
    const phone = newPhone();
    await send(phone, newIp());
    const code = await latestCode(phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    expectWrongCode(await verify(phone, code));
  });

  it('kills a code after five wrong tries: the right code then fails too', async () => {
    const phone = newPhone();
    await send(phone, newIp());
    const code = await latestCode(phone);
    for (let i = 0; i < 5; i++) expectWrongCode(await verify(phone, wrongOf(code)));
    expectWrongCode(await verify(phone, code));
    const row = await api.handle.db.selectFrom('loginCodes').select(['attempts', 'usedAt']).where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 5, usedAt: null });
  });

  it('takes the right code after four wrong tries', async () => {
    const phone = newPhone();
    await send(phone, newIp());
    const code = await latestCode(phone);
    for (let i = 0; i < 4; i++) expectWrongCode(await verify(phone, wrongOf(code)));
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it('counts concurrent wrong tries too: ten at once leave the code dead', async () => {
    const phone = newPhone();
    await send(phone, newIp());
    const code = await latestCode(phone);
    const results = await Promise.all(Array.from({ length: 10 }, () => verify(phone, wrongOf(code))));
    for (const res of results) expectWrongCode(res);
    expectWrongCode(await verify(phone, code));
  });

  it('refuses an expired code (valid for 5 minutes)', async () => {
    const fresh = newPhone();
    await send(fresh, newIp());
    advance(LOGIN_CODE_TTL_MS - 1000);
    expect((await verify(fresh, await latestCode(fresh))).statusCode).toBe(200);

    const stale = newPhone();
    await send(stale, newIp());
    advance(LOGIN_CODE_TTL_MS);
    expectWrongCode(await verify(stale, await latestCode(stale)));
  });

  it('refuses a code never sent, and a malformed phone or code', async () => {
    expectWrongCode(await verify(newPhone(), '123456'));
    const badPhone = await send('+998901234567', newIp());
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().code).toBe('VALIDATION_ERROR');
    expect((await verify(newPhone(), '12345')).json().code).toBe('VALIDATION_ERROR');
    const noMerchant = await app.inject({ method: 'POST', url: '/users/v1/users/login', payload: { phone: newPhone() } });
    expect(noMerchant.json().code).toBe('MERCHANT_REQUIRED');
  });

  it('keeps only the latest code of a phone alive', async () => {
    const phone = newPhone();
    const ip = newIp();
    await send(phone, ip);
    const first = await latestCode(phone);
    advance(61_000);
    await send(phone, ip);
    const second = await latestCode(phone);
    if (first !== second) expectWrongCode(await verify(phone, first));
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('refuses a deactivated customer', async () => {
    const phone = newPhone();
    const ip = newIp();
    await send(phone, ip);
    const { user } = (await verify(phone, await latestCode(phone))).json();
    await api.handle.db.updateTable('users').set({ isActive: false }).where('id', '=', user.id).execute();
    advance(61_000);
    await send(phone, ip);
    const res = await verify(phone, await latestCode(phone));
    expect(res.statusCode).toBe(403);
  });
});

describe('send limits', () => {
  it('waits 60 s between sends to one phone, with Retry-After', async () => {
    const phone = newPhone();
    const ip = newIp();
    expect((await send(phone, ip)).statusCode).toBe(200);
    const again = await send(phone, ip);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    expect(again.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 60, reason: 'COOLDOWN' } });
    expect(again.json().description).toMatch(/[А-Яа-я]/);
    advance(30_000);
    expect((await send(phone, newIp())).headers['retry-after']).toBe('30');
    advance(30_000);
    expect((await send(phone, ip)).statusCode).toBe(200);
    expect(await outbox(phone)).toHaveLength(2);
  });

  it("lets a stranger spend no more than their own address's five sends: the owner still gets a code", async () => {
    const phone = newPhone();
    const stranger = newIp();
    for (let i = 0; i < 5; i++) {
      // Across merchants too: the limit belongs to the phone and the asking address.
      expect((await send(phone, stranger, i % 2 ? 'mim' : 'demo')).statusCode, `send ${i + 1}`).toBe(200);
      advance(61_000);
    }
    const sixth = await send(phone, stranger);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().details.reason).toBe('PHONE_ADDRESS_LIMIT');
    expect(sixth.json().description).toMatch(/с вашего адреса/);
    // The owner, from their own address, is not locked out.
    const owner = await send(phone, newIp());
    expect(owner.statusCode, owner.body).toBe(200);
    expect(await outbox(phone)).toHaveLength(6);
  });

  it('slows sends to one phone from many addresses, doubling up to 15 min, and never locks it for an hour', async () => {
    const phone = newPhone();
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      expect((await send(phone, newIp())).statusCode, `send ${i + 1}`).toBe(200);
      const refused = await send(phone, newIp());
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      advance(wait * 1000);
    }
    expect(waits).toEqual([60, 60, 60, 60, 60, 120, 240, 480, 900, 900]);
    expect(await outbox(phone)).toHaveLength(10);
  });

  it('limits sends per IP address (LOGIN_CODES_PER_IP_PER_HOUR, default 20)', async () => {
    expect(configFromEnv({}).login.codesPerIpPerHour).toBe(20);
    const strict = await build({ LOGIN_CODES_PER_IP_PER_HOUR: '3' });
    try {
      const ip = newIp();
      for (let i = 0; i < 3; i++) expect((await send(newPhone(), ip, 'demo', strict)).statusCode).toBe(200);
      const fourth = await send(newPhone(), ip, 'demo', strict);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().details.reason).toBe('IP_LIMIT');
      expect(Number(fourth.headers['retry-after'])).toBe(3600);
      expect((await send(newPhone(), newIp(), 'demo', strict)).statusCode).toBe(200);
      advance(3600_000);
      expect((await send(newPhone(), ip, 'demo', strict)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('holds across a restart: a new instance on the same database sees the sends', async () => {
    const phone = newPhone();
    expect((await send(phone, newIp())).statusCode).toBe(200);
    const restarted = await build();
    try {
      const res = await send(phone, newIp(), 'demo', restarted);
      expect(res.statusCode).toBe(429);
      expect(res.json().details.reason).toBe('COOLDOWN');
    } finally {
      await restarted.close();
    }
  });

  it('lets exactly one of concurrent sends to one phone through', async () => {
    const phone = newPhone();
    const results = await Promise.all(Array.from({ length: 5 }, () => send(phone, newIp())));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await outbox(phone)).toHaveLength(1);
  });
});

describe('development outbox', () => {
  it('lists the latest first and checks the phone', async () => {
    const phone = newPhone();
    const ip = newIp();
    await send(phone, ip);
    advance(61_000);
    await send(phone, ip);
    const messages = await outbox(phone);
    expect(messages).toHaveLength(2);
    expect(messages[0].id).toBeGreaterThan(messages[1].id);
    expect((await app.inject({ method: 'GET', url: '/dev/sms-outbox?phone=123' })).statusCode).toBe(400);
  });

  it('does not exist with NODE_ENV=production', async () => {
    const production = await buildApp({ db: api.handle.db, config: configFromEnv({ NODE_ENV: 'production' }), databaseKind: api.handle.kind, now });
    try {
      const res = await production.inject({ method: 'GET', url: `/dev/sms-outbox?phone=${newPhone()}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await production.close();
    }
  });
});

describe('login SMS text', () => {
  it("fills the merchant's smsContent, or the Uzbek/Russian default with the merchant's name", () => {
    expect(loginSmsText('{name}: kod {code}', 'Mim Kafe', '012345')).toBe('Mim Kafe: kod 012345');
    expect(loginSmsText(null, 'Mim Kafe', '012345')).toBe('Mim Kafe: kirish kodi 012345. Код для входа: 012345');
    expect(loginSmsText('no placeholder', 'Mim Kafe', '012345')).toBe(loginSmsText(DEFAULT_SMS_TEMPLATE, 'Mim Kafe', '012345'));
    expect(loginSmsText(`{code}${'x'.repeat(700)}`, 'Mim', '111111')).toBe('Mim: kirish kodi 111111. Код для входа: 111111');
  });
});
