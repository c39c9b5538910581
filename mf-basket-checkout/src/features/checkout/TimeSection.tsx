import { MERCHANT_UTC_OFFSET_MINUTES } from '@storefront/contracts/rules';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/FieldError';
import type { CheckoutState } from './checkout-state';

/** Today in Tashkent as YYYY-MM-DD (the scheduled day is local, spec §5). */
export const tashkentToday = (now = new Date()) =>
  new Date(now.getTime() + MERCHANT_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** Now, or later on a day and at a time (both required). */
export function TimeSection({ state, update, dayProblem, timeProblem }: {
  state: CheckoutState; update: (change: Partial<CheckoutState>) => void; dayProblem?: string | null; timeProblem?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="bc-section" data-testid="time-section">
      <legend>{t('when')}</legend>
      <div className="bc-options" role="radiogroup" aria-label={t('when')}>
        <label className="bc-option"><input type="radio" name="when" checked={!state.later} onChange={() => update({ later: false })} /><span>{t('now')}</span></label>
        <label className="bc-option"><input type="radio" name="when" checked={state.later} onChange={() => update({ later: true })} /><span>{t('later')}</span></label>
      </div>
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
