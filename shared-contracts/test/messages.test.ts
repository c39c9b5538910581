import { MESSAGE_TRANSLATIONS, MESSAGES, specMessage } from '../src';
import { checkPromo, checkSchedule } from '../src/rules';

const CYRILLIC = /[А-Яа-яЁё]/;
const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('spec messages in the three interface languages', () => {
  it('shows MESSAGES verbatim in uz', () => {
    for (const key of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) expect(specMessage(key, 'uz')).toBe(MESSAGES[key]);
    expect(specMessage('promoInactive', 'uz')).toBe('Promokod active emas!');
    expect(specMessage('requiredField', 'uz')).toBe("Iltimos, ushbu maydonni to'ldiring!");
  });

  it('translates every message into ru and eng, keeping its {places}', () => {
    expect(Object.keys(MESSAGE_TRANSLATIONS).sort()).toEqual(Object.keys(MESSAGES).sort());
    for (const [key, uz] of Object.entries(MESSAGES) as [keyof typeof MESSAGES, string][]) {
      const { ru, eng } = MESSAGE_TRANSLATIONS[key];
      // Each compared with its key, so a failure names the message.
      expect({ key, ru: CYRILLIC.test(ru), eng: CYRILLIC.test(eng) }).toEqual({ key, ru: true, eng: false });
      expect({ key, ru: places(ru), eng: places(eng) }).toEqual({ key, ru: places(uz), eng: places(uz) });
    }
    expect(specMessage('promoInactive', 'ru')).toBe('Промокод не активен!');
    expect(specMessage('promoInactive', 'eng')).toBe('The promo code is not active!');
    expect(specMessage('notEnoughStock', 'ru')).toBe('Недостаточно товара!');
  });

  it('fills the places and falls back to the spec text for an unknown language', () => {
    expect(specMessage('promoMinPrice', 'ru', { minPrice: "50 000 so'm" })).toBe("Сумма товаров должна быть не меньше 50 000 so'm");
    expect(specMessage('promoMinPrice', 'uz', { minPrice: "50 000 so'm" })).toBe("Mahsulot minimal narxi 50 000 so'm dan yuqori bo'lishi kerak");
    expect(specMessage('dayOff', 'fr')).toBe(MESSAGES.dayOff);
    expect(specMessage('dayOff', undefined)).toBe(MESSAGES.dayOff);
  });

  it('gives checkPromo and checkSchedule messages in the language asked, uz by default', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    const inactive = { isActive: false };
    expect(checkPromo(inactive, { now, productPrice: 1 })).toEqual({ ok: false, code: 'PROMO_INACTIVE', key: 'promoInactive', message: 'Promokod active emas!' });
    expect(checkPromo(inactive, { now, productPrice: 1, language: 'ru' }).message).toBe('Промокод не активен!');
    expect(checkPromo({ isActive: true, minPrice: 50_000 }, { now, productPrice: 1, language: 'eng' }).message)
      .toBe("The products must cost at least 50 000 UZS");
    expect(checkPromo({ isActive: true }, { now, productPrice: 1, language: 'ru' })).toEqual({ ok: true, key: 'promoAdded', message: 'Промокод успешно добавлен' });
    expect(checkSchedule({ now, day: '', time: '12:00', language: 'eng' })).toMatchObject({ code: 'REQUIRED', message: 'Please fill in this field!' });
    expect(checkSchedule({ now, day: '', time: '12:00' })).toMatchObject({ code: 'REQUIRED', message: MESSAGES.requiredField });
  });
});
