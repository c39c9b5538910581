import { formatCalendarDay, monthName, formatTashkentClock, formatTashkentDate, formatTashkentDateTime, UZBEK_MONTHS, UZBEK_WEEKDAYS, UZBEK_WEEKDAYS_SHORT } from '../src/rules';

describe('dates in Uzbek, without Intl', () => {
  it('names every month and weekday in Uzbek (Latin)', () => {
    expect(UZBEK_MONTHS).toHaveLength(12);
    expect(UZBEK_WEEKDAYS).toHaveLength(7);
    for (let month = 1; month <= 12; month += 1) {
      const day = `2026-${String(month).padStart(2, '0')}-15`;
      expect(formatCalendarDay(day, 'uz', { weekday: 'long' })).toContain(`15-${UZBEK_MONTHS[month - 1]}, `);
      expect(formatCalendarDay(day, 'uz')).toMatch(new RegExp(`^[A-Z][a-z]+, 15-${UZBEK_MONTHS[month - 1]}$`));
    }
  });

  it('writes a booking day as "28-noyabr, shanba" in uz, "Shan, 28-noyabr" when short', () => {
    const long = { weekday: 'long' } as const;
    expect(formatCalendarDay('2026-11-28', 'uz', long)).toBe('28-noyabr, shanba');
    expect(formatCalendarDay('2026-11-29', 'uz', long)).toBe('29-noyabr, yakshanba');
    expect(formatCalendarDay('2026-11-30', 'uz', long)).toBe('30-noyabr, dushanba');
    expect(formatCalendarDay('2027-01-01', 'uz', long)).toBe('1-yanvar, juma');
    expect(formatCalendarDay('2028-02-29', 'uz', long)).toBe('29-fevral, seshanba');
    expect(formatCalendarDay('2026-11-28', 'uz')).toBe('Shan, 28-noyabr');
    expect(formatCalendarDay('2026-12-02', 'uz')).toBe('Chor, 2-dekabr');
    expect(UZBEK_WEEKDAYS_SHORT.map((d, i) => UZBEK_WEEKDAYS[i].toLowerCase().startsWith(d.toLowerCase()))).toEqual(Array(7).fill(true));
  });

  it('does not ask Intl for Uzbek: the uz text stays the same when Intl answers in its root locale', () => {
    const original = Intl.DateTimeFormat;
    const spy = function broken() { throw new Error('Intl was asked'); } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = spy;
    const toLocale = Date.prototype.toLocaleString;
    Date.prototype.toLocaleString = () => { throw new Error('toLocaleString was asked'); };
    try {
      expect(formatCalendarDay('2026-11-28', 'uz', { weekday: 'long' })).toBe('28-noyabr, shanba');
      expect(formatCalendarDay('2026-11-28', 'uz')).toBe('Shan, 28-noyabr');
      expect(formatTashkentDateTime('2026-11-28T09:05:00Z', 'uz')).toBe('28.11.2026, 14:05');
    } finally {
      Intl.DateTimeFormat = original;
      Date.prototype.toLocaleString = toLocale;
    }
  });

  it('writes ru and eng as the browser\'s own CLDR data does (ru-RU, en-GB), for every day of two years', () => {
    const locales = { ru: 'ru-RU', eng: 'en-GB' } as const;
    for (const language of ['ru', 'eng'] as const) {
      const locale = locales[language];
      const dayFormats = {
        short: new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
        long: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
      };
      const dateFormat = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Tashkent', day: 'numeric', month: 'short', year: 'numeric' });
      const dateTimeFormat = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Tashkent', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
        const date = new Date(time);
        const day = date.toISOString().slice(0, 10);
        for (const weekday of ['short', 'long'] as const) {
          expect(formatCalendarDay(day, language, { weekday })).toBe(dayFormats[weekday].format(date));
        }
        // 19:05 UTC is past midnight in Tashkent: the next day there.
        const evening = new Date(time + 19 * 3_600_000 + 5 * 60_000);
        expect(formatTashkentDate(evening.toISOString(), language)).toBe(dateFormat.format(evening));
        expect(formatTashkentDateTime(evening.toISOString(), language)).toBe(dateTimeFormat.format(evening));
      }
      for (let month = 1; month <= 12; month += 1) {
        const alone = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
        expect(monthName(month, language).toLowerCase()).toBe(alone.toLowerCase());
      }
    }
    expect(formatCalendarDay('2026-11-28', 'ru')).toBe('сб, 28 нояб.');
    expect(formatCalendarDay('2026-11-28', 'eng', { weekday: 'long' })).toBe('Saturday 28 November');
    expect(formatTashkentDateTime('2026-11-28T09:05:00Z', 'eng')).toBe('28/11/2026, 14:05');
  });

  it('never asks Intl for a date: a page\'s first one would load the browser\'s date data', () => {
    const original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = function broken() { throw new Error('Intl was asked'); } as unknown as typeof Intl.DateTimeFormat;
    const toLocale = Date.prototype.toLocaleString;
    const toLocaleDate = Date.prototype.toLocaleDateString;
    Date.prototype.toLocaleString = () => { throw new Error('toLocaleString was asked'); };
    Date.prototype.toLocaleDateString = () => { throw new Error('toLocaleDateString was asked'); };
    try {
      for (const language of ['uz', 'ru', 'eng'] as const) {
        expect(formatCalendarDay('2026-11-28', language)).toMatch(/28/);
        expect(formatCalendarDay('2026-11-28', language, { weekday: 'long' })).toMatch(/28/);
        expect(formatTashkentDate('2026-11-28T09:05:00Z', language)).toMatch(/2026/);
        expect(formatTashkentDateTime('2026-11-28T09:05:00Z', language)).toMatch(/14:05$/);
        expect(monthName(11, language)).not.toBe('');
      }
    } finally {
      Intl.DateTimeFormat = original;
      Date.prototype.toLocaleString = toLocale;
      Date.prototype.toLocaleDateString = toLocaleDate;
    }
  });

  it('gives back an unreadable day as it came', () => {
    expect(formatCalendarDay('tomorrow', 'uz')).toBe('tomorrow');
    expect(formatCalendarDay('2026-02-30', 'uz')).toBe('2026-02-30');
  });

  it('reads moments on the Tashkent clock (UTC+5), across midnight and the year', () => {
    expect(formatTashkentDateTime('2026-12-31T19:30:00Z', 'uz')).toBe('01.01.2027, 00:30');
    expect(formatTashkentClock('2026-11-28T09:05:00Z')).toBe('14:05');
    expect(formatTashkentDate('2026-12-31T19:30:00Z', 'uz')).toBe('1-yanvar 2027');
    expect(formatTashkentDate('2026-11-28T09:05:00Z', 'uz')).toBe('28-noyabr 2026');
    expect(formatTashkentClock('2026-11-28T21:05:00Z')).toBe('02:05');
  });

  it('answers empty for a missing or unreadable moment', () => {
    expect(formatTashkentDateTime(null, 'uz')).toBe('');
    expect(formatTashkentDateTime('nonsense', 'ru')).toBe('');
    expect(formatTashkentClock(undefined)).toBe('');
    expect(formatTashkentDate('', 'uz')).toBe('');
  });
});

describe('monthName', () => {
  it('names a month standing alone, capitalised, in each language', () => {
    expect(monthName(11, 'uz')).toBe('Noyabr');
    expect(monthName(3, 'ru')).toBe('Март');
    expect(monthName(1, 'ru')).toBe('Январь');
    expect(monthName(12, 'eng')).toBe('December');
  });
});
