import { useState } from 'react';
import { routes, type Order } from '@storefront/contracts';
import { isOnlinePayment } from '@storefront/contracts/rules';
import { useMountProps } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/** What the customer reads of an order's payment: on receipt, or the providers' confirmed outcome. */
export function paymentStateOf(order: Order): 'ON_RECEIPT' | 'AWAITING' | 'PAID' | 'CANCELLED' | 'REFUNDED' {
  if (order.isPaid) return 'PAID';
  if (!isOnlinePayment(order.paymentType)) return 'ON_RECEIPT';
  return order.paymentStatus === 'PAID' ? 'AWAITING' : order.paymentStatus ?? 'AWAITING';
}

/** An unpaid online order can be paid from its page; after a cancelled payment, paid again. */
export function PayButton({ order }: { order: Order }) {
  const { api, telegram } = useMountProps();
  const { t } = useTranslation();
  const [paying, setPaying] = useState(false);
  const state = paymentStateOf(order);
  if (!isOnlinePayment(order.paymentType) || order.status === 'CANCELED' || order.totals.totalPrice <= 0) return null;
  if (state !== 'AWAITING' && state !== 'CANCELLED') return null;

  const pay = async () => {
    if (paying) return;
    setPaying(true);
    const { data: checkout } = await api.call(routes.paymentCheckout, { params: { id: order.id } });
    if (checkout && telegram.openLink) {
      // Inside Telegram the provider's page opens beside the Mini App, which stays here: the
      // payment's outcome arrives on this page live.
      telegram.openLink(checkout.url);
      setPaying(false);
    } else if (checkout) window.location.assign(checkout.url);
    else setPaying(false);
  };
  return (
    <div className="pf-pay" data-testid="order-pay-box">
      {state === 'CANCELLED' && order.paymentRefusal && (
        <p role="alert" className="pf-error" data-testid="payment-refusal">{t('paymentRefused', { reason: t(`refusals.${order.paymentRefusal}`) })}</p>
      )}
      {state === 'CANCELLED' && <p role="status" data-testid="payment-cancelled">{t('paymentCancelledHint')}</p>}
      <button type="button" className="pf-primary" disabled={paying} onClick={() => void pay()} data-testid="order-pay">
        {state === 'CANCELLED' ? t('payAgain') : t('payWith', { provider: t(`payment.${order.paymentType}`) })}
      </button>
    </div>
  );
}
