import { useMemo } from 'react';
import { monthName } from '@storefront/contracts/rules';
import { useLanguage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/** The oldest customer the year list reaches back to. */
const YEARS_BACK = 100;

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year || 2000, month, 0)).getUTCDate();

/**
 * A birthday as three lists: day, month by its name in the interface language, year. A native date
 * field shows the browser's format ("mm/dd/yyyy" in an English Chromium) whatever the storefront's
 * language, and Uzbek has no date data in some browsers at all. The value stays 'YYYY-MM-DD'; a
 * birthday chosen in part ('1994-03-') is one the form's check refuses, so nothing half-chosen is
 * saved quietly; all three empty is no birthday.
 */
export function BirthdayField({ value, invalid, onChange }: { value: string; invalid: boolean; onChange(value: string): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [year = '', month = '', day = ''] = value ? value.split('-') : [];
  const thisYear = new Date().getFullYear();
  const years = useMemo(() => Array.from({ length: YEARS_BACK + 1 }, (_, back) => String(thisYear - back)), [thisYear]);
  const months = useMemo(() => Array.from({ length: 12 }, (_, index) => ({ value: pad(index + 1), name: monthName(index + 1, language) })), [language]);
  const dayCount = month ? daysIn(Number(year), Number(month)) : 31;
  const set = (parts: { year?: string; month?: string; day?: string }) => {
    const next = { year, month, day, ...parts };
    if (next.day && next.month && Number(next.day) > daysIn(Number(next.year), Number(next.month))) next.day = '';
    onChange(next.year || next.month || next.day ? `${next.year}-${next.month}-${next.day}` : '');
  };
  return (
    <fieldset className="pf-birthday" aria-invalid={invalid || undefined} data-testid="user-birthday">
      <legend>{t('birthday')}</legend>
      <select aria-label={t('birthDay')} data-testid="user-birthday-day" value={day} onChange={(e) => set({ day: e.target.value })}>
        <option value="">{t('birthDay')}</option>
        {Array.from({ length: dayCount }, (_, index) => <option key={index} value={pad(index + 1)}>{index + 1}</option>)}
      </select>
      <select aria-label={t('birthMonth')} data-testid="user-birthday-month" value={month} onChange={(e) => set({ month: e.target.value })}>
        <option value="">{t('birthMonth')}</option>
        {months.map((option) => <option key={option.value} value={option.value}>{option.name}</option>)}
      </select>
      <select aria-label={t('birthYear')} data-testid="user-birthday-year" value={year} onChange={(e) => set({ year: e.target.value })}>
        <option value="">{t('birthYear')}</option>
        {years.map((option) => <option key={option} value={option}>{option}</option>)}
      </select>
    </fieldset>
  );
}
