import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, ESKIZ_BASE_URL, PLAY_MOBILE_URL } from '../src/config';
import { buildApp } from '../src/app';
import {
  EskizGateway, OutboxGateway, PlayMobileGateway, SmsGateways, SmsNotConfiguredError, SmsSendError,
} from '../src/sms';
import { startTestApi, type TestApi } from './helpers/api';
import { formFields, startFakeServer, type FakeServer, type RecordedRequest } from './helpers/fake-http';

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/**
 * Eskiz as providers.md documents it: login by form email/password → data.token; send with that
 * Bearer token and form mobile_phone (998…, no plus), message, from. `validTokens` are accepted.
 */
function eskizProvider(options: { email: string; password: string; validTokens: Set<string>; issue: () => string }) {
  return (req: RecordedRequest) => {
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = formFields(req.body);
    if (req.path === '/api/auth/login') {
      expect(Object.keys(form).sort()).toEqual(['email', 'password']);
      if (form.email !== options.email || form.password !== options.password) return { status: 401, body: { message: 'Invalid credentials' } };
      const token = options.issue();
      options.validTokens.add(token);
      return { status: 200, body: { message: 'token_generated', data: { token }, token_type: 'bearer' } };
    }
    if (req.path === '/api/message/sms/send') {
      const token = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
      if (!token || !options.validTokens.has(token)) return { status: 401, body: { status: 'token-invalid', message: 'Unauthenticated' } };
      expect(Object.keys(form).sort()).toEqual(['from', 'message', 'mobile_phone']);
      expect(form.mobile_phone).toMatch(/^998\d{9}$/);
      return { status: 200, body: { id: 'c1a2b3', message: 'Waiting for SMS provider', status: 'waiting' } };
    }
    return { status: 404, body: { message: 'not found' } };
  };
}

