import { localDate, type BranchOpening } from '@storefront/contracts/rules';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/FieldError';
import type { CheckoutState } from './checkout-state';

/** Today in Tashkent as YYYY-MM-DD (the scheduled day is local, spec §5). */
export const tashkentToday = (now = new Date()) => localDate(now);

/** The order's branch is closed now: what to tell the customer, and when it opens. */
export interface ClosedBranch {
  /** "Filial hozir yopiq", or the spec's 'Bugun dam olish kuni' on its day off. */
  title: string;
  /** "Bugun soat 09:00 da ochiladi"; null when it has no opening to name. */
  opens: string | null;
  opensAt: BranchOpening | null;
}

/**
 * Now, or later on a day and at a time (both required). While the order's branch is closed, "now"
 * cannot be chosen: the section says so and when it opens (the checkout preselects that time).
 */
export function TimeSection({ state, update, dayProblem, timeProblem, closed = null }: {
  state: CheckoutState; update: (change: Partial<CheckoutState>) => void; dayProblem?: string | null; timeProblem?: string | null;
  closed?: ClosedBranch | null;
}) {
  const { t } = useTranslation();
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
      {state.later && (
        <div className="bc-row">
          <label className="bc-field">
            <span>{t('day')}</span>
            <input type="date" data-testid="later-day" min={tashkentToday()} value={state.day} onChange={(e) => update({ day: e.target.value })} />
            <FieldError message={dayProblem} testId="day-error" />
          </label>
          <label className="bc-field">
            <span>{t('time')}</span>
            <input type="time" data-testid="later-time" value={state.time} onChange={(e) => update({ time: e.target.value })} />
            <FieldError message={timeProblem} testId="time-error" />
          </label>
        </div>
      )}
    </fieldset>
  );
}
