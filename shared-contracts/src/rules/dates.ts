import type { Language } from '../common';
import { MERCHANT_UTC_OFFSET_MINUTES } from './schedule';

/**
 * Dates as a customer reads them, in the interface language, with names written here rather than
 * asked of `Intl`. Uzbek: Debian's Chromium and some Android Chromes ship no Uzbek date data, and
 * `Intl` then answers in its root locale ("M11 28, Sat"). ru and eng: a page's first date format
 * loads the browser's ICU date data (17–55 ms at 1× measured here, 84 ms for a first time of day
 * in a time zone), paid inside the render that draws the first date — the checkout's day picker,
 * the orders list. The names are CLDR's (ru-RU, en-GB), held to Node's `Intl` by the tests.
 */

/** Month names in Uzbek (Latin script), January first; "28-noyabr" is how a day of one is written. */
export const UZBEK_MONTHS = ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'] as const;

/** Weekday names in Uzbek (Latin script), Sunday first as `Date#getUTCDay` counts. */
export const UZBEK_WEEKDAYS = ['yakshanba', 'dushanba', 'seshanba', 'chorshanba', 'payshanba', 'juma', 'shanba'] as const;

/** Their short forms (CLDR's abbreviated Uzbek weekdays), for a narrow field: "Shan, 28-noyabr". */
export const UZBEK_WEEKDAYS_SHORT = ['Yak', 'Dush', 'Sesh', 'Chor', 'Pay', 'Jum', 'Shan'] as const;

/**
 * A moment on the merchant's wall clock (Tashkent, MERCHANT_UTC_OFFSET_MINUTES: +05:00 all year),
 * to be read with the UTC getters.
 */
export function wallClock(moment: Date, utcOffsetMinutes: number = MERCHANT_UTC_OFFSET_MINUTES): Date {
  return new Date(moment.getTime() + utcOffsetMinutes * 60_000);
}

/** A moment's calendar day on the merchant's wall clock as 'YYYY-MM-DD' (of now: today in Tashkent). */
export function localDate(now: Date, utcOffsetMinutes: number = MERCHANT_UTC_OFFSET_MINUTES): string {
  return wallClock(now, utcOffsetMinutes).toISOString().slice(0, 10);
}

/** A language's calendar words; Sunday first as `Date#getUTCDay` counts, January first. */
interface CalendarWords {
  /** A month named alone (a date field's list): "ноябрь". */
  monthsAlone: readonly string[];
  /** A month after a day's number: "28 ноября". */
  monthsOfDay: readonly string[];
  /** Its short form after a day's number: "28 нояб.". */
  monthsShort: readonly string[];
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
}

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const CALENDAR_WORDS: Record<Language, CalendarWords> = {
  // Uzbek writes the whole month after a day's number ("28-noyabr") and names it alone the same way.
  uz: { monthsAlone: UZBEK_MONTHS, monthsOfDay: UZBEK_MONTHS, monthsShort: UZBEK_MONTHS, weekdays: UZBEK_WEEKDAYS, weekdaysShort: UZBEK_WEEKDAYS_SHORT },
  ru: {
    monthsAlone: ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'],
    monthsOfDay: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
    monthsShort: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
    weekdays: ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'],
    weekdaysShort: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
  },
  eng: {
    monthsAlone: ENGLISH_MONTHS,
    monthsOfDay: ENGLISH_MONTHS,
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day 'YYYY-MM-DD' as a Date at its UTC midnight; null when it is not one. */
function calendarDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 ? date : null;
}

/** A moment shifted to Tashkent's wall clock, read with the UTC getters; null when not a date. */
function inTashkent(iso: string): Date | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return wallClock(date);
}

/**
 * A calendar day ('YYYY-MM-DD', a booking's date) with its weekday. Short (a date picker's option):
 * uz "Shan, 28-noyabr", ru "сб, 28 нояб.", eng "Sat 28 Nov"; long (a reservation's card): uz
 * "28-noyabr, shanba", ru "суббота, 28 ноября", eng "Saturday 28 November". An unreadable day comes
 * back as given.
 */
export function formatCalendarDay(day: string, language: Language, { weekday = 'short' }: { weekday?: 'short' | 'long' } = {}): string {
  const date = calendarDay(day);
  if (!date) return day;
  const words = CALENDAR_WORDS[language];
  const long = weekday === 'long';
  const weekdayName = (long ? words.weekdays : words.weekdaysShort)[date.getUTCDay()];
  const month = (long ? words.monthsOfDay : words.monthsShort)[date.getUTCMonth()];
  const dayMonth = `${date.getUTCDate()}${language === 'uz' ? '-' : ' '}${month}`;
  // Uzbek puts a long weekday after the day ("28-noyabr, shanba"); Russian puts a comma after the
  // weekday ("сб, 28 нояб."), British English does not ("Sat 28 Nov").
  if (language === 'uz') return long ? `${dayMonth}, ${weekdayName}` : `${weekdayName}, ${dayMonth}`;
  return `${weekdayName}${language === 'ru' ? ', ' : ' '}${dayMonth}`;
}

/**
 * A month's name standing alone (a date field's list), 1 = January: uz "Noyabr", ru "Ноябрь",
 * eng "November".
 */
export function monthName(month: number, language: Language): string {
  const name = CALENDAR_WORDS[language].monthsAlone[month - 1] ?? '';
  return name.charAt(0).toLocaleUpperCase(language === 'eng' ? 'en' : language) + name.slice(1);
}

/**
 * A moment's date in Tashkent, a promo's first or last day: uz "28-noyabr 2026", ru "28 нояб. 2026 г.",
 * eng "28 Nov 2026". Empty for a missing or unreadable moment.
 */
export function formatTashkentDate(iso: string | null | undefined, language: Language): string {
  const local = iso ? inTashkent(iso) : null;
  if (!local || !iso) return '';
  const month = CALENDAR_WORDS[language].monthsShort[local.getUTCMonth()];
  if (language === 'uz') return `${local.getUTCDate()}-${month} ${local.getUTCFullYear()}`;
  const date = `${local.getUTCDate()} ${month} ${local.getUTCFullYear()}`;
  return language === 'ru' ? `${date} г.` : date;
}

/**
 * A moment's date and time in Tashkent, an order's or a message's, on the 24-hour clock: uz and ru
 * "28.11.2026, 14:05", eng "28/11/2026, 14:05". Empty for a missing or unreadable moment.
 */
export function formatTashkentDateTime(iso: string | null | undefined, language: Language): string {
  const local = iso ? inTashkent(iso) : null;
  if (!local || !iso) return '';
  const dateSeparator = language === 'eng' ? '/' : '.';
  const date = [pad(local.getUTCDate()), pad(local.getUTCMonth() + 1), local.getUTCFullYear()].join(dateSeparator);
  return `${date}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/**
 * Only the time of day in Tashkent ("14:05", the same in the three languages), for the steps of one
 * order. Empty when unreadable.
 */
export function formatTashkentClock(iso: string | null | undefined): string {
  const local = iso ? inTashkent(iso) : null;
  if (!local || !iso) return '';
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
