import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../src/domains/bot-messages/bot-api';
import { merchantStorefrontUrl } from '../src/domains/bot-messages/storefront';
import { botLanguage, orderStatusText } from '../src/domains/bot-messages/texts';
import { isTelegramOrder } from '../src/domains/bot-messages/outbox';
import { sendMessageBody } from '../src/domains/bot-messages/messenger';
import { configFromEnv } from '../src/config';

describe('the storefront of a merchant', () => {
  const demo = { sub: 'demo', domain: 'demo.lamenu.uz' };
  it('is the merchant\'s sub-domain of STOREFRONT_URL', () => {
    expect(merchantStorefrontUrl(demo, 'https://lamenu.uz')).toBe('https://demo.lamenu.uz');
    expect(merchantStorefrontUrl(demo, 'https://www.shop.uz/')).toBe('https://demo.shop.uz');
    expect(merchantStorefrontUrl(demo, 'http://localhost:3000')).toBe('http://demo.localhost:3000');
  });
  it('keeps a STOREFRONT_URL that already is the merchant\'s', () => {
    expect(merchantStorefrontUrl(demo, 'https://demo.lamenu.uz')).toBe('https://demo.lamenu.uz');
    expect(merchantStorefrontUrl({ sub: 'mim', domain: 'mimkafe.uz' }, 'https://mimkafe.uz')).toBe('https://mimkafe.uz');
    expect(merchantStorefrontUrl(demo, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
  });
  it('without STOREFRONT_URL is the merchant\'s domain over https, else unknown', () => {
    expect(merchantStorefrontUrl(demo, null)).toBe('https://demo.lamenu.uz');
    expect(merchantStorefrontUrl({ sub: 'x', domain: null }, null)).toBeNull();
  });
});

describe('what the bot says', () => {
  it('speaks the customer\'s choice, else their Telegram language, else Uzbek', () => {
    expect(botLanguage('eng', 'ru')).toBe('eng');
    expect(botLanguage(null, 'ru')).toBe('ru');
    expect(botLanguage(null, 'en-GB')).toBe('eng');
    expect(botLanguage(null, 'UZ')).toBe('uz');
    expect(botLanguage(null, 'kk')).toBe('uz');
    expect(botLanguage(undefined, undefined)).toBe('uz');
  });
  it('tells an order\'s status with the contracts\' labels, and a word more where it helps', () => {
    expect(orderStatusText('ru', { id: 5, number: '5', status: 'ACCEPTED' }, 'Mim')).toBe('Mim: заказ № 5 — Принят');
    expect(orderStatusText('uz', { id: 5, number: null, status: 'DONE' }, 'Mim')).toBe('Mim: buyurtma № 5 — Tayyor\nBuyurtmangiz tayyor.');
  });
  it('sends a web_app button only where the storefront is known', () => {
    const message = { chatId: 42, payload: { text: 'hi', button: { text: 'Open', path: '/profile/orders/5' } } };
    expect(sendMessageBody(message, 'https://demo.lamenu.uz')).toEqual({
      chat_id: 42, text: 'hi', link_preview_options: { is_disabled: true },
      reply_markup: { inline_keyboard: [[{ text: 'Open', web_app: { url: 'https://demo.lamenu.uz/profile/orders/5' } }]] },
    });
    expect(sendMessageBody(message, null)).not.toHaveProperty('reply_markup');
  });
  it('knows a Telegram order by its source or its device', () => {
    expect(isTelegramOrder({ source: 'TELEGRAM_BOT', orderDevice: 'WEB' })).toBe(true);
    expect(isTelegramOrder({ source: 'CLIENT_WEB', orderDevice: 'TELEGRAM' })).toBe(true);
    expect(isTelegramOrder({ source: 'CLIENT_WEB', orderDevice: 'WEB' })).toBe(false);
    expect(isTelegramOrder({ source: 'CLIENT_WEB', orderDevice: null })).toBe(false);
  });
});

describe('Bot API answers', () => {
  it('sorts each answer into what to do next', () => {
    expect(outcomeOf(200, { ok: true, result: { message_id: 1 } })).toEqual({ kind: 'ok', result: { message_id: 1 } });
    expect(outcomeOf(403, { ok: false, description: 'Forbidden: bot was blocked by the user' }).kind).toBe('blocked');
    expect(outcomeOf(429, { ok: false, description: 'Too Many Requests', parameters: { retry_after: 7 } })).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 7 });
    expect(outcomeOf(429, null)).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 5 });
    expect(outcomeOf(429, { parameters: { retry_after: 1e9 } })).toMatchObject({ retryAfterSeconds: 3600 });
    expect(outcomeOf(502, null)).toMatchObject({ kind: 'retry', description: 'HTTP 502' });
    expect(outcomeOf(200, null).kind).toBe('retry');
    expect(outcomeOf(400, { ok: false, description: 'Bad Request: chat not found' }).kind).toBe('refused');
    expect(outcomeOf(401, { ok: false, description: 'Unauthorized' }).kind).toBe('refused');
  });
});

describe('TELEGRAM_API_URL', () => {
  it('is Telegram in production, nothing outside it unless set', () => {
    expect(configFromEnv({ NODE_ENV: 'test' }).telegramApiUrl).toBeNull();
    expect(configFromEnv({ NODE_ENV: 'test', TELEGRAM_API_URL: 'http://127.0.0.1:9999/' }).telegramApiUrl).toBe('http://127.0.0.1:9999');
    expect(configFromEnv({ NODE_ENV: 'production', PAYMENTS_MODE: 'live', CARD_TOKEN_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}` }).telegramApiUrl)
      .toBe('https://api.telegram.org');
    expect(() => configFromEnv({ NODE_ENV: 'test', TELEGRAM_API_URL: 'ftp://x' })).toThrow(/TELEGRAM_API_URL/);
  });
});
