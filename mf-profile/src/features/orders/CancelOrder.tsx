import { useState, type FormEvent } from 'react';
import { MAX_COMMENT_LENGTH, routes, type Order } from '@storefront/contracts';
import { checkTransition } from '@storefront/contracts/rules';
import { useMountProps, useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/**
 * "Cancel the order" while the merchant allows it online (settings.cancelOrderActive) and the
 * lifecycle still lets a customer: a reason is asked, then the API cancels (or says it is too late).
 */
export function CancelOrder({ order, onCancelled }: { order: Order; onCancelled: () => void }) {
  const { api, bus, settings } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!settings.cancelOrderActive || !checkTransition(order.status, 'CANCELED', 'CUSTOMER', order.serviceType).ok) return null;
  if (!open) {
    return <button type="button" className="pf-secondary" onClick={() => setOpen(true)} data-testid="order-cancel">{t('cancelOrder')}</button>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) return setProblem(message('requiredField'));
    setBusy(true);
    const { data } = await api.call(routes.orderCancel, { params: { id: order.id }, body: { reason: reason.trim() } });
    setBusy(false);
    if (!data) return;
    bus.emit('notify', { kind: 'info', message: t('orderCancelled') });
    onCancelled();
  };

  return (
    <form className="pf-form" onSubmit={(event) => void submit(event)} noValidate data-testid="cancel-form">
      <label className="pf-field">
        <span>{t('cancelReason')}</span>
        <textarea data-testid="cancel-reason" maxLength={MAX_COMMENT_LENGTH} value={reason} aria-invalid={problem ? true : undefined}
          onChange={(event) => { setReason(event.target.value); setProblem(null); }} />
      </label>
      {problem && <p className="pf-error" role="alert">{problem}</p>}
      <div className="pf-actions">
        <button type="submit" className="pf-danger" disabled={busy} data-testid="cancel-confirm">{t('cancelConfirm')}</button>
        <button type="button" className="pf-link" onClick={() => setOpen(false)}>{t('cancel')}</button>
      </div>
    </form>
  );
}
