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

  it('keeps ru and eng from Intl, never with Uzbek names', () => {
    expect(formatCalendarDay('2026-11-28', 'ru')).toMatch(/28/);
    expect(formatCalendarDay('2026-11-28', 'ru')).toMatch(/ноя/);
    expect(formatCalendarDay('2026-11-28', 'eng')).toMatch(/Sat.*28.*Nov/);
    expect(formatCalendarDay('2026-11-28', 'eng', { weekday: 'long' })).toMatch(/Saturday.*28.*November/);
    expect(formatCalendarDay('2026-11-28', 'ru', { weekday: 'long' })).toMatch(/суббота.*28.*ноября/);
  });

  it('gives back an unreadable day as it came', () => {
    expect(formatCalendarDay('tomorrow', 'uz')).toBe('tomorrow');
    expect(formatCalendarDay('2026-02-30', 'uz')).toBe('2026-02-30');
  });

  it('reads moments on the Tashkent clock (UTC+5), across midnight and the year', () => {
    expect(formatTashkentDateTime('2026-12-31T19:30:00Z', 'uz')).toBe('01.01.2027, 00:30');
    expect(formatTashkentClock('2026-11-28T09:05:00Z', 'uz')).toBe('14:05');
    expect(formatTashkentDate('2026-12-31T19:30:00Z', 'uz')).toBe('1-yanvar 2027');
    expect(formatTashkentDate('2026-11-28T09:05:00Z', 'uz')).toBe('28-noyabr 2026');
    expect(formatTashkentClock('2026-11-28T09:05:00Z', 'ru')).toBe('14:05');
  });

  it('answers empty for a missing or unreadable moment', () => {
    expect(formatTashkentDateTime(null, 'uz')).toBe('');
    expect(formatTashkentDateTime('nonsense', 'ru')).toBe('');
    expect(formatTashkentClock(undefined, 'eng')).toBe('');
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
