import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESCRIPTIONS, descriptionLanguage, translateDescription, type DescriptionLanguage } from '../src/lib/descriptions';
import { tooManyRequests } from '../src/lib/errors';
import { BRANCH_CLOSED } from '../src/lib/named-errors';
import { PROMO_DESCRIPTIONS, SCHEDULE_DESCRIPTIONS } from '../src/domains/orders/pricing';
import { startTestApi, type TestApi } from './helpers/api';

const CYRILLIC = /[А-Яа-яЁё]/;

// --- Every description the source throws has its translations -------------------------------------

const SOURCE = join(import.meta.dirname, '../src');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'seed' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

const STRING = String.raw`('(?:[^'\\]|\\.)*'|\x60(?:[^\x60\\]|\\.)*\x60)`;
/** The ways the API gives a refusal: a code and its Russian text, or a text of a code the helper names. */
const WITH_CODE = [
  new RegExp(String.raw`(?:badRequest|notFound|conflict|unprocessable|refused)\(\s*'([A-Z][A-Z0-9_]+)',\s*` + STRING, 'g'),
  new RegExp(String.raw`new HttpError\(\s*[\w.]+,\s*'([A-Z][A-Z0-9_]+)',\s*` + STRING, 'g'),
  new RegExp(String.raw`code: '([A-Z][A-Z0-9_]+)', description: ` + STRING, 'g'),
  new RegExp(String.raw`describeFor\(\s*\w+(?:\.request)?,\s*'([A-Z][A-Z0-9_]+)',\s*` + STRING, 'g'),
  new RegExp(String.raw`code: '([A-Z][A-Z0-9_]+)',\s*description: describeFor\(\w+,\s*'[A-Z_]+',\s*` + STRING, 'g'),
];
const BY_HELPER: Array<[RegExp, string]> = [
  [new RegExp(String.raw`tooManyRequests\(\s*` + STRING, 'g'), 'TOO_MANY_REQUESTS'],
  [new RegExp(String.raw`forbidden\(\s*` + STRING, 'g'), 'FORBIDDEN'],
  [new RegExp(String.raw`unauthorized\(\s*` + STRING, 'g'), 'UNAUTHORIZED'],
  [new RegExp(String.raw`unauthorized = \(description = ` + STRING, 'g'), 'UNAUTHORIZED'],
  [new RegExp(String.raw`forbidden = \(description = ` + STRING, 'g'), 'FORBIDDEN'],
];

interface Thrown { file: string; code: string; text: string }
function thrownDescriptions(): Thrown[] {
  const found: Thrown[] = [];
  for (const file of sourceFiles(SOURCE)) {
    const source = readFileSync(file, 'utf8');
    const short = file.slice(SOURCE.length + 1);
    for (const pattern of WITH_CODE) for (const m of source.matchAll(pattern)) found.push({ file: short, code: m[1], text: m[2] });
    for (const [pattern, code] of BY_HELPER) for (const m of source.matchAll(pattern)) found.push({ file: short, code, text: m[1] });
  }
  return found;
}