describe('Eskiz client', () => {
  it('logs in with form email/password, then sends with the Bearer token as form fields; the token is reused', async () => {
    let n = 0;
    const validTokens = new Set<string>();
    fake = await startFakeServer(eskizProvider({ email: 'shop@example.uz', password: 's3cret', validTokens, issue: () => `tok-${++n}` }));
    const eskiz = new EskizGateway({ baseUrl: `${fake.url}/api`, email: 'shop@example.uz', password: 's3cret', from: '4546' });

    expect(await eskiz.send('998901234567', "Mim Kafe: tasdiqlash kodi 123456")).toEqual({ providerId: 'c1a2b3' });
    await eskiz.send('+998907654321', 'second');
    expect(fake.requests.map((r) => r.path)).toEqual(['/api/auth/login', '/api/message/sms/send', '/api/message/sms/send']);
    expect(formFields(fake.requests[0].body)).toEqual({ email: 'shop@example.uz', password: 's3cret' });
    expect(fake.requests[1].headers.authorization).toBe('Bearer tok-1');
    expect(formFields(fake.requests[1].body)).toEqual({ mobile_phone: '998901234567', message: 'Mim Kafe: tasdiqlash kodi 123456', from: '4546' });
    // A leading plus never reaches Eskiz.
    expect(formFields(fake.requests[2].body).mobile_phone).toBe('998907654321');
    expect(fake.requests[2].headers.authorization).toBe('Bearer tok-1');
  });

  it('logs in again when a send answers 401, and repeats the send with the new token', async () => {
    let n = 0;
    const validTokens = new Set<string>();
    fake = await startFakeServer(eskizProvider({ email: 'e', password: 'p', validTokens, issue: () => `tok-${++n}` }));
    const eskiz = new EskizGateway({ baseUrl: `${fake.url}/api`, email: 'e', password: 'p', from: '4546' });
    await eskiz.send('998901234567', 'one');
    validTokens.clear(); // Eskiz expired the token.
    await eskiz.send('998901234567', 'two');
    expect(fake.requests.map((r) => `${r.path} ${r.headers.authorization ?? ''}`.trim())).toEqual([
      '/api/auth/login', '/api/message/sms/send Bearer tok-1',
      '/api/message/sms/send Bearer tok-1', '/api/auth/login', '/api/message/sms/send Bearer tok-2',
    ]);
    expect(formFields(fake.requests[4].body).message).toBe('two');
  });

  it('fails with SmsSendError on wrong credentials, a refused send or no server', async () => {
    fake = await startFakeServer(eskizProvider({ email: 'e', password: 'p', validTokens: new Set(), issue: () => 't' }));
    const wrong = new EskizGateway({ baseUrl: `${fake.url}/api`, email: 'e', password: 'wrong', from: '4546' });
    await expect(wrong.send('998901234567', 'x')).rejects.toBeInstanceOf(SmsSendError);
    // Still 401 after logging in again: one retry only, then an error.
    const stubborn = await startFakeServer((req) => req.path.endsWith('/auth/login')
      ? { status: 200, body: { data: { token: 'never-good' } } } : { status: 401, body: {} });
    try {
      const eskiz = new EskizGateway({ baseUrl: `${stubborn.url}/api`, email: 'e', password: 'p', from: '4546' });
      await expect(eskiz.send('998901234567', 'x')).rejects.toThrow(/send answered 401/);
      expect(stubborn.requests.map((r) => r.path)).toEqual(['/api/auth/login', '/api/message/sms/send', '/api/auth/login', '/api/message/sms/send']);
    } finally {
      await stubborn.close();
    }
    const nobody = new EskizGateway({ baseUrl: 'http://127.0.0.1:9/api', email: 'e', password: 'p', from: '4546', timeoutMs: 2000 });
    await expect(nobody.send('998901234567', 'x')).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('Play Mobile client', () => {
  it('posts the documented JSON with Basic auth and a unique message-id', async () => {
    fake = await startFakeServer(() => ({ status: 200 }));
    const pm = new PlayMobileGateway({ url: `${fake.url}/broker-api/send`, username: 'mim', password: 'p@ss:1', originator: '3700' });
    await pm.send('998901234567', 'Mim Kafe: tasdiqlash kodi 654321');
    await pm.send('998901234567', 'again');
    const [first, second] = fake.requests;
    expect(first.method).toBe('POST');
    expect(first.path).toBe('/broker-api/send');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const basic = first.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    expect(Buffer.from(basic!, 'base64').toString('utf8')).toBe('mim:p@ss:1');
    const body = JSON.parse(first.body);
    expect(body).toEqual({
      messages: [{
        recipient: '998901234567',
        'message-id': expect.stringMatching(/^[a-z0-9]{1,40}$/),
        sms: { originator: '3700', content: { text: 'Mim Kafe: tasdiqlash kodi 654321' } },
      }],
    });
    expect(JSON.parse(second.body).messages[0]['message-id']).not.toBe(body.messages[0]['message-id']);
  });

  it('fails with SmsSendError on a refusal or a text over 640 characters', async () => {
    fake = await startFakeServer(() => ({ status: 401, body: { error: 'auth' } }));
    const pm = new PlayMobileGateway({ url: `${fake.url}/broker-api/send`, username: 'u', password: 'p', originator: '3700' });
    await expect(pm.send('998901234567', 'x')).rejects.toThrow(/answered 401/);
    await expect(pm.send('998901234567', 'x'.repeat(641))).rejects.toBeInstanceOf(SmsSendError);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('gateway choice', () => {
  let api: TestApi;
  beforeAll(async () => { api = await startTestApi(); });
  afterAll(async () => { await api?.close(); });

  const account = { id: 1, smsGateway: 'ESKIZ' as const, smsUsername: 'u', smsPassword: 'p' };

  it('is the outbox unless SMS_MODE=live, refuses a mode it does not know; production URLs by default', () => {
    const config = configFromEnv({});
    expect(config.sms).toEqual({ mode: 'outbox', eskizBaseUrl: ESKIZ_BASE_URL, eskizFrom: '4546', playMobileUrl: PLAY_MOBILE_URL, playMobileOriginator: '3700' });
    expect(ESKIZ_BASE_URL).toBe('https://notify.eskiz.uz/api');
    expect(PLAY_MOBILE_URL).toBe('https://send.smsxabar.uz/broker-api/send');
    expect(() => configFromEnv({ SMS_MODE: 'LIVE' })).toThrow(/SMS_MODE must be/);
    expect(() => configFromEnv({ ESKIZ_BASE_URL: 'ftp://x' })).toThrow(/ESKIZ_BASE_URL/);
    expect(new SmsGateways(api.handle.db, config.sms).forMerchant(account)).toBeInstanceOf(OutboxGateway);
  });

  it("is the merchant's own Eskiz or Play Mobile account in live mode, kept per credentials", () => {
    const gateways = new SmsGateways(api.handle.db, configFromEnv({ SMS_MODE: 'live' }).sms);
    const eskiz = gateways.forMerchant(account);
    expect(eskiz).toBeInstanceOf(EskizGateway);
    expect(gateways.forMerchant(account)).toBe(eskiz);
    expect(gateways.forMerchant({ ...account, smsPassword: 'new' })).not.toBe(eskiz);
    expect(gateways.forMerchant({ ...account, smsGateway: 'PLAY_MOBILE' })).toBeInstanceOf(PlayMobileGateway);
    expect(() => gateways.forMerchant({ ...account, smsPassword: null })).toThrow(SmsNotConfiguredError);
    expect(() => gateways.forMerchant({ ...account, smsGateway: null })).toThrow(SmsNotConfiguredError);
  });

  it('sends a login code through Eskiz and Play Mobile in live mode, end to end', async () => {
    let n = 0;
    const validTokens = new Set<string>();
    const eskizProvider_ = eskizProvider({ email: 'demo@lamenu.uz', password: 'eskiz-pass', validTokens, issue: () => `tok-${++n}` });
    fake = await startFakeServer((req) => req.path.startsWith('/api/') ? eskizProvider_(req) : { status: 200 });
    const db = api.handle.db;
    await db.updateTable('merchants').set({ smsUsername: 'demo@lamenu.uz', smsPassword: 'eskiz-pass' }).where('sub', '=', 'demo').execute();
    await db.updateTable('merchants').set({ smsUsername: 'mim', smsPassword: 'pm-pass' }).where('sub', '=', 'mim').execute();
    const app = await buildApp({
      db,
      config: configFromEnv({ NODE_ENV: 'test', SMS_MODE: 'live', ESKIZ_BASE_URL: `${fake.url}/api`, PLAY_MOBILE_URL: `${fake.url}/broker-api/send` }),
      databaseKind: api.handle.kind,
    });
    try {
      const login = async (sub: string, phone: string, codeOf: () => string) => {
        const headers = { merchant: String(api.merchantId(sub)) };
        const sent = await app.inject({ method: 'POST', url: '/users/v1/users/login', headers, payload: { phone }, remoteAddress: '10.9.0.1' });
        expect(sent.statusCode, sent.body).toBe(200);
        const res = await app.inject({ method: 'POST', url: '/users/v1/users/login/verify', headers, payload: { phone, code: codeOf() } });
        expect(res.statusCode, res.body).toBe(200);
      };
      await login('demo', '998935550001', () => formFields(fake!.requests.at(-1)!.body).message.match(/\d{6}/)![0]);
      expect(fake.requests.map((r) => r.path)).toEqual(['/api/auth/login', '/api/message/sms/send']);
      await login('mim', '998935550002', () => JSON.parse(fake!.requests.at(-1)!.body).messages[0].sms.content.text.match(/\d{6}/)![0]);
      expect(fake.requests.at(-1)!.path).toBe('/broker-api/send');
      expect(Buffer.from(fake.requests.at(-1)!.headers.authorization!.slice(6), 'base64').toString()).toBe('mim:pm-pass');
      // Nothing went to the outbox in live mode.
      expect(await db.selectFrom('smsOutbox').selectAll().where('phone', 'in', ['998935550001', '998935550002']).execute()).toEqual([]);

      // A provider failure is a 502 for the customer; a merchant without credentials a 503.
      await db.updateTable('merchants').set({ smsPassword: 'rotated-elsewhere' }).where('sub', '=', 'demo').execute();
      const failed = await app.inject({ method: 'POST', url: '/users/v1/users/login', headers: { merchant: String(api.merchantId('demo')) }, payload: { phone: '998935550003' }, remoteAddress: '10.9.0.1' });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ code: 'SMS_SEND_FAILED', description: expect.stringMatching(/[А-Яа-я]/) });
      await db.updateTable('merchants').set({ smsPassword: null }).where('sub', '=', 'demo').execute();
      const unconfigured = await app.inject({ method: 'POST', url: '/users/v1/users/login', headers: { merchant: String(api.merchantId('demo')) }, payload: { phone: '998935550004' }, remoteAddress: '10.9.0.1' });
      expect(unconfigured.statusCode).toBe(503);
      expect(unconfigured.json().code).toBe('SMS_NOT_CONFIGURED');
    } finally {
      await app.close();
    }
  });
});
