import { useMemo } from 'react';
import { appLink, pickText, routes, type Order, type Overall } from '@storefront/contracts';
import { ARCHIVED_ORDER_STATUSES, formatSum, formatTashkentDateTime, linePrice, readableAddress } from '@storefront/contracts/rules';
import { useApiQuery, useFollowedOrder, useLanguage, useMountProps, useObservable, useRequireUser, useSession, useSpecMessage } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';
import { CancelOrder } from './CancelOrder';
import { Reorder } from './Reorder';
import { OrderTracking } from './OrderTracking';
import { ReviewOrder } from './ReviewOrder';
import { PayButton, paymentStateOf } from './PaymentState';
import { OrderChatLink } from '../../components/OrderChatLink';
import type { ParseKeys } from 'i18next';

/**
 * Whether the just-placed order's "confirmed" notice still tells the truth: not once its payment was
 * cancelled, refused or refunded, and not on an order already delivered, closed or cancelled (its
 * status says all then).
 */
export function confirmationHolds(order: Order): boolean {
  if (ARCHIVED_ORDER_STATUSES.includes(order.status)) return false;
  if (order.paymentRefusal && !order.isPaid) return false;
  return !['CANCELLED', 'REFUNDED'].includes(paymentStateOf(order));
}

/**
 * `/profile/orders/:id`: one order as the server stored and priced it. The order just placed
 * (the session's lastOrderId) carries the success notice of spec §4, unless its payment was
 * cancelled; an unpaid online order can be paid (again) from here.
 */
export function OrderDetail({ id }: { id: number }) {
  const { data } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const language = useLanguage();
  const user = useRequireUser();
  const lastOrderId = useSession((s) => s.draft.lastOrderId);
  const overall = useObservable<Overall | null>(data.overall$, null);
  const validId = Number.isInteger(id) && id > 0;
  // Kept live by the customer's event stream; asked for again every 10 s while the stream is down.
  const followed = useFollowedOrder(user && validId ? id : null);
  // A path id that cannot be an order is simply not found; a failed call shows its notice and this.
  const order: Order | null | undefined = !validId ? null : followed.order;
  // The order carries only its branch's id: a pick-up or dine-in order names it, a delivery's ETA rides from it.
  const branchId = order?.branch?.id ?? null;
  const branchesQuery = useApiQuery(branchId ? routes.branches : null, { quiet: true });
  const branch = branchId && branchesQuery.status === 'ready' ? branchesQuery.data.find((b) => b.id === branchId) ?? null : null;
  const showBranch = order && order.serviceType !== 'DELIVERY' ? branchId : null;

  const products = useMemo(() => new Map((overall?.products ?? []).map((p) => [p.id, p])), [overall]);
  const modificationName = (productId: number, modificationId: number) => {
    for (const group of products.get(productId)?.modificationGroups ?? []) {
      const found = group.modifications.find((m) => m.id === modificationId);
      if (found) return pickText(found.name, language);
    }
    return `#${modificationId}`;
  };

  if (!user) return <section><h1>{t('order')}</h1><LoginPrompt /></section>;
  if (order === undefined) return <p>{t('loading')}</p>;
  if (order === null) return <section><h1>{t('order')}</h1><p>{t('orderNotFound')}</p><Link to={appLink('/profile/orders')}>{t('orders')}</Link></section>;
  const totals = order.totals;
  const rows: [ParseKeys, string, number][] = [
    ['productsPrice', 'order-total-products', totals.totalProductPrice],
    ['productsDiscount', 'order-total-product-discount', -totals.totalProductDiscount],
    ['promoDiscount', 'order-total-promo', -totals.productDiscount],
    ['deliveryPrice', 'order-total-delivery', totals.deliveryPrice],
    ['deliveryDiscount', 'order-total-delivery-discount', -totals.deliveryDiscount],
    ['serviceFee', 'order-total-service-fee', totals.serviceFee ?? 0],
    ['cashback', 'order-total-cashback', -(order.cashback ?? 0)],
  ];
  return (
    <section className="pf-order" data-testid="order-detail" data-order-id={order.id}>
      {lastOrderId === order.id && confirmationHolds(order) && (
        <div className="pf-success" role="status" data-testid="order-confirmed">
          <strong>{message('orderConfirmedTitle')}</strong>
          <p>{message('orderConfirmed')}</p>
        </div>
      )}
      <h1>{t('orderNumber', { number: order.number ?? order.id })}</h1>
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
      <OrderTracking order={order} products={products} branch={branch} live={followed.live} />
      <ul className="pf-items">
        {order.cartItems.map((item, index) => {
          const product = products.get(item.product.id);
          return (
            <li key={index} data-testid="order-item">
              <span>{product ? pickText(product.name, language) : `#${item.product.id}`} × {item.product.count}</span>
              {item.modifications.length > 0 && (
                <small>{item.modifications.map((m) => `${modificationName(item.product.id, m.id)}${m.count > 1 ? ` ×${m.count}` : ''}`).join(', ')}</small>
              )}
              <span>{formatSum(linePrice({ product: item.product, modifications: item.modifications, count: item.product.count }), language)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="pf-totals">
        {rows.filter(([, , value]) => value !== 0).map(([key, testId, value]) => (
          <div key={key}><dt>{t(key)}</dt><dd data-testid={testId}>{formatSum(value, language)}</dd></div>
        ))}
        <div className="pf-grand"><dt>{t('total')}</dt><dd data-testid="order-total">{formatSum(totals.totalPrice, language)}</dd></div>
      </dl>
      <PayButton order={order} />
      <CancelOrder order={order} onCancelled={followed.reload} />
      <ReviewOrder order={order} overall={overall} onReviewed={followed.reload} />
      <Reorder order={order} overall={overall} />
      <OrderChatLink orderId={order.id} />
      <p><Link to={appLink('/profile/orders')}>{t('allOrders')}</Link></p>
    </section>
  );
}

/** A dine-in order's table (its QR code's), by the name the waiter screen shows. */
function OrderTable({ tableId, branchId }: { tableId: number; branchId: number }) {
  const { t } = useTranslation();
  const info = useApiQuery(routes.venueTable, { params: { id: tableId }, query: { branchId }, quiet: true });
  if (info.status !== 'ready') return null;
  return <><dt>{t('table')}</dt><dd data-testid="order-table">{info.data.name}</dd></>;
}
