import { useState, type FormEvent } from 'react';
import { MAX_COMMENT_LENGTH, routes, type Order } from '@storefront/contracts';
import { checkTransition, featureOn } from '@storefront/contracts/rules';
import { useMountProps, useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/** The usual reasons a customer gives, each a choice; OTHER opens a text field for their own words. */
export const CANCEL_REASONS = ['CHANGED_MIND', 'BY_MISTAKE', 'TOO_LONG', 'WRONG_DETAILS', 'OTHER'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * "Cancel the order" while the merchant allows it online (settings.cancelOrderActive) and the
 * lifecycle still lets a customer: the customer picks one of the usual reasons (or "other" and
 * writes one), then the API cancels (or says it is too late). The reason travels as its text in
 * the customer's language, as a typed one did.
 */
export function CancelOrder({ order, onCancelled }: { order: Order; onCancelled: () => void }) {
  const { api, bus, settings } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<CancelReason | null>(null);
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!featureOn(settings, 'cancelOrder') || !checkTransition(order.status, 'CANCELED', 'CUSTOMER', order.serviceType).ok) return null;
  if (!open) {
    return <button type="button" className="pf-secondary" onClick={() => setOpen(true)} data-testid="order-cancel">{t('cancelOrder')}</button>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const reason = choice === 'OTHER' ? other.trim() : choice ? t(`cancelReasons.${choice}`) : '';
    if (!reason) return setProblem(message('requiredField'));
    setBusy(true);
    const { data } = await api.call(routes.orderCancel, { params: { id: order.id }, body: { reason } });
    setBusy(false);
    if (!data) return;
    bus.emit('notify', { kind: 'info', message: t('orderCancelled') });
    onCancelled();
  };

  return (
    <form className="pf-form" onSubmit={(event) => void submit(event)} noValidate data-testid="cancel-form">
      <fieldset className="pf-reasons" aria-invalid={problem && !choice ? true : undefined}>
        <legend>{t('cancelReason')}</legend>
        {CANCEL_REASONS.map((key) => (
          <label key={key} className="pf-reason">
            <input type="radio" name="cancel-reason" value={key} checked={choice === key} data-testid={`cancel-reason-${key}`}
              onChange={() => { setChoice(key); setProblem(null); }} />
            <span>{t(`cancelReasons.${key}`)}</span>
          </label>
        ))}
      </fieldset>
      {choice === 'OTHER' && (
        <label className="pf-field">
          <span>{t('cancelReasonOther')}</span>
          <textarea data-testid="cancel-reason" maxLength={MAX_COMMENT_LENGTH} value={other} aria-invalid={problem ? true : undefined} autoFocus
            onChange={(event) => { setOther(event.target.value); setProblem(null); }} />
        </label>
      )}
      {problem && <p className="pf-error" role="alert">{problem}</p>}
      <div className="pf-actions">
        <button type="submit" className="pf-danger" disabled={busy} data-testid="cancel-confirm">{t('cancelConfirm')}</button>
        <button type="button" className="pf-link" onClick={() => setOpen(false)}>{t('cancel')}</button>
      </div>
    </form>
  );
}
