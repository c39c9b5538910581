import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, User } from '@storefront/contracts';
import { startTestApi, type TestApi } from './helpers/api';
import { botTokenOf, signInitData, telegramLogin, type TelegramTestUser } from './helpers/telegram';
import { latestCode } from './helpers/sms';

// The seed stores only the hash of these; the bot webhook is called with the secrets themselves.
const DEMO_SECRET = 'demo-webhook-secret_for-tests';
const MIM_SECRET = 'mim-webhook-secret_for-tests';
process.env.SEED_BOT_WEBHOOK_SECRET_DEMO = DEMO_SECRET;
process.env.SEED_BOT_WEBHOOK_SECRET_MIM = MIM_SECRET;

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const headers = (sub: string, token?: string) => ({
  merchant: String(api.merchantId(sub)),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
let seq = 0;
const newTelegramUser = (): TelegramTestUser => ({ id: 7_100_000_000 + ++seq, first_name: `Tg${seq}` });
const newPhone = () => `99893${String(4_000_000 + ++seq).padStart(7, '0')}`;

async function initDataOf(sub: string, user: TelegramTestUser) {
  return signInitData(await botTokenOf(api, sub), user);
}
const shareContactInApp = async (sub: string, user: TelegramTestUser, extra: Record<string, unknown> = {}) =>
  api.app.inject({ method: 'POST', url: '/webbot/v1/users/contact', headers: headers(sub), payload: { initData: await initDataOf(sub, user), ...extra } });

/** What Telegram posts to the bot's webhook when a user shares a contact. */
function contactUpdate(from: TelegramTestUser, phone: string, contactUserId: number | null = from.id) {
  return {
    update_id: 10_000 + seq,
    message: {
      message_id: 5, date: Math.floor(Date.now() / 1000),
      chat: { id: from.id, type: 'private' }, from: { id: from.id, is_bot: false, first_name: from.first_name },
      contact: { phone_number: phone, first_name: 'Shared', last_name: 'Name', ...(contactUserId === null ? {} : { user_id: contactUserId }) },
    },
  };
}
const webhook = (payload: unknown, secret: string | null = DEMO_SECRET) =>
  api.app.inject({
    method: 'POST', url: '/webbot/v1/bot/webhook', payload: payload as any,
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
  });

async function smsLogin(sub: string, phone: string): Promise<{ token: string; userId: number }> {
  const sent = await api.app.inject({ method: 'POST', url: '/users/v1/users/login', headers: headers(sub), payload: { phone } });
  expect(sent.statusCode).toBe(200);
  const res = await api.app.inject({
    method: 'POST', url: '/users/v1/users/login/verify', headers: headers(sub), payload: { phone, code: await latestCode(api.app, phone) },
  });
  expect(res.statusCode).toBe(200);
  const body = LoginResponse.parse(res.json());
  return { token: body.token, userId: body.user.id };
}
/** Moves a phone's earlier sends out of the 60 s cooldown, as if the customer had waited. */
const waitOutCooldown = (phone: string) =>
  api.handle.db.updateTable('loginCodes').set({ createdAt: new Date(Date.now() - 2 * 60_000) }).where('phone', '=', phone).execute();
const me = async (sub: string, token: string) => {
  const res = await api.app.inject({ method: 'GET', url: '/users/v1/users/me', headers: headers(sub, token) });
  expect(res.statusCode).toBe(200);
  return User.parse(res.json());
};

describe('a phone is never bound by the page\'s word', () => {
  it('a Telegram user naming a stranger\'s phone gets nothing, and the owner\'s SMS login lands in their own account', async () => {
    const mallory = newTelegramUser();
    const victimPhone = newPhone();
    const claim = await shareContactInApp('demo', mallory, { phone: victimPhone, firstName: 'Victim' });
    expect(claim.statusCode).toBe(409);
    expect(claim.json()).toMatchObject({ code: 'CONTACT_NOT_RECEIVED', description: expect.stringMatching(/[А-Яа-я]/) });

    const malloryLogin = await telegramLogin(api, 'demo', mallory);
    expect((await me('demo', malloryLogin.token)).phone).toBe('');
    const victim = await smsLogin('demo', victimPhone);
    expect(victim.userId).not.toBe(malloryLogin.userId);
    expect((await me('demo', victim.token)).phone).toBe(victimPhone);
  });
});

describe('the bot webhook', () => {
  it('refuses a missing or wrong secret token, and a merchant\'s secret only proves for that merchant', async () => {
    const user = newTelegramUser();
    for (const secret of [null, '', 'wrong-secret']) {
      const res = await webhook(contactUpdate(user, newPhone()), secret);
      expect(res.statusCode, String(secret)).toBe(401);
      expect(res.json().code).toBe('WEBHOOK_SECRET_INVALID');
    }
    // Shared with mim's bot: not proof at demo.
    expect((await webhook(contactUpdate(user, newPhone()), MIM_SECRET)).statusCode).toBe(200);
    expect((await shareContactInApp('demo', user)).json().code).toBe('CONTACT_NOT_RECEIVED');
  });

  it('binds the phone of the customer\'s own shared contact, and answers Telegram with a confirmation', async () => {
    const user = newTelegramUser();
    const phone = newPhone();
    const res = await webhook(contactUpdate(user, `+${phone}`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ method: 'sendMessage', chat_id: user.id, text: expect.stringContaining('qabul qilindi') });

    const bound = await shareContactInApp('demo', user);
    expect(bound.statusCode).toBe(200);
    const body = LoginResponse.parse(bound.json());
    expect(body.user).toMatchObject({ phone, firstName: user.first_name, lastName: 'Name' });
    expect(body.isPhoneVerificationRequired).toBe(false);
    expect((await me('demo', body.token)).phone).toBe(phone);
  });

  it('ignores a forwarded contact card, a foreign number and updates without a contact', async () => {
    const user = newTelegramUser();
    expect((await webhook(contactUpdate(user, newPhone(), 999))).json().text).toMatch(/o'zingizning/);
    expect((await webhook(contactUpdate(user, newPhone(), null))).statusCode).toBe(200);
    expect((await webhook(contactUpdate(user, '+7 912 345 67 89'))).json().text).toMatch(/O'zbekiston/);
    // A message without a contact is not a proof of anything: a text other than /start is left unanswered.
    expect((await webhook({ update_id: 1, message: { message_id: 1, text: 'hello', chat: { id: user.id, type: 'private' }, from: { id: user.id } } })).json()).toEqual({});
    expect((await shareContactInApp('demo', user)).json().code).toBe('CONTACT_NOT_RECEIVED');
    expect((await webhook({ not: 'an update' })).statusCode).toBe(400);
  });

  it('does not take a contact shared more than ten minutes ago as proof', async () => {
    const user = newTelegramUser();
    await webhook(contactUpdate(user, newPhone()));
    await api.handle.db.updateTable('telegramContacts').set({ receivedAt: new Date(Date.now() - 11 * 60_000) })
      .where('telegramId', '=', user.id).execute();
    expect((await shareContactInApp('demo', user)).json().code).toBe('CONTACT_NOT_RECEIVED');
  });
});

describe('a phone that belongs to a website account', () => {
  it('is joined only after an SMS code: the website account gains the Telegram login, its orders stay its own', async () => {
    const phone = newPhone();
    const web = await smsLogin('demo', phone);
    const address = await api.app.inject({
      method: 'POST', url: `/users/v1/addresses/user/${web.userId}`, headers: headers('demo', web.token),
      payload: { type: 'HOUSE', name: 'Uy', latitude: 41.31, longitude: 69.27 },
    });
    expect(address.statusCode).toBe(200);

    const user = newTelegramUser();
    const tg = await telegramLogin(api, 'demo', user);
    await webhook(contactUpdate(user, phone));
    const contact = await shareContactInApp('demo', user);
    expect(contact.statusCode).toBe(409);
    expect(contact.json().code).toBe('PHONE_MERGE_NEEDS_CODE');
    expect((await me('demo', tg.token)).id).toBe(tg.userId);

    // The SMS fallback: a code to that phone, then the check.
    await waitOutCooldown(phone);
    const sent = await api.app.inject({ method: 'PUT', url: '/users/v1/users/phone', headers: headers('demo', tg.token), payload: { phone, type: 'WEB' } });
    expect(sent.statusCode).toBe(200);
    const { id } = sent.json();
    const code = await latestCode(api.app, phone);
    const wrong = await api.app.inject({
      method: 'PUT', url: '/users/v1/users/phone/verify', headers: headers('demo', tg.token),
      payload: { id, phone, code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_CODE');
    const joined = await api.app.inject({ method: 'PUT', url: '/users/v1/users/phone/verify', headers: headers('demo', tg.token), payload: { id, phone, code } });
    expect(joined.statusCode).toBe(200);
    expect(User.parse(joined.json())).toMatchObject({ id: web.userId, phone });

    // Both sessions now open the website account, and the next Telegram login does too.
    expect((await me('demo', tg.token)).id).toBe(web.userId);
    expect((await me('demo', web.token)).id).toBe(web.userId);
    expect((await telegramLogin(api, 'demo', user)).userId).toBe(web.userId);
    const addresses = await api.app.inject({ method: 'GET', url: `/users/v1/addresses/merchant/${api.merchantId('demo')}/user/${web.userId}`, headers: headers('demo', tg.token) });
    expect(addresses.json()).toHaveLength(1);
  });

  it('a customer who already has a phone cannot take another account\'s phone even with its code', async () => {
    const taken = await smsLogin('demo', newPhone());
    const other = await smsLogin('demo', newPhone());
    const takenPhone = (await me('demo', taken.token)).phone;
    await waitOutCooldown(takenPhone);
    const sent = await api.app.inject({ method: 'PUT', url: '/users/v1/users/phone', headers: headers('demo', other.token), payload: { phone: takenPhone, type: 'WEB' } });
    expect(sent.statusCode).toBe(200);
    const res = await api.app.inject({
      method: 'PUT', url: '/users/v1/users/phone/verify', headers: headers('demo', other.token),
      payload: { id: sent.json().id, phone: takenPhone, code: await latestCode(api.app, takenPhone) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PHONE_TAKEN');
  });
});

describe('phone change by code', () => {
  it('PUT /users/v1/users/phone is its own route, and a new phone is bound only with the code sent to it', async () => {
    const account = await smsLogin('demo', newPhone());
    const next = newPhone();
    const sent = await api.app.inject({ method: 'PUT', url: '/users/v1/users/phone', headers: headers('demo', account.token), payload: { phone: next, type: 'WEB' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ id: expect.any(Number) });
    const unauthenticated = await api.app.inject({ method: 'PUT', url: '/users/v1/users/phone', headers: headers('demo'), payload: { phone: next, type: 'WEB' } });
    expect(unauthenticated.statusCode).toBe(401);
    const verified = await api.app.inject({
      method: 'PUT', url: '/users/v1/users/phone/verify', headers: headers('demo', account.token),
      payload: { id: sent.json().id, phone: next, code: await latestCode(api.app, next) },
    });
    expect(verified.statusCode).toBe(200);
    expect((await me('demo', account.token)).phone).toBe(next);
  });
});

describe('signed Telegram data goes through the same text rules as any request', () => {
  const login = async (user: Record<string, unknown>) => api.app.inject({
    method: 'POST', url: '/webbot/v1/users/login', headers: headers('demo'),
    payload: { initData: signInitData(await botTokenOf(api, 'demo'), user as unknown as TelegramTestUser) },
  });

  it.each([
    ['a NUL byte in the first name', { id: 7_100_900_001, first_name: 'Ali\u0000' }],
    ['a lone surrogate in the last name', { id: 7_100_900_002, first_name: 'Ali', last_name: 'x\ud800' }],
    ['a fractional id', { id: 7_100_900_003.5, first_name: 'Ali' }],
    ['an id beyond any Telegram id', { id: 1e300, first_name: 'Ali' }],
    ['an id beyond the safe integers', { id: 2 ** 63, first_name: 'Ali' }],
  ])('init data with %s, correctly signed, is a 400', async (_case, user) => {
    const res = await login(user);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().description).toMatch(/[А-Яа-я]/);
  });

  it.each([
    ['a NUL byte in the contact\'s first name', (u: ReturnType<typeof contactUpdate>) => { u.message.contact.first_name = 'A\u0000'; }],
    ['a fractional sender id', (u: ReturnType<typeof contactUpdate>) => { u.message.from.id = 7_100_900_010.5; u.message.chat.id = 7_100_900_010.5; }],
    ['a huge sender id', (u: ReturnType<typeof contactUpdate>) => { u.message.from.id = 1e300; u.message.chat.id = 1e300; u.message.contact.user_id = 1e300; }],
    ['a NUL byte in the phone', (u: ReturnType<typeof contactUpdate>) => { u.message.contact.phone_number = '99890\u00001234567'; }],
  ])('the bot webhook with %s is a 400', async (_case, spoil) => {
    const update = contactUpdate(newTelegramUser(), newPhone());
    spoil(update);
    const res = await webhook(update);
    expect(res.statusCode, res.body).toBe(400);
  });
});
