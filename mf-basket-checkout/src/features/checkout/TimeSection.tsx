import { useEffect, useMemo } from 'react';
import { formatCalendarDay, scheduleOptions, type BranchOpening, type BranchWithHours } from '@storefront/contracts/rules';
import { useLanguage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/FieldError';
import type { CheckoutState } from './checkout-state';

/** The order's branch is closed now: what to tell the customer, and when it opens. */
export interface ClosedBranch {
  /** "Filial hozir yopiq", or the spec's 'Bugun dam olish kuni' on its day off. */
  title: string;
  /** "Bugun soat 09:00 da ochiladi"; null when it has no opening to name. */
  opens: string | null;
  opensAt: BranchOpening | null;
}

const UNKNOWN_HOURS: BranchWithHours = { open: null, close: null, workHours: null };

/**
 * The days and times "later" offers: only those the branch takes for this service type (the
 * contracts' scheduleOptions, which the API's check accepts). A day or time that is
 * no longer offered (a day restored from yesterday, a branch changed) moves to the first one offered.
 */
function useScheduleChoice(state: CheckoutState, update: (change: Partial<CheckoutState>) => void, branch: BranchWithHours | null, now: Date) {
  const hours = branch ?? UNKNOWN_HOURS;
  const options = useMemo(() => scheduleOptions(hours, now, state.serviceType), [hours, now, state.serviceType]);
  const days = options.map((option) => option.day);
  const chosen = options.find((option) => option.day === state.day) ?? options[0];
  const day = chosen?.day ?? '';
  const slots = chosen?.slots ?? [];
  const time = slots.includes(state.time) ? state.time : slots[0] ?? '';
  useEffect(() => {
    if (state.later && (day !== state.day || time !== state.time)) update({ day, time });
  }, [state.later, state.day, state.time, day, time, update]);
  return { days, slots };
}

/**
 * Now, or later on a day and at a time, chosen from lists (a native date or time field shows the
 * browser's format, "mm/dd/yyyy" and a 12-hour clock whatever the interface language). While the
 * order's branch is closed, "now" cannot be chosen: the section says so and when it opens (the
 * checkout preselects that time).
 */
export function TimeSection({ state, update, dayProblem, timeProblem, closed = null, branch, now }: {
  state: CheckoutState; update: (change: Partial<CheckoutState>) => void; dayProblem?: string | null; timeProblem?: string | null;
  closed?: ClosedBranch | null; branch: BranchWithHours | null; now: Date;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { days, slots } = useScheduleChoice(state, update, branch, now);
  return (
    <fieldset className="bc-section" data-testid="time-section">
      <legend>{t('when')}</legend>
      {closed && (
        <p className="bc-closed" role="status" data-testid="branch-closed">
          <strong>{closed.title}</strong>
          {closed.opens && <span> {closed.opens}</span>}
        </p>
      )}
      <div className="bc-options" role="radiogroup" aria-label={t('when')}>
        <label className="bc-option" aria-disabled={closed ? true : undefined}>
          <input type="radio" name="when" data-testid="when-now" checked={!state.later} disabled={!!closed} onChange={() => update({ later: false })} />
          <span>{t('now')}</span>
        </label>
        <label className="bc-option">
          <input type="radio" name="when" data-testid="when-later" checked={state.later} onChange={() => update({ later: true })} />
          <span>{t('later')}</span>
        </label>
      </div>
      {!state.later && <FieldError message={timeProblem} testId="time-error" />}
      {state.later && !days.length && <p role="status" data-testid="no-slots">{t('noSlots')}</p>}
      {state.later && days.length > 0 && (
        <div className="bc-when">
          <label className="bc-field">
            <span>{t('day')}</span>
            <select data-testid="later-day" value={state.day} onChange={(e) => update({ day: e.target.value })}>
              {days.map((day) => <option key={day} value={day}>{formatCalendarDay(day, language)}</option>)}
            </select>
            <FieldError message={dayProblem} testId="day-error" />
          </label>
          <label className="bc-field">
            <span>{t('time')}</span>
            <select data-testid="later-time" value={state.time} onChange={(e) => update({ time: e.target.value })}>
              {slots.map((slot) => <option key={slot} value={slot}>{slot}</option>)}
            </select>
            <FieldError message={timeProblem} testId="time-error" />
          </label>
        </div>
      )}
    </fieldset>
  );
}
