import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@storefront/contracts';
import { errorText, type ErrorCode } from '@storefront/contracts/rules';
import { descriptionLanguage } from '../src/lib/descriptions';
import { apiError, badRequest, HttpError, tooManyRequests } from '../src/lib/errors';
import { BRANCH_CLOSED } from '../src/lib/named-errors';
import { startTestApi, type TestApi } from './helpers/api';

// --- Every refusal names a code of the catalogue, never a text -------------------------------------

const SOURCE = join(import.meta.dirname, '../src');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

const REFUSAL_CALL = /\b(?:apiError|badRequest|notFound|conflict|unprocessable|refused|tooManyRequests|forbidden|describeFor)\(([^;]*?)\)[;,\n]/g;

describe('the throw sites of api/src', () => {
  const sources = sourceFiles(SOURCE).map((file) => ({ file: file.slice(SOURCE.length + 1), text: readFileSync(file, 'utf8') }));

  it('build an HttpError only in lib/errors.ts, where its description comes from the catalogue', () => {
    const builders = sources.filter(({ text }) => /new HttpError\(/.test(text)).map(({ file }) => file);
    expect(builders).toEqual(['lib/errors.ts']);
  });

  /** Calls of a refusal or a description with Russian words among their arguments. */
  const ownTexts = (text: string) => [...text.matchAll(REFUSAL_CALL)].filter((m) => /[А-Яа-яЁё]/.test(m[1])).map((m) => m[0]);

  it('pass no text of their own to a refusal or a description', () => {
    expect(ownTexts("throw badRequest('X', 'Текст');\nthrow tooManyRequests(\n  `Ждите ${s} с.`, s,\n);\nthrow notFound('Y');")).toHaveLength(2);
    expect(sources.flatMap(({ file, text }) => ownTexts(text).map((call) => `${file}: ${call}`))).toEqual([]);
  });

  it('are held to the catalogue by the types: a code, its variant and its values', () => {
    // @ts-expect-error a code the catalogue does not have
    expect(() => apiError(404, 'NO_SUCH_CODE')).toThrow('No error text for NO_SUCH_CODE');
    // @ts-expect-error PROMO_USED_UP has two texts: the variant is required
    expect(() => apiError(422, 'PROMO_USED_UP')).toThrow('No error text for PROMO_USED_UP');
    // @ts-expect-error a text is no longer an argument
    expect(() => badRequest('MERCHANT_REQUIRED', 'Не указан заголовок merchant')).not.toThrow();
    // @ts-expect-error ADDRESS_LIMIT's text needs {max}
    expect(apiError(422, 'ADDRESS_LIMIT').description).toBe('Можно сохранить не больше {max} адресов');
    expect(apiError(422, 'ADDRESS_LIMIT', { params: { max: 10 } }).description).toBe('Можно сохранить не больше 10 адресов');
  });
});

describe('an error’s description', () => {
  const inEach = (error: HttpError) =>
    Object.fromEntries((['ru', 'uz', 'eng'] as Language[]).map((language) => [language, errorText(error.code, language, error.variant, error.params)]));

  it('is the catalogue’s Russian text, kept on the error for logs', () => {
    const error = badRequest('MERCHANT_REQUIRED');
    expect([error.statusCode, error.code, error.description, error.message]).toEqual([400, 'MERCHANT_REQUIRED', 'Не указан заголовок merchant', 'Не указан заголовок merchant']);
    expect(new HttpError(404, 'ORDER_NOT_FOUND').description).toBe('Заказ не найден');
    expect(() => new HttpError(404, 'NO_SUCH_CODE' as ErrorCode)).toThrow();
  });

  it('tells when a closed branch opens, in each language, and the closing without an opening', () => {
    const closed = BRANCH_CLOSED({ at: new Date('2026-11-28T05:00:00Z'), day: '2026-11-28', time: '10:00' }, new Date('2026-11-28T02:40:00Z'));
    expect(closed.details).toEqual({ opensAt: { day: '2026-11-28', time: '10:00' } });
    expect(inEach(closed)).toEqual({
      ru: 'Филиал сейчас закрыт и откроется сегодня в 10:00: закажите ко времени, когда он открыт',
      uz: "Filial hozir yopiq, bugun soat 10:00 da ochiladi: filial ochiq bo'lgan vaqtga buyurtma bering",
      eng: 'The branch is closed now and opens today at 10:00: order for a time when it is open',
    });
    const never = BRANCH_CLOSED(null, new Date());
    expect(inEach(never)).toEqual({ ru: 'Филиал сейчас закрыт', uz: 'Filial hozir yopiq', eng: 'The branch is closed now' });
  });

  it('fills the values of a dynamic description in each language', () => {
    const refusal = apiError(409, 'ORDER_TRANSITION_REFUSED', { params: { from: 'CREATED', to: 'DELIVERED' } });
    expect(inEach(refusal)).toEqual({
      ru: 'Заказ нельзя перевести из статуса «создан» в «доставлен»',
      uz: "Buyurtmani «yaratildi» holatidan «yetkazildi» holatiga o'tkazib bo'lmaydi",
      eng: 'The order cannot go from “created” to “delivered”',
    });

    const limit = tooManyRequests('perPhone', 150);
    expect([limit.statusCode, limit.details, limit.headers]).toEqual([429, { retryAfterSeconds: 150 }, { 'retry-after': '150' }]);
    expect(inEach(limit)).toEqual({
      ru: 'Слишком много запросов кода для этого номера. Повторите через 3 мин.',
      uz: "Bu raqam uchun kod so'rovlari juda ko'p. 3 daqiqadan keyin qayta urinib ko'ring.",
      eng: 'Too many code requests for this number. Try again in 3 min.',
    });
    const streams = tooManyRequests('eventStreams');
    expect([streams.details, streams.headers, streams.description]).toEqual([undefined, undefined, 'Слишком много открытых потоков событий; закройте лишние вкладки']);
  });
});

describe('the language of a request', () => {
  const cases: Array<[Record<string, string>, Language]> = [
    [{}, 'ru'],
    [{ 'accept-language': 'uz' }, 'uz'],
    [{ 'accept-language': 'ru' }, 'ru'],
    [{ 'accept-language': 'en' }, 'eng'],
    [{ 'accept-language': 'en-US,en;q=0.9' }, 'eng'],
    [{ 'accept-language': 'uz-Latn-UZ' }, 'uz'],
    [{ 'accept-language': 'ru;q=0.5, uz;q=0.8' }, 'uz'],
    [{ 'accept-language': 'fr-FR,de;q=0.8' }, 'ru'],
    [{ 'accept-language': '*' }, 'ru'],
    [{ cookie: 'merchant=3; lang=uz' }, 'uz'],
    [{ cookie: 'lang=eng' }, 'eng'],
    [{ cookie: 'lang=xx' }, 'ru'],
    [{ 'accept-language': 'en', cookie: 'lang=uz' }, 'eng'],
    [{ 'accept-language': 'fr', cookie: 'lang=uz' }, 'uz'],
  ];
  it.each(cases)('%j → %s', (headers, language) => {
    expect(descriptionLanguage(headers)).toBe(language);
  });
});

// --- Answers of the API -------------------------------------------------------------------------

describe('descriptions in the customer’s language', () => {
  let api: TestApi;
  beforeAll(async () => { api = await startTestApi(); });
  afterAll(async () => { await api?.close(); });

  const unknownBrand = (headers: Record<string, string>) =>
    api.app.inject({ method: 'GET', url: '/users/v1/merchants/sub/no-such-brand', headers });

  it.each([
    [{ 'accept-language': 'uz' }, 'Sotuvchi topilmadi'],
    [{ 'accept-language': 'ru' }, 'Мерчант не найден'],
    [{ 'accept-language': 'en' }, 'Merchant not found'],
    [{ 'accept-language': 'en-US,en;q=0.9' }, 'Merchant not found'],
    [{}, 'Мерчант не найден'],
    [{ cookie: 'lang=uz' }, 'Sotuvchi topilmadi'],
  ])('a 404 with %j says %s, with the same code', async (headers, description) => {
    const res = await unknownBrand(headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'MERCHANT_NOT_FOUND', description });
  });

  it('answers an unknown route and a malformed body in the language asked', async () => {
    const route = await api.app.inject({ method: 'GET', url: '/no/such/route?x=1', headers: { 'accept-language': 'uz' } });
    expect(route.json()).toEqual({ code: 'ROUTE_NOT_FOUND', description: 'Resurs topilmadi: GET /no/such/route' });

    const merchant = String(api.merchantId('demo'));
    const invalid = await api.app.inject({
      method: 'POST', url: '/users/v1/users/login', headers: { merchant, 'accept-language': 'en' }, payload: { phone: 'abc' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR', description: 'Invalid request data: body.phone' });

    const json = await api.app.inject({
      method: 'POST', url: '/users/v1/users/login', headers: { merchant, 'content-type': 'application/json', 'accept-language': 'uz' }, payload: '{',
    });
    expect(json.json()).toEqual({ code: 'MALFORMED_JSON', description: "So'rov tanasi to'g'ri JSON emas" });
  });

  it('tells the wait of a login-code limit in Uzbek and English', async () => {
    const merchant = String(api.merchantId('demo'));
    const phone = '998901110203';
    const send = (language: string) => api.app.inject({
      method: 'POST', url: '/users/v1/users/login', headers: { merchant, 'accept-language': language }, payload: { phone },
    });
    expect((await send('uz')).statusCode).toBe(200);
    const uz = await send('uz');
    expect(uz.statusCode).toBe(429);
    expect(uz.json().description).toMatch(/^Kod allaqachon yuborilgan\. Qayta yuborish \d+ soniyadan keyin mumkin\.$/);
    expect((await send('en')).json().description).toMatch(/^The code has already been sent\. It can be sent again in \d+ s\.$/);
    expect((await send('ru')).json().description).toMatch(/^Код уже отправлен\. Повторная отправка возможна через \d+ с\.$/);
  });
});