describe('the translation table of descriptions', () => {
  const thrown = thrownDescriptions();

  it('finds the refusals of the source (the scan itself works)', () => {
    expect(thrown.length).toBeGreaterThan(80);
    expect(thrown).toContainEqual({ file: 'lib/named-errors.ts', code: 'ORDER_NOT_FOUND', text: "'Заказ не найден'" });
    expect(new Set(thrown.map((t) => t.code)).size).toBeGreaterThan(70);
  });

  it('has a uz and en entry for every code thrown in api/src', () => {
    const missing = [...new Set(thrown.map((t) => t.code))].filter((code) => !DESCRIPTIONS[code]);
    expect(missing, 'codes without translations in lib/descriptions.ts').toEqual([]);
  });

  it('translates every fixed Russian text thrown in api/src into Uzbek and English', () => {
    const untranslated = thrown
      .filter((t) => t.text.startsWith("'"))
      .map((t) => ({ ...t, ru: t.text.slice(1, -1).replace(/\\'/g, "'") }))
      .filter((t) => CYRILLIC.test(t.ru))
      .filter((t) => (['uz', 'en'] as const).some((lang) => {
        const text = translateDescription(t.code, t.ru, lang);
        return text === t.ru || CYRILLIC.test(text);
      }))
      .map((t) => `${t.file}: ${t.code} ${t.ru}`);
    expect(untranslated).toEqual([]);
  });

  it('translates the schedule and promo refusals of pricing', () => {
    const pairs = [
      ...Object.entries(SCHEDULE_DESCRIPTIONS).map(([code, ru]) => [`SCHEDULE_${code}`, ru] as const),
      ...Object.entries(PROMO_DESCRIPTIONS),
    ];
    expect(pairs.length).toBe(10);
    for (const [code, ru] of pairs) {
      for (const lang of ['uz', 'en'] as const) expect(translateDescription(code, ru, lang), `${code} in ${lang}`).not.toMatch(CYRILLIC);
    }
  });

  it('writes no Cyrillic in uz or en, and uses the same {places} in every language', () => {
    for (const [code, entry] of Object.entries(DESCRIPTIONS)) {
      for (const e of Array.isArray(entry) ? entry : [entry]) {
        if (typeof e.ru !== 'string') continue;
        const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        for (const lang of ['uz', 'en'] as const) {
          expect(e[lang], `${code} ${lang}`).not.toMatch(CYRILLIC);
          expect(places(e[lang] as string), `${code} ${lang}`).toEqual(places(e.ru));
        }
      }
    }
  });

  it('tells when a closed branch opens, in each language, and translates the closing without an opening', () => {
    const closed = BRANCH_CLOSED({ at: new Date('2026-11-28T05:00:00Z'), day: '2026-11-28', time: '10:00' }, new Date('2026-11-28T02:40:00Z'));
    expect(closed.description).toBe('Филиал сейчас закрыт и откроется сегодня в 10:00: закажите ко времени, когда он открыт');
    expect(translateDescription(closed.code, closed.description, 'uz', closed.params))
      .toBe("Filial hozir yopiq, bugun soat 10:00 da ochiladi: filial ochiq bo'lgan vaqtga buyurtma bering");
    expect(translateDescription(closed.code, closed.description, 'en', closed.params)).toBe('The branch is closed now and opens today at 10:00: order for a time when it is open');
    const never = BRANCH_CLOSED(null, new Date());
    expect(translateDescription(never.code, never.description, 'uz', never.params)).toBe('Filial hozir yopiq');
  });

  it('fills the values of a dynamic description in each language', () => {
    const refusal = 'Заказ нельзя перевести из статуса «создан» в «доставлен»';
    const params = { from: 'CREATED', to: 'DELIVERED' };
    expect(translateDescription('ORDER_TRANSITION_REFUSED', refusal, 'uz', params))
      .toBe("Buyurtmani «yaratildi» holatidan «yetkazildi» holatiga o'tkazib bo'lmaydi");
    expect(translateDescription('ORDER_TRANSITION_REFUSED', refusal, 'en', params)).toBe('The order cannot go from “created” to “delivered”');

    const limit = tooManyRequests('Слишком много запросов кода для этого номера. Повторите через 3 мин.', 150);
    expect(translateDescription(limit.code, limit.description, 'uz', limit.params))
      .toBe("Bu raqam uchun kod so'rovlari juda ko'p. 3 daqiqadan keyin qayta urinib ko'ring.");
    expect(translateDescription(limit.code, limit.description, 'en', limit.params)).toBe('Too many code requests for this number. Try again in 3 min.');
  });

  it('keeps the thrown Russian text when no entry matches it, and in ru', () => {
    expect(translateDescription('ORDER_NOT_FOUND', 'Какой-то новый текст', 'uz')).toBe('Какой-то новый текст');
    expect(translateDescription('NO_SUCH_CODE', 'Текст', 'en')).toBe('Текст');
    expect(translateDescription('ORDER_NOT_FOUND', 'Заказ не найден', 'ru')).toBe('Заказ не найден');
  });
});

describe('the language of a request', () => {
  const cases: Array<[Record<string, string>, DescriptionLanguage]> = [
    [{}, 'ru'],
    [{ 'accept-language': 'uz' }, 'uz'],
    [{ 'accept-language': 'ru' }, 'ru'],
    [{ 'accept-language': 'en' }, 'en'],
    [{ 'accept-language': 'en-US,en;q=0.9' }, 'en'],
    [{ 'accept-language': 'uz-Latn-UZ' }, 'uz'],
    [{ 'accept-language': 'ru;q=0.5, uz;q=0.8' }, 'uz'],
    [{ 'accept-language': 'fr-FR,de;q=0.8' }, 'ru'],
    [{ 'accept-language': '*' }, 'ru'],
    [{ cookie: 'merchant=3; lang=uz' }, 'uz'],
    [{ cookie: 'lang=eng' }, 'en'],
    [{ cookie: 'lang=xx' }, 'ru'],
    [{ 'accept-language': 'en', cookie: 'lang=uz' }, 'en'],
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
