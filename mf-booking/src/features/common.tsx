import { useState } from 'react';
import type { Language } from '@storefront/contracts';
import { formatCalendarDay, formatUzPhone, localDigits } from '@storefront/contracts/rules';
import { useTranslation } from 'react-i18next';

/**
 * 'YYYY-MM-DD' as the customer reads it, in the page's language: short in the date picker ("Shan,
 * 28-noyabr", "сб, 28 нояб.", "Sat 28 Nov"), long on a reservation ("28-noyabr, shanba"). The Uzbek
 * names are the contracts' own: a browser may have no Uzbek date data.
 */
export function formatDay(date: string, language: Language, weekday: 'short' | 'long' = 'short'): string {
  return formatCalendarDay(date, language, { weekday });
}

/** The Uzbek phone field: '+998 90 123 45 67' on screen, the nine local digits in state. */
export function PhoneField({ digits, onDigits, invalid, testId }: { digits: string; onDigits(d: string): void; invalid: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <label className="bk-field">
      <span>{t('phone')}</span>
      <input data-testid={testId} type="tel" inputMode="tel" autoComplete="tel" placeholder="+998 90 123 45 67"
        value={digits ? formatUzPhone(digits) : ''} aria-invalid={invalid || undefined}
        onChange={(event) => onDigits(localDigits(event.target.value))} />
    </label>
  );
}

/** A form's sending state: busy while the call runs, then the API's description of a refusal. */
export function useSending() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return { busy, setBusy, error, setError };
}

/** The friendly page of a feature that this merchant (or every branch of it) does not offer. */
export function NotAvailableHere() {
  const { t } = useTranslation();
  return (
    <section data-testid="booking-not-available">
      <h1>{t('notAvailable')}</h1>
      <p>{t('notAvailableBody')}</p>
    </section>
  );
}
