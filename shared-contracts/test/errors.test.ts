import { LANGUAGES, MESSAGE_TRANSLATIONS, MESSAGES, type Language } from '../src';
import { ERROR_CATALOGUE, errorText, errorTexts, type ErrorTexts, type ErrorTextChoice } from '../src/rules';

const CYRILLIC = /[А-Яа-яЁё]/;
const places = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** Every text of the catalogue, named `CODE` or `CODE.variant`. */
const TEXTS: Array<[string, ErrorTexts]> = Object.entries(ERROR_CATALOGUE).flatMap(([code, entry]) => ('ru' in entry
  ? [[code, entry as ErrorTexts] as [string, ErrorTexts]]
  : Object.entries(entry as Record<string, ErrorTexts>).map(([variant, texts]) => [`${code}.${variant}`, texts] as [string, ErrorTexts])));

/**
 * The values a text written by a function is tried with. A function text added to the catalogue
 * without a line here fails the test below, so every one of them is read in each language.
 */
const FUNCTION_SAMPLES: Record<string, Record<string, string>> = {
  'TILE_COORDINATES_INVALID.path': {},
  ORDER_TRANSITION_REFUSED: { from: 'CREATED', to: 'DELIVERED' },
  'BRANCH_CLOSED.opensAt': { day: '2026-11-28', time: '10:00', now: '2026-11-28T02:40:00Z' },
  'DELIVERY_CLOSED.opensAt': { day: '2026-11-28', time: '09:30', now: '2026-11-28T02:40:00Z' },
};

describe('the error catalogue', () => {
  it('has a text in uz, ru and eng for every code and variant, nothing else', () => {
    expect(TEXTS.length).toBeGreaterThan(150);
    for (const [name, texts] of TEXTS) {
      expect({ name, languages: Object.keys(texts).sort() }).toEqual({ name, languages: [...LANGUAGES].sort() });
      for (const language of LANGUAGES) expect({ name, language, empty: texts[language] === '' }).toEqual({ name, language, empty: false });
    }
  });

  it('names the same {places} in every language, and writes Russian only in ru', () => {
    for (const [name, texts] of TEXTS) {
      if (typeof texts.ru === 'function') continue;
      const [uz, eng] = [texts.uz, texts.eng] as string[];
      expect({ name, uz: places(uz), eng: places(eng) }).toEqual({ name, uz: places(texts.ru), eng: places(texts.ru) });
      expect({ name, ru: CYRILLIC.test(texts.ru) || /^[\w .]+$/.test(texts.ru), uz: CYRILLIC.test(uz), eng: CYRILLIC.test(eng) })
        .toEqual({ name, ru: true, uz: false, eng: false });
    }
  });

  it('writes every function text in each language from its sample values', () => {
    const functions = TEXTS.filter(([, texts]) => typeof texts.ru === 'function').map(([name]) => name);
    expect(functions.sort()).toEqual(Object.keys(FUNCTION_SAMPLES).sort());
    for (const name of functions) {
      const [code, variant] = name.split('.');
      for (const language of LANGUAGES) {
        const text = errorText(code, language, variant, FUNCTION_SAMPLES[name]);
        expect({ name, language, cyrillic: CYRILLIC.test(text) }).toEqual({ name, language, cyrillic: language === 'ru' });
        expect(text).not.toMatch(/undefined|Invalid Date/);
      }
    }
  });

  it('reuses the spec’s messages where the API answers one', () => {
    expect(ERROR_CATALOGUE.WRONG_CODE).toEqual({ uz: MESSAGES.wrongCode, ...MESSAGE_TRANSLATIONS.wrongCode });
    expect(ERROR_CATALOGUE.TELEGRAM_USER_MISSING).toEqual({ uz: MESSAGES.telegramIdNotFound, ...MESSAGE_TRANSLATIONS.telegramIdNotFound });
    expect(errorText('PROMO_INACTIVE', 'uz')).toBe('Promokod active emas!');
    expect(errorText('NO_BRANCHES', 'uz')).toBe(MESSAGES.noBranches);
  });
});

