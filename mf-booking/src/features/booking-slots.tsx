import type { BookingSlots } from '@storefront/contracts';
import type { QueryState } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/** The free times of the chosen branch, date and party, or why there is none; one is picked. */
export function SlotPicker({ slots, time, onPick, checked }: {
  slots: QueryState<BookingSlots>; time: string | null; onPick(time: string): void; checked: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="bk-slots">
      <legend>{t('time')}</legend>
      {slots.status === 'loading' && <p>{t('loading')}</p>}
      {slots.status === 'error' && <p className="bk-error" role="alert">{slots.error.message}</p>}
      {slots.status === 'ready' && !slots.data.slots.length && <p data-testid="no-slots">{t('noSlots')}</p>}
      {slots.status === 'ready' && slots.data.slots.length > 0 && !slots.data.slots.some((s) => s.available) && (
        <p data-testid="no-slots">{t('allTaken')}</p>
      )}
      {slots.status === 'ready' && (
        <div className="bk-times">
          {slots.data.slots.map((slot) => (
            <button key={slot.time} type="button" data-testid="booking-slot" disabled={!slot.available}
              aria-pressed={time === slot.time} onClick={() => onPick(slot.time)}>{slot.time}</button>
          ))}
        </div>
      )}
      {checked && !time && <p className="bk-error">{t('pickTime')}</p>}
    </fieldset>
  );
}
