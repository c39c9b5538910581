import { useMemo } from 'react';
import { appLink, routes, type Order, type Overall } from '@storefront/contracts';
import { ARCHIVED_ORDER_STATUSES } from '@storefront/contracts/rules';
import { useApiQuery, useFollowedOrder, useMountProps, useObservable, useRequireUser, useSession, useSpecMessage } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';
import { CancelOrder } from './CancelOrder';
import { Reorder } from './Reorder';
import { OrderTracking } from './OrderTracking';
import { ReviewOrder } from './ReviewOrder';
import { PayButton, paymentStateOf } from './PaymentState';
import { OrderChatLink } from '../../components/OrderChatLink';
import { OrderFacts } from './OrderFacts';
import { OrderItems, OrderTotals } from './OrderItems';

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

  if (!user) return <section><h1>{t('order')}</h1><LoginPrompt /></section>;
  if (order === undefined) return <p>{t('loading')}</p>;
  if (order === null) return <section><h1>{t('order')}</h1><p>{t('orderNotFound')}</p><Link to={appLink('/profile/orders')}>{t('orders')}</Link></section>;
  return (
    <section className="pf-order" data-testid="order-detail" data-order-id={order.id}>
      {lastOrderId === order.id && confirmationHolds(order) && (
        <div className="pf-success" role="status" data-testid="order-confirmed">
          <strong>{message('orderConfirmedTitle')}</strong>
          <p>{message('orderConfirmed')}</p>
        </div>
      )}
      <h1>{t('orderNumber', { number: order.number ?? order.id })}</h1>
      <OrderFacts order={order} showBranch={showBranch} branch={branch} />
      <OrderTracking order={order} products={products} branch={branch} live={followed.live} />
      <OrderItems order={order} products={products} />
      <OrderTotals order={order} />
      <PayButton order={order} />
      <CancelOrder order={order} onCancelled={followed.reload} />
      <ReviewOrder order={order} overall={overall} onReviewed={followed.reload} />
      <Reorder order={order} overall={overall} />
      <OrderChatLink orderId={order.id} />
      <p><Link to={appLink('/profile/orders')}>{t('allOrders')}</Link></p>
    </section>
  );
}