describe('errorText', () => {
  it('fills the places in the language asked', () => {
    const limit = (language: Language) => errorText('TOO_MANY_REQUESTS', language, 'perPhone', { seconds: 150, minutes: 3 });
    expect(limit('ru')).toBe('Слишком много запросов кода для этого номера. Повторите через 3 мин.');
    expect(limit('uz')).toBe("Bu raqam uchun kod so'rovlari juda ko'p. 3 daqiqadan keyin qayta urinib ko'ring.");
    expect(limit('eng')).toBe('Too many code requests for this number. Try again in 3 min.');
    expect(errorText('ADDRESS_LIMIT', 'eng', undefined, { max: 10 })).toBe('You can save at most 10 addresses');
  });

  it('leaves a place without a value as written, and a value’s own braces alone', () => {
    expect(errorText('ADDRESS_LIMIT', 'ru')).toBe('Можно сохранить не больше {max} адресов');
    expect(errorText('ROUTE_NOT_FOUND', 'ru', undefined, { method: 'GET', path: '/a/{max}' })).toBe('Ресурс не найден: GET /a/{max}');
    expect(errorText('TILE_COORDINATES_INVALID', 'eng', 'path', { z: 1 })).toBe('A map tile is requested as /tiles/v1/{z}/{x}/{y}.png');
  });

  it('names the statuses of a refused transition as the customer reads them', () => {
    const params = { from: 'CREATED', to: 'DELIVERED' };
    expect(errorText('ORDER_TRANSITION_REFUSED', 'ru', undefined, params)).toBe('Заказ нельзя перевести из статуса «создан» в «доставлен»');
    expect(errorText('ORDER_TRANSITION_REFUSED', 'uz', undefined, params)).toBe("Buyurtmani «yaratildi» holatidan «yetkazildi» holatiga o'tkazib bo'lmaydi");
    expect(errorText('ORDER_TRANSITION_REFUSED', 'eng', undefined, params)).toBe('The order cannot go from “created” to “delivered”');
    expect(errorText('ORDER_TRANSITION_REFUSED', 'eng', undefined, { from: 'NO_SUCH', to: 'ON_WAY' })).toBe('The order cannot go from “NO_SUCH” to “on the way”');
  });

  it('tells when a closed branch opens, by the contracts’ rule', () => {
    const params = { day: '2026-11-28', time: '10:00', now: '2026-11-28T02:40:00Z' };
    expect(errorText('BRANCH_CLOSED', 'ru', 'opensAt', params)).toBe('Филиал сейчас закрыт и откроется сегодня в 10:00: закажите ко времени, когда он открыт');
    expect(errorText('BRANCH_CLOSED', 'uz', 'opensAt', params)).toBe("Filial hozir yopiq, bugun soat 10:00 da ochiladi: filial ochiq bo'lgan vaqtga buyurtma bering");
    expect(errorText('BRANCH_CLOSED', 'eng', 'opensAt', params)).toBe('The branch is closed now and opens today at 10:00: order for a time when it is open');
    expect(errorText('BRANCH_CLOSED', 'eng', 'closed')).toBe('The branch is closed now');
  });

  it('refuses a code or variant the catalogue does not have, rather than guess a text', () => {
    expect(errorTexts('NO_SUCH_CODE')).toBeUndefined();
    expect(errorTexts('PROMO_USED_UP')).toBeUndefined();
    expect(errorTexts('PROMO_USED_UP', 'nobody')).toBeUndefined();
    expect(errorTexts('ORDER_NOT_FOUND', 'customer')).toBeUndefined();
    expect(() => errorText('NO_SUCH_CODE', 'ru')).toThrow('No error text for NO_SUCH_CODE');
    expect(() => errorText('PROMO_USED_UP', 'uz', 'nobody')).toThrow('No error text for PROMO_USED_UP (nobody)');
  });

  it('types the choice of a text: a variant where there are several, the values its places need', () => {
    const named: ErrorTextChoice<'PROMO_USED_UP', 'customer'> = { variant: 'customer' };
    const filled: ErrorTextChoice<'ADDRESS_LIMIT', never> = { params: { max: 10 } };
    // @ts-expect-error PROMO_USED_UP has two texts: the variant is required.
    const unnamed: ErrorTextChoice<'PROMO_USED_UP', 'customer'> = {};
    // @ts-expect-error ADDRESS_LIMIT's text needs {max}.
    const unfilled: ErrorTextChoice<'ADDRESS_LIMIT', never> = {};
    // @ts-expect-error codeResent's text has {seconds}, not {minutes}.
    const misfilled: ErrorTextChoice<'TOO_MANY_REQUESTS', 'codeResent'> = { variant: 'codeResent', params: { minutes: 1 } };
    expect([named, filled, unnamed, unfilled, misfilled]).toHaveLength(5);
  });
});
