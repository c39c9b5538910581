import type { Order } from '@storefront/contracts';

/** Order date and time as the customer reads it (Tashkent time). */
export function formatOrderTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale, { timeZone: 'Asia/Tashkent', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export const LOCALES = { uz: 'uz-UZ', ru: 'ru-RU', eng: 'en-GB' } as const;

/** Only the time of day (Tashkent time), for the steps of one order. */
export function formatClock(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString(locale, { timeZone: 'Asia/Tashkent', hour: '2-digit', minute: '2-digit' });
}
