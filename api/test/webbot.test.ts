import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, User, WebbotSetting } from '@storefront/contracts';
import { startTestApi, type TestApi } from './helpers/api';
import { botTokenOf, signInitData, type TelegramTestUser } from './helpers/telegram';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const as = (sub: string, token?: string) => ({
  merchant: String(api.merchantId(sub)),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
const post = (url: string, sub: string, payload: unknown, token?: string) =>
  api.app.inject({ method: 'POST', url, headers: as(sub, token), payload: payload as any });
const login = (sub: string, initData: string) => post('/webbot/v1/users/login', sub, { initData });
const now = () => Math.floor(Date.now() / 1000);

const aziz: TelegramTestUser = { id: 5_123_456_789, first_name: 'Aziz', last_name: 'Karimov', username: 'aziz', language_code: 'uz' };

describe('Telegram login with init data', () => {
  it('logs in with init data signed by the merchant bot, and the token works on users/me', async () => {
    const res = await login('demo', signInitData(await botTokenOf(api, 'demo'), aziz));
    expect(res.statusCode).toBe(200);
    const body = LoginResponse.parse(res.json());
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ firstName: 'Aziz', lastName: 'Karimov', merchantId: api.merchantId('demo'), isActive: true });
    expect(body.isPhoneVerificationRequired).toBe(true);
    expect(body.orderRequest).toBeNull();
    expect(body.nearestBranch).toBeNull();

    const me = await api.app.inject({ method: 'GET', url: '/users/v1/users/me', headers: as('demo', body.token) });
    expect(me.statusCode).toBe(200);
    expect(User.parse(me.json()).id).toBe(body.user.id);
    const row = await api.handle.db.selectFrom('users').selectAll().where('id', '=', body.user.id).executeTakeFirstOrThrow();
    expect(row.telegramId).toBe(aziz.id);
    expect(row.language).toBe('uz');
  });

  it('finds the same customer on the next login, through /auth and /token too', async () => {
    const initData = signInitData(await botTokenOf(api, 'demo'), aziz);
    const ids = new Set<number>();
    for (const url of ['/webbot/v1/users/login', '/webbot/v1/users/auth', '/webbot/v1/users/token']) {
      const res = await post(url, 'demo', { initData });
      expect(res.statusCode, url).toBe(200);
      ids.add(res.json().user.id);
    }
    expect(ids.size).toBe(1);
    const rows = await api.handle.db.selectFrom('users').select('id').where('telegramId', '=', aziz.id)
      .where('merchantId', '=', api.merchantId('demo')).execute();
    expect(rows).toHaveLength(1);
  });

  it('makes the same Telegram user another customer at another merchant', async () => {
    const atDemo = LoginResponse.parse((await login('demo', signInitData(await botTokenOf(api, 'demo'), aziz))).json());
    const atMim = LoginResponse.parse((await login('mim', signInitData(await botTokenOf(api, 'mim'), aziz))).json());
    expect(atMim.user.id).not.toBe(atDemo.user.id);
    expect(atMim.user.merchantId).toBe(api.merchantId('mim'));
    // And each token works only under its own merchant.
    const cross = await api.app.inject({ method: 'GET', url: '/users/v1/users/me', headers: as('mim', atDemo.token) });
    expect(cross.statusCode).toBe(401);
    expect(cross.json()).toEqual({ code: 'UNAUTHORIZED', description: 'Требуется авторизация' });
  });

  it('refuses a tampered field, a changed date and an added field', async () => {
    const signed = signInitData(await botTokenOf(api, 'demo'), aziz);
    const otherUser = new URLSearchParams(signed);
    otherUser.set('user', JSON.stringify({ ...aziz, id: 42 }));
    const otherDate = new URLSearchParams(signed);
    otherDate.set('auth_date', String(now() - 1));
    for (const initData of [otherUser.toString(), otherDate.toString(), `${signed}&start_param=promo`]) {
      const res = await login('demo', initData);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'INIT_DATA_INVALID', description: 'Недействительные данные Telegram' });
    }
  });

  it("refuses init data signed with another bot's token, the other merchant's included", async () => {
    for (const botToken of ['7100000999:some-other-bot', await botTokenOf(api, 'mim')]) {
      const res = await login('demo', signInitData(botToken, aziz));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INIT_DATA_INVALID');
    }
  });

  it('refuses a missing or broken hash', async () => {
    const signed = new URLSearchParams(signInitData(await botTokenOf(api, 'demo'), aziz));
    signed.delete('hash');
    expect((await login('demo', signed.toString())).json().code).toBe('INIT_DATA_INVALID');
    signed.set('hash', 'zz');
    expect((await login('demo', signed.toString())).json().code).toBe('INIT_DATA_INVALID');
  });

  it('refuses stale init data (older than an hour by default) even when correctly signed', async () => {
    const res = await login('demo', signInitData(await botTokenOf(api, 'demo'), aziz, { authDate: now() - 3601 - 5 }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'INIT_DATA_EXPIRED', description: 'Данные Telegram устарели, откройте приложение заново' });
    const recent = await login('demo', signInitData(await botTokenOf(api, 'demo'), aziz, { authDate: now() - 3000 }));
    expect(recent.statusCode).toBe(200);
  });

  it('refuses init data of 10 characters or fewer as missing', async () => {
    for (const initData of ['', 'hash=abcde', '   ']) {
      const res = await login('demo', initData);
      expect(res.statusCode, JSON.stringify(initData)).toBe(400);
      expect(res.json()).toEqual({ code: 'INIT_DATA_MISSING', description: 'Не переданы данные Telegram' });
    }
    const absent = await post('/webbot/v1/users/login', 'demo', {});
    expect(absent.statusCode).toBe(400);
    expect(absent.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses signed init data without a user', async () => {
    const botToken = await botTokenOf(api, 'demo');
    const params = new URLSearchParams(signInitData(botToken, aziz));
    // Re-sign without the user field, with our own helper's rules.
    const { createHmac } = await import('node:crypto');
    params.delete('user'); params.delete('hash');
    const text = [...params].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}=${v}`).join('\n');
    const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
    params.set('hash', createHmac('sha256', secret).update(text).digest('hex'));
    const res = await login('demo', params.toString());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TELEGRAM_USER_MISSING');
  });
});

describe('bot logout and language', () => {
  const bek: TelegramTestUser = { id: 6_000_000_003, first_name: 'Bek' };

  it('POST logout revokes the token', async () => {
    const { token } = LoginResponse.parse((await login('demo', signInitData(await botTokenOf(api, 'demo'), bek))).json());
    const out = await post('/webbot/v1/users/logout', 'demo', { initData: 'whatever-the-client-had' }, token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect((await api.app.inject({ method: 'GET', url: '/users/v1/users/me', headers: as('demo', token) })).statusCode).toBe(401);
    expect((await post('/webbot/v1/users/logout', 'demo', { initData: '' }, token)).statusCode).toBe(401);
  });

  it('PUT logout stores the language and revokes the token', async () => {
    const { token, user } = LoginResponse.parse((await login('demo', signInitData(await botTokenOf(api, 'demo'), bek))).json());
    const res = await api.app.inject({
      method: 'PUT', url: '/webbot/v1/users/logout', headers: as('demo', token), payload: { initData: '', language: 'eng' },
    });
    expect(res.statusCode).toBe(200);
    const row = await api.handle.db.selectFrom('users').select('language').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.language).toBe('eng');
    expect((await api.app.inject({ method: 'GET', url: '/users/v1/users/me', headers: as('demo', token) })).statusCode).toBe(401);
    // A live session with a language the storefront does not have: the body is refused.
    const again = LoginResponse.parse((await login('demo', signInitData(await botTokenOf(api, 'demo'), bek))).json());
    const wrong = await api.app.inject({
      method: 'PUT', url: '/webbot/v1/users/logout', headers: as('demo', again.token), payload: { initData: '', language: 'fr' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('bot settings', () => {
  it("answers the bot's username and link, never its token", async () => {
    const res = await api.app.inject({ method: 'GET', url: '/webbot/v1/setting', headers: as('demo') });
    expect(res.statusCode).toBe(200);
    const setting = WebbotSetting.parse(res.json());
    expect(setting).toEqual({ merchantId: api.merchantId('demo'), botUsername: 'demo_lamenu_bot', botLink: 'https://t.me/demo_lamenu_bot', isActive: true });
    expect(res.body).not.toContain(await botTokenOf(api, 'demo'));
    expect(res.body).not.toMatch(/DEV-/);
  });

  it('a merchant without a bot token: settings say inactive, login is a 404', async () => {
    const token = await botTokenOf(api, 'oqshom');
    const id = api.merchantId('oqshom');
    await api.handle.db.updateTable('merchants').set({ botToken: null }).where('id', '=', id).execute();
    try {
      const setting = WebbotSetting.parse((await api.app.inject({ method: 'GET', url: '/webbot/v1/setting', headers: as('oqshom') })).json());
      expect(setting.isActive).toBe(false);
      const res = await login('oqshom', signInitData(token, aziz));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'BOT_NOT_CONFIGURED', description: 'Telegram-бот мерчанта не настроен' });
    } finally {
      await api.handle.db.updateTable('merchants').set({ botToken: token }).where('id', '=', id).execute();
    }
  });
});

describe('init data age limit (TELEGRAM_INIT_DATA_MAX_AGE)', () => {
  it('is read from the environment: one hour by default, whole seconds up to a day', async () => {
    const { configFromEnv } = await import('../src/config');
    expect(configFromEnv({}).telegramInitDataMaxAge).toBe(3600);
    expect(configFromEnv({ TELEGRAM_INIT_DATA_MAX_AGE: '' }).telegramInitDataMaxAge).toBe(3600);
    expect(configFromEnv({ TELEGRAM_INIT_DATA_MAX_AGE: '300' }).telegramInitDataMaxAge).toBe(300);
    for (const bad of ['0', '-5', '1.5', 'hour', '86401']) {
      expect(() => configFromEnv({ TELEGRAM_INIT_DATA_MAX_AGE: bad }), bad).toThrow(/TELEGRAM_INIT_DATA_MAX_AGE/);
    }
  });

  it('refuses init data older than a configured shorter limit', async () => {
    const { buildApp } = await import('../src/app');
    const { configFromEnv } = await import('../src/config');
    const strict = await buildApp({ db: api.handle.db, config: configFromEnv({ TELEGRAM_INIT_DATA_MAX_AGE: '60' }), databaseKind: api.handle.kind });
    try {
      const initData = signInitData(await botTokenOf(api, 'demo'), aziz, { authDate: now() - 120 });
      const res = await strict.inject({ method: 'POST', url: '/webbot/v1/users/login', headers: as('demo'), payload: { initData } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INIT_DATA_EXPIRED');
      expect((await login('demo', initData)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
