import { useState } from 'react';
import { MAX_COMMENT_LENGTH, MAX_NAME_LENGTH, type Language } from '@storefront/contracts';
import { apiPhone, formatCalendarDay, formatUzPhone, isCompletePhone, localDigits } from '@storefront/contracts/rules';
import { useSession } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';

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

/**
 * Who is writing (a reservation, a job application): a name and a phone, both filled in from the
 * signed-in customer, and a free note; what is missing or wrong, and what the API takes of it.
 */
export function useContact() {
  const user = useSession((s) => s.user);
  const [name, setName] = useState(() => [user?.firstName, user?.lastName].filter(Boolean).join(' '));
  const [digits, setDigits] = useState(() => (user?.phone ? localDigits(user.phone) : ''));
  const [note, setNote] = useState('');
  return {
    name, setName, digits, setDigits, note, setNote,
    nameMissing: !name.trim(),
    phoneWrong: !isCompletePhone(digits),
    /** The name and phone as the API takes them, and the note (null when empty). */
    sent: () => ({ name: name.trim(), phone: apiPhone(digits), note: note.trim() || null }),
  };
}

/**
 * The contact fields of a form: name, phone and note, each problem under its field once the form
 * was `checked` (sent once).
 */
export function ContactFields({ contact, checked, ids, noteLabel, noteRows }: {
  contact: ReturnType<typeof useContact>;
  checked: boolean;
  /** Test ids of the name, phone and note inputs. */
  ids: { name: string; phone: string; note: string };
  noteLabel: ParseKeys;
  noteRows: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="bk-field">
        <span>{t('name')}</span>
        <input data-testid={ids.name} value={contact.name} maxLength={MAX_NAME_LENGTH} autoComplete="name" aria-invalid={(checked && contact.nameMissing) || undefined}
          onChange={(event) => contact.setName(event.target.value)} />
      </label>
      {checked && contact.nameMissing && <p className="bk-error">{t('required')}</p>}
      <PhoneField digits={contact.digits} onDigits={contact.setDigits} invalid={checked && contact.phoneWrong} testId={ids.phone} />
      {checked && contact.phoneWrong && <p className="bk-error">{t('phoneWrong')}</p>}
      <label className="bk-field">
        <span>{t(noteLabel)}</span>
        <textarea data-testid={ids.note} value={contact.note} maxLength={MAX_COMMENT_LENGTH} rows={noteRows} onChange={(event) => contact.setNote(event.target.value)} />
      </label>
    </>
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
