import type { Language } from '../common';
import { MERCHANT_UTC_OFFSET_MINUTES } from './schedule';

/**
 * Dates as a customer reads them, in the interface language. Uzbek month and weekday names are
 * given here, not asked of `Intl`: Debian's Chromium and some Android Chromes ship no Uzbek date
 * data, and `Intl` then answers in its root locale ("M11 28, Sat"). ru and eng come from `Intl`,
 * whose Russian and English data every browser has.
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

const INTL_LOCALES: Record<Exclude<Language, 'uz'>, string> = { ru: 'ru-RU', eng: 'en-GB' };

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
  if (language === 'uz') {
    const dayMonth = `${date.getUTCDate()}-${UZBEK_MONTHS[date.getUTCMonth()]}`;
    return weekday === 'long' ? `${dayMonth}, ${UZBEK_WEEKDAYS[date.getUTCDay()]}` : `${UZBEK_WEEKDAYS_SHORT[date.getUTCDay()]}, ${dayMonth}`;
  }
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { weekday, day: 'numeric', month: weekday, timeZone: 'UTC' }).format(date);
}

/**
 * A month's name standing alone (a date field's list), 1 = January: uz "Noyabr", ru "Ноябрь",
 * eng "November".
 */
export function monthName(month: number, language: Language): string {
  const name = language === 'uz'
    ? UZBEK_MONTHS[month - 1] ?? ''
    : new Intl.DateTimeFormat(INTL_LOCALES[language], { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
  return name.charAt(0).toLocaleUpperCase(language === 'eng' ? 'en' : language) + name.slice(1);
}

/**
 * A moment's date in Tashkent, a promo's first or last day: uz "28-noyabr 2026", ru "28 нояб. 2026 г.",
 * eng "28 Nov 2026". Empty for a missing or unreadable moment.
 */
export function formatTashkentDate(iso: string | null | undefined, language: Language): string {
  const local = iso ? inTashkent(iso) : null;
  if (!local || !iso) return '';
  if (language === 'uz') return `${local.getUTCDate()}-${UZBEK_MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return new Date(iso).toLocaleDateString(INTL_LOCALES[language], { timeZone: 'Asia/Tashkent', day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * A moment's date and time in Tashkent, an order's or a message's: uz "28.11.2026, 14:05" (the
 * digits Uzbek writes, 24-hour clock), ru and eng as their `Intl` writes them. Empty for a missing
 * or unreadable moment.
 */
export function formatTashkentDateTime(iso: string | null | undefined, language: Language): string {
  const local = iso ? inTashkent(iso) : null;
  if (!local || !iso) return '';
  if (language === 'uz') {
    return `${pad(local.getUTCDate())}.${pad(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  }
  return new Date(iso).toLocaleString(INTL_LOCALES[language], { timeZone: 'Asia/Tashkent', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** Only the time of day in Tashkent ("14:05"), for the steps of one order. Empty when unreadable. */
export function formatTashkentClock(iso: string | null | undefined, language: Language): string {
  const local = iso ? inTashkent(iso) : null;
  if (!local || !iso) return '';
  if (language === 'uz') return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  return new Date(iso).toLocaleTimeString(INTL_LOCALES[language], { timeZone: 'Asia/Tashkent', hour: '2-digit', minute: '2-digit' });
}
