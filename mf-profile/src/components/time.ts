import type { Language } from '@storefront/contracts';
import { formatTashkentClock, formatTashkentDateTime } from '@storefront/contracts/rules';

/**
 * The locale each interface language is shown in; the uz one is only a name here: Uzbek dates are
 * written by the contracts' rules (dates.ts), not asked of Intl, which may have no Uzbek data.
 */
export const LOCALES = { uz: 'uz-UZ', ru: 'ru-RU', eng: 'en-GB' } as const;

const languageOf = (locale: string): Language => (locale.startsWith('ru') ? 'ru' : locale.startsWith('en') ? 'eng' : 'uz');

/** Order date and time as the customer reads it (Tashkent time). */
export function formatOrderTime(iso: string | null | undefined, locale: string): string {
  return formatTashkentDateTime(iso, languageOf(locale));
}

/** Only the time of day (Tashkent time), for the steps of one order. */
export function formatClock(iso: string | null | undefined, locale: string): string {
  return formatTashkentClock(iso, languageOf(locale));
}
