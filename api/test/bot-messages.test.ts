import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS_TEXTS } from '@storefront/contracts/rules';
import { startTestApi, type TestApi } from './helpers/api';
import { openSameDatabase } from './helpers/db';
import { botTokenOf, telegramLogin, type TelegramTestUser } from './helpers/telegram';
import { demoDeliveryCase, deliveryDraft } from './helpers/orders';
import { blocked, ok, serverError, startFakeBotApi, tooManyRequests, type FakeBotApi } from './helpers/fake-bot-api';
import { changeOrderStatus } from '../src/domains/orders/lifecycle';
import { drainBotMessages, type BotMessengerOptions } from '../src/domains/bot-messages/messenger';
import { httpBotApi } from '../src/domains/bot-messages/bot-api';
import { setBotWebhook } from '../src/telegram/set-webhook';

// The seed keeps only the hash; Telegram calls the webhook with the secret itself.
const WEBHOOK_SECRET = 'bot-messages-webhook-secret_for-tests';
process.env.SEED_BOT_WEBHOOK_SECRET_DEMO = WEBHOOK_SECRET;
const STOREFRONT_URL = 'https://lamenu.uz';
const DEMO_STOREFRONT = 'https://demo.lamenu.uz';

let api: TestApi;
let bot: FakeBotApi;
let demo: number;
let demoToken: string;
let warnings: { details: object; message: string }[];

beforeAll(async () => {
  api = await startTestApi({ ABUSE_LIMITS: 'off', STOREFRONT_URL });
  bot = await startFakeBotApi();
  demo = api.merchantId('demo');
  demoToken = await botTokenOf(api, 'demo');
});
afterAll(async () => {
  await bot?.close();
  await api?.close();
});
beforeEach(() => {
  bot.answerAll(null);
  warnings = [];
});

/**
 * The messenger as main.ts runs it, against the fake Bot API; no waiting between a chat's messages
 * or retries, and no per-bot limit (tests send far more than 20 a second), unless a test asks.
 */
const messenger = (extra: Partial<BotMessengerOptions> = {}): BotMessengerOptions => ({
  api: httpBotApi(bot.url),
  storefrontUrl: STOREFRONT_URL,
  perChatIntervalMs: 0,
  perBotPerSecond: 10_000,
  backoffMs: () => 0,
  log: { warn: (details, message) => { warnings.push({ details, message }); } },
  ...extra,
});
const drain = (extra: Partial<BotMessengerOptions> = {}) => drainBotMessages(api.handle.db, messenger(extra));
/** Ticks until nothing is due (each tick sends a chat's oldest message only). */
async function drainAll(extra: Partial<BotMessengerOptions> = {}) {
  for (let tick = 0; tick < 50; tick += 1) {
    if ((await drain(extra)).claimed === 0) return;
  }
  throw new Error('the outbox never emptied');
}

