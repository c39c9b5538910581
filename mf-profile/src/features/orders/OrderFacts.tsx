import { pickText, routes, type Branch, type Order } from '@storefront/contracts';
import { formatTashkentDateTime, readableAddress } from '@storefront/contracts/rules';
import { useApiQuery, useLanguage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { paymentStateOf } from './PaymentState';

/**
 * What the order is: status, service and payment, when, where (the address, or the branch of a
 * pick-up or dine-in order), the table, the promo code and the comment.
 */
export function OrderFacts({ order, showBranch, branch }: { order: Order; showBranch: number | null; branch: Branch | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <dl className="pf-facts">
      <dt>{t('statusLabel')}</dt><dd data-testid="order-status">{t(`status.${order.status}`)}</dd>
      <dt>{t('serviceType')}</dt><dd data-testid="order-service">{t(`service.${order.serviceType}`)}</dd>
      <dt>{t('paymentType')}</dt><dd data-testid="order-payment">{t(`payment.${order.paymentType}`)}</dd>
      <dt>{t('paymentState')}</dt><dd data-testid="order-paid">{t(`paymentStates.${paymentStateOf(order)}`)}</dd>
      {order.createdDate && <><dt>{t('placedAt')}</dt><dd>{formatTashkentDateTime(order.createdDate, language)}</dd></>}
      {order.atTime && <><dt>{t('atTime')}</dt><dd data-testid="order-at-time">{formatTashkentDateTime(order.atTime, language)}</dd></>}
      {order.address && (
        <><dt>{t('address')}</dt><dd data-testid="order-address">{readableAddress(order.address, order.entrance, language) ?? t('pointOnMap')}</dd></>
      )}
      {showBranch && (
        <><dt>{t('branch')}</dt><dd data-testid="order-branch">{branch ? [pickText(branch.name, language), branch.address].filter(Boolean).join(', ') : '…'}</dd></>
      )}
      {order.serviceType === 'DINE_IN' && order.dineIn?.tableId && order.branch && (
        <OrderTable tableId={order.dineIn.tableId} branchId={order.branch.id} />
      )}
      {order.promoCode && <><dt>{t('promo')}</dt><dd data-testid="order-promo">{order.promoCode}</dd></>}
      {order.comment && <><dt>{t('comment')}</dt><dd>{order.comment}</dd></>}
    </dl>
  );
}

/** A dine-in order's table (its QR code's), by the name the waiter screen shows. */
function OrderTable({ tableId, branchId }: { tableId: number; branchId: number }) {
  const { t } = useTranslation();
  const info = useApiQuery(routes.branchTable, { params: { id: tableId }, query: { branchId }, quiet: true });
  if (info.status !== 'ready') return null;
  return <><dt>{t('table')}</dt><dd data-testid="order-table">{info.data.name}</dd></>;
}