let telegramIds = 8_800_000_000;
let keys = 0;
async function telegramCustomer(languageCode?: string): Promise<{ token: string; userId: number; telegram: TelegramTestUser }> {
  const telegram: TelegramTestUser = { id: ++telegramIds, first_name: 'Mijoz', ...(languageCode ? { language_code: languageCode } : {}) };
  return { ...(await telegramLogin(api, 'demo', telegram)), telegram };
}
async function placeOrder(customer: { token: string }, channel: 'TG' | 'WEB' = 'TG'): Promise<number> {
  const { branchId, productId } = await demoDeliveryCase(api.handle.db, demo);
  const res = await api.app.inject({
    method: 'POST', url: '/orders/v1/orders', payload: deliveryDraft(branchId, productId),
    headers: {
      merchant: String(demo), authorization: `Bearer ${customer.token}`, 'idempotency-key': `bot-messages-${++keys}`,
      ...(channel === 'TG' ? { 'x-order-channel': 'TG' } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
const move = (orderId: number, to: string) =>
  changeOrderStatus(api.handle.db, { merchantId: demo, orderId, to: to as 'ACCEPTED', actor: 'MERCHANT' });
const outbox = (orderId: number) => api.handle.db.selectFrom('botMessages').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
const webhook = (message: Record<string, unknown>) => api.app.inject({
  method: 'POST', url: '/webbot/v1/bot/webhook',
  headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
  payload: { update_id: Date.now(), message: { message_id: 1, date: Math.floor(Date.now() / 1000), ...message } },
});
const start = (user: TelegramTestUser, text = '/start', languageCode = user.language_code) => webhook({
  text,
  chat: { id: user.id, type: 'private' },
  from: { id: user.id, is_bot: false, first_name: user.first_name, ...(languageCode ? { language_code: languageCode } : {}) },
});

const DELIVERY_PATH = ['ACCEPTED', 'COOKING', 'DONE', 'ATTACHED', 'ON_WAY', 'DELIVERED', 'CLOSED'] as const;
const OPEN_ORDER = { uz: 'Buyurtmani ochish', ru: 'Открыть заказ', eng: 'Open the order' } as const;

describe('the bot tells a Telegram customer about their order', () => {
  it.each([
    ['uz', 'uz'],
    ['ru', 'ru'],
    ['en', 'eng'],
  ] as const)('sends a message for each status change, in the customer\'s language (%s), with a button opening the order', async (code, language) => {
    const customer = await telegramCustomer(code);
    const orderId = await placeOrder(customer);
    for (const status of DELIVERY_PATH) {
      const before = bot.calls().length;
      await move(orderId, status);
      // The change never waits for Telegram: the message is only queued.
      expect(bot.calls().length).toBe(before);
      await drainAll();
    }
    const sent = bot.sentTo(customer.telegram.id);
    // CLOSED after DELIVERED tells the customer nothing new.
    const told = DELIVERY_PATH.filter((status) => status !== 'CLOSED');
    expect(sent).toHaveLength(told.length);
    sent.forEach((call, i) => {
      expect(call.token).toBe(demoToken);
      expect(call.body.text).toContain(ORDER_STATUS_TEXTS[language][told[i]!]);
      expect(call.body.text).toContain(`№ ${orderId}`);
      expect(call.body.reply_markup).toEqual({
        inline_keyboard: [[{ text: OPEN_ORDER[language], web_app: { url: `${DEMO_STOREFRONT}/profile/orders/${orderId}` } }]],
      });
    });
    expect((await outbox(orderId)).map((row) => row.status)).toEqual(told.map(() => 'SENT'));
  });

  it('says nothing about a web order, even to a customer with Telegram', async () => {
    const customer = await telegramCustomer('uz');
    const orderId = await placeOrder(customer, 'WEB');
    for (const status of ['ACCEPTED', 'COOKING', 'CANCELED']) await move(orderId, status);
    await drainAll();
    expect(await outbox(orderId)).toEqual([]);
    expect(bot.sentTo(customer.telegram.id)).toEqual([]);
  });

  it('says nothing when the merchant has no bot token', async () => {
    const customer = await telegramCustomer('uz');
    const orderId = await placeOrder(customer);
    await api.handle.db.updateTable('merchants').set({ botToken: null }).where('id', '=', demo).execute();
    try {
      await move(orderId, 'ACCEPTED');
    } finally {
      await api.handle.db.updateTable('merchants').set({ botToken: demoToken }).where('id', '=', demo).execute();
    }
    expect(await outbox(orderId)).toEqual([]);
  });

  it('a rolled-back change sends nothing', async () => {
    const customer = await telegramCustomer('uz');
    const orderId = await placeOrder(customer);
    // CREATED → DONE is not a step of the lifecycle: refused, and nothing queued.
    await expect(move(orderId, 'DONE')).rejects.toThrow();
    expect(await outbox(orderId)).toEqual([]);
  });
});

describe('a customer who blocked the bot', () => {
  it('gets nothing more after a 403, queued messages included, until they write to the bot again', async () => {
    const customer = await telegramCustomer('ru');
    const chatId = customer.telegram.id;
    const orderId = await placeOrder(customer);
    bot.script(chatId, [blocked()]);
    await move(orderId, 'ACCEPTED');
    await move(orderId, 'COOKING');
    const first = await drain();
    expect(first.blocked).toBe(1);
    await drainAll();
    // One call (the 403); the message queued behind it is dropped, not sent nor retried.
    expect(bot.sentTo(chatId)).toHaveLength(1);
    expect((await outbox(orderId)).map((row) => row.status)).toEqual(['FAILED', 'SKIPPED']);
    expect(await api.handle.db.selectFrom('botBlockedChats').selectAll().where('chatId', '=', chatId).execute()).toHaveLength(1);

    // Later changes are not even queued.
    await move(orderId, 'DONE');
    await drainAll();
    expect(bot.sentTo(chatId)).toHaveLength(1);
    expect(await outbox(orderId)).toHaveLength(2);

    // The customer presses Restart (/start): the bot speaks to them again.
    expect((await start(customer.telegram)).statusCode).toBe(200);
    expect(await api.handle.db.selectFrom('botBlockedChats').selectAll().where('chatId', '=', chatId).execute()).toEqual([]);
    await move(orderId, 'ATTACHED');
    await drainAll();
    const sent = bot.sentTo(chatId);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.text).toContain(ORDER_STATUS_TEXTS.ru.ATTACHED);
  });
});

/** Telegram's my_chat_member update: the customer blocked ('kicked') or restarted ('member') the bot. */
const membership = (user: TelegramTestUser, status: 'kicked' | 'member', chatType = 'private') => api.app.inject({
  method: 'POST', url: '/webbot/v1/bot/webhook',
  headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
  payload: {
    update_id: Date.now(),
    my_chat_member: {
      chat: { id: chatType === 'private' ? user.id : -100_000 - user.id, type: chatType },
      from: { id: user.id, is_bot: false, first_name: user.first_name },
      date: Math.floor(Date.now() / 1000),
      old_chat_member: { status: status === 'kicked' ? 'member' : 'kicked', user: { id: 1, is_bot: true, first_name: 'Bot' } },
      new_chat_member: { status, user: { id: 1, is_bot: true, first_name: 'Bot' } },
    },
  },
});

describe('a customer who blocks the bot in Telegram', () => {
  it('is told nothing from then on, without a send meeting a 403, and hears again after restarting it', async () => {
    const customer = await telegramCustomer('uz');
    const chatId = customer.telegram.id;
    const orderId = await placeOrder(customer);
    await move(orderId, 'ACCEPTED');

    expect((await membership(customer.telegram, 'kicked')).statusCode).toBe(200);
    // The message queued before the block is dropped; later changes are not queued.
    await move(orderId, 'COOKING');
    await drainAll();
    expect(bot.sentTo(chatId)).toEqual([]);
    expect((await outbox(orderId)).map((row) => row.status)).toEqual(['SKIPPED']);

    // Restarting the bot (Telegram's my_chat_member 'member'), with no message written.
    expect((await membership(customer.telegram, 'member')).statusCode).toBe(200);
    await move(orderId, 'DONE');
    await drainAll();
    const sent = bot.sentTo(chatId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.text).toContain(ORDER_STATUS_TEXTS.uz.DONE);
  });

  it('a change in a group the bot is in blocks no one', async () => {
    const customer = await telegramCustomer('ru');
    expect((await membership(customer.telegram, 'kicked', 'group')).statusCode).toBe(200);
    const orderId = await placeOrder(customer);
    await move(orderId, 'ACCEPTED');
    await drainAll();
    expect(bot.sentTo(customer.telegram.id)).toHaveLength(1);
  });

  it('refuses an update without the webhook secret', async () => {
    const customer = await telegramCustomer('ru');
    const res = await api.app.inject({
      method: 'POST', url: '/webbot/v1/bot/webhook', payload: { update_id: 1, my_chat_member: {
        chat: { id: customer.telegram.id, type: 'private' }, from: { id: customer.telegram.id }, new_chat_member: { status: 'kicked' },
      } },
    });
    expect(res.statusCode).toBe(401);
    expect(await api.handle.db.selectFrom('botBlockedChats').selectAll().where('chatId', '=', customer.telegram.id).execute()).toEqual([]);
  });
});

describe('retries', () => {
  it('tries a 500 again, then sends it once', async () => {
    const customer = await telegramCustomer('uz');
    const orderId = await placeOrder(customer);
    bot.script(customer.telegram.id, [serverError()]);
    await move(orderId, 'ACCEPTED');
    expect(await drain()).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    const [waiting] = await outbox(orderId);
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(waiting!.lastError).toMatch(/^500/);
    expect(await drain()).toMatchObject({ claimed: 1, sent: 1 });
    const calls = bot.sentTo(customer.telegram.id);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect((await outbox(orderId))[0]).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('backs off between attempts, and gives up after the last', async () => {
    const customer = await telegramCustomer('uz');
    const orderId = await placeOrder(customer);
    bot.script(customer.telegram.id, [serverError(), serverError(), serverError()]);
    await move(orderId, 'ACCEPTED');
    await drain({ backoffMs: () => 60_000 });
    const [row] = await outbox(orderId);
    const wait = row!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    // Not due yet: nothing is claimed.
    expect((await drain()).claimed).toBe(0);
    await api.handle.db.updateTable('botMessages').set({ nextAttemptAt: new Date() }).where('orderId', '=', orderId).execute();
    await drain({ maxAttempts: 2 });
    expect((await outbox(orderId))[0]).toMatchObject({ status: 'FAILED', attempts: 2 });
    await drainAll();
    expect(bot.sentTo(customer.telegram.id)).toHaveLength(2);
  });

  it('tries a network error again', async () => {
    const customer = await telegramCustomer('uz');
    const orderId = await placeOrder(customer);
    await move(orderId, 'ACCEPTED');
    // Nothing listens on port 9 of the loopback.
    expect(await drain({ api: httpBotApi('http://127.0.0.1:9') })).toMatchObject({ claimed: 1, retried: 1 });
    expect((await outbox(orderId))[0]!.lastError).toBe('-: network error');
    expect(await drain()).toMatchObject({ sent: 1 });
  });

  it('honours a 429\'s retry_after for the whole bot, and it does not count as an attempt', async () => {
    const customer = await telegramCustomer('uz');
    const other = await telegramCustomer('uz');
    const orderId = await placeOrder(customer);
    const otherOrder = await placeOrder(other);
    bot.script(customer.telegram.id, [tooManyRequests(2)]);
    await move(orderId, 'ACCEPTED');
    // Only the first chat's message is due in this tick.
    expect(await drain()).toMatchObject({ claimed: 1, retried: 1 });
    await move(otherOrder, 'ACCEPTED');
    const [row] = await outbox(orderId);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 0 });
    const wait = row!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(1000);
    expect(wait).toBeLessThanOrEqual(2000);
    // The other chat's message, queued meanwhile, waits too: the whole bot was asked to.
    expect(await drain()).toMatchObject({ claimed: 0 });
    expect(bot.sentTo(other.telegram.id)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await drainAll();
    expect(bot.sentTo(customer.telegram.id)).toHaveLength(2);
    expect(bot.sentTo(other.telegram.id)).toHaveLength(1);
    expect((await outbox(orderId))[0]).toMatchObject({ status: 'SENT', attempts: 1 });
  });
});

describe('rate limits and workers', () => {
  it('sends one chat\'s messages in order, a second apart', async () => {
    const customer = await telegramCustomer('uz');
    const orderId = await placeOrder(customer);
    await move(orderId, 'ACCEPTED');
    await move(orderId, 'COOKING');
    expect(await drain({ perChatIntervalMs: 1000 })).toMatchObject({ sent: 1 });
    // The next one waits a second after the first went out.
    expect((await drain({ perChatIntervalMs: 1000 })).claimed).toBe(0);
    const waiting = (await outbox(orderId))[1]!;
    expect(waiting.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(500);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect(await drain({ perChatIntervalMs: 1000 })).toMatchObject({ sent: 1 });
    expect(bot.sentTo(customer.telegram.id).map((call) => call.body.text)).toEqual([
      expect.stringContaining(ORDER_STATUS_TEXTS.uz.ACCEPTED), expect.stringContaining(ORDER_STATUS_TEXTS.uz.COOKING),
    ]);
  });

  it('sends no more than the per-bot rate in a second', async () => {
    const orders: number[] = [];
    for (let i = 0; i < 6; i += 1) orders.push(await placeOrder(await telegramCustomer('uz')));
    for (const orderId of orders) await move(orderId, 'ACCEPTED');
    // Out of the second of the tests before.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await drain({ perBotPerSecond: 4 })).toMatchObject({ claimed: 4, sent: 4 });
    expect((await drain({ perBotPerSecond: 4 })).claimed).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await drain({ perBotPerSecond: 4 })).toMatchObject({ claimed: 2, sent: 2 });
  });

  it('two workers never send one message twice', async () => {
    const customers = await Promise.all(Array.from({ length: 8 }, () => telegramCustomer('ru')));
    const orders: number[] = [];
    for (const customer of customers) orders.push(await placeOrder(customer));
    for (const status of ['ACCEPTED', 'COOKING', 'DONE']) {
      for (const orderId of orders) await move(orderId, status);
    }
    // A slow Telegram: both workers have calls in flight at once.
    bot.answerAll(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return ok();
    });
    const second = await openSameDatabase(api.handle);
    try {
      const worker = async (db: typeof api.handle.db) => {
        let idle = 0;
        while (idle < 3) {
          const { claimed } = await drainBotMessages(db, messenger());
          idle = claimed === 0 ? idle + 1 : 0;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      };
      await Promise.all([worker(api.handle.db), worker(second.db)]);
    } finally {
      await second.close();
    }
    const rows = await api.handle.db.selectFrom('botMessages').selectAll().where('orderId', 'in', orders).execute();
    expect(rows).toHaveLength(24);
    expect(rows.every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
    for (const customer of customers) {
      const texts = bot.sentTo(customer.telegram.id).map((call) => call.body.text as string);
      expect(texts).toHaveLength(3);
      expect(texts[0]).toContain(ORDER_STATUS_TEXTS.ru.ACCEPTED);
      expect(texts[1]).toContain(ORDER_STATUS_TEXTS.ru.COOKING);
      expect(texts[2]).toContain(ORDER_STATUS_TEXTS.ru.DONE);
    }
  });

  it('never logs or stores the bot token', async () => {
    const customer = await telegramCustomer('uz');
    const orderId = await placeOrder(customer);
    bot.script(customer.telegram.id, [{ status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } }]);
    await move(orderId, 'ACCEPTED');
    await drain();
    await move(orderId, 'COOKING');
    await drain({ api: httpBotApi('http://127.0.0.1:9'), maxAttempts: 1 });
    expect(warnings.length).toBeGreaterThan(0);
    const stored = JSON.stringify(await outbox(orderId));
    expect(stored).toContain('chat not found');
    for (const text of [JSON.stringify(warnings), stored]) {
      expect(text).not.toContain(demoToken);
      expect(text).not.toContain(demoToken.split(':')[1]);
    }
  });
});

describe('/start', () => {
  const menuButton = (answer: any) => answer.reply_markup.inline_keyboard[0][0];

  it('greets in the sender\'s language with a button opening the menu', async () => {
    const ru: TelegramTestUser = { id: ++telegramIds, first_name: 'Olga', language_code: 'ru' };
    const res = await start(ru);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ method: 'sendMessage', chat_id: ru.id });
    expect(answer.text).toMatch(/Добро пожаловать/);
    expect(menuButton(answer)).toEqual({ text: 'Открыть меню', web_app: { url: `${DEMO_STOREFRONT}/` } });

    const uz = (await start({ id: ++telegramIds, first_name: 'Aziz', language_code: 'uz' })).json();
    expect(uz.text).toMatch(/Xush kelibsiz/);
    expect(menuButton(uz).text).toBe('Menyuni ochish');
    // A language the storefront does not have, or none: Uzbek.
    expect((await start({ id: ++telegramIds, first_name: 'Hans', language_code: 'de' })).json().text).toMatch(/Xush kelibsiz/);
    expect((await start({ id: ++telegramIds, first_name: 'Anon' })).json().text).toMatch(/Xush kelibsiz/);
  });

  it('speaks the language the customer chose at this merchant over their Telegram app\'s', async () => {
    const customer = await telegramCustomer('ru');
    await api.handle.db.updateTable('users').set({ language: 'eng' }).where('id', '=', customer.userId).execute();
    const answer = (await start(customer.telegram, '/start', 'ru')).json();
    expect(answer.text).toMatch(/Welcome/);
    expect(menuButton(answer).text).toBe('Open the menu');
  });

  it.each([
    ['/start p_12', `${DEMO_STOREFRONT}/?startapp=p_12`],
    ['/start c_5', `${DEMO_STOREFRONT}/?startapp=c_5`],
    ['/start pr_SALOM10', `${DEMO_STOREFRONT}/?startapp=pr_SALOM10`],
    ['/start t_3_17', `${DEMO_STOREFRONT}/?startapp=t_3_17`],
    ['/start@demo_lamenu_bot p_7', `${DEMO_STOREFRONT}/?startapp=p_7`],
  ])('%s opens the deep link', async (text, url) => {
    const answer = (await start({ id: ++telegramIds, first_name: 'Link', language_code: 'ru' }, text)).json();
    expect(menuButton(answer)).toEqual({ text: 'Открыть', web_app: { url } });
  });

  it.each(['/start x_12', '/start p_0', '/start <script>', `/start p_${'1'.repeat(80)}`])('%s opens the menu and echoes nothing', async (text) => {
    const answer = (await start({ id: ++telegramIds, first_name: 'Link', language_code: 'ru' }, text)).json();
    expect(menuButton(answer)).toEqual({ text: 'Открыть меню', web_app: { url: `${DEMO_STOREFRONT}/` } });
    expect(JSON.stringify(answer)).not.toContain(text.slice('/start '.length));
  });

  it('answers other messages as before', async () => {
    const user: TelegramTestUser = { id: ++telegramIds, first_name: 'Other' };
    expect((await start(user, 'salom')).json()).toEqual({});
    expect((await start(user, '/startx')).json()).toEqual({});
    // A group (web_app buttons work in private chats only): nothing.
    const inGroup = await webhook({ text: '/start', chat: { id: -100_123, type: 'group' }, from: { id: user.id, is_bot: false, first_name: 'Other' } });
    expect(inGroup.json()).toEqual({});
  });
});

describe('setting the bot up', () => {
  it('sets the webhook, then a menu button opening the Mini App', async () => {
    const res = await setBotWebhook(api.handle.db, 'demo', 'https://lamenu.uz/api/webbot/v1/bot/webhook', bot.url, STOREFRONT_URL);
    expect(res).toEqual({ merchantId: demo, menuUrl: `${DEMO_STOREFRONT}/` });
    const calls = bot.calls().filter((call) => call.method === 'setWebhook' || call.method === 'setChatMenuButton');
    expect(calls.map((call) => call.method)).toEqual(['setWebhook', 'setChatMenuButton']);
    expect(calls.every((call) => call.token === demoToken)).toBe(true);
    expect(calls[0]!.body).toMatchObject({ url: 'https://lamenu.uz/api/webbot/v1/bot/webhook', allowed_updates: ['message', 'my_chat_member'] });
    expect(calls[0]!.body.secret_token).toMatch(/^[A-Za-z0-9_-]{1,256}$/);
    expect(calls[1]!.body).toEqual({ menu_button: { type: 'web_app', text: 'Menu', web_app: { url: `${DEMO_STOREFRONT}/` } } });
    // The webhook answers the new secret (a new one each time), and only that.
    const updated = await api.app.inject({
      method: 'POST', url: '/webbot/v1/bot/webhook',
      headers: { 'x-telegram-bot-api-secret-token': calls[0]!.body.secret_token }, payload: { update_id: 1 },
    });
    expect(updated.statusCode).toBe(200);
  });

  it('names Telegram\'s refusal without the token', async () => {
    bot.answerAll(() => ({ status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } }));
    const failure = await setBotWebhook(api.handle.db, 'mim', 'https://lamenu.uz/api/webbot/v1/bot/webhook', bot.url, STOREFRONT_URL).catch((e: Error) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Telegram refused setWebhook: Unauthorized');
    expect((failure as Error).message).not.toContain(await botTokenOf(api, 'mim'));
  });
});
