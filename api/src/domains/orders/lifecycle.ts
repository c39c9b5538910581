import { sql, type Kysely, type Selectable } from 'kysely';
import { checkTransition, STATUS_TIMESTAMP, type OrderActor } from '@storefront/contracts/rules';
import type { CourierStatus, OrderStatus } from '@storefront/contracts';
import type * as z from 'zod/mini';
import type { Database, OrderTable, ReportedCourier } from '../../db/schema';
import { apiError } from '../../lib/errors';
import { ORDER_NOT_FOUND } from '../../lib/named-errors';
import { cashbackOnStatus } from '../account';
import { recordOrderEvent } from './order-events';
import { notifyOrderStatus } from '../notifications';
import { enqueueOrderStatusMessage } from '../bot-messages';

type Status = z.infer<typeof OrderStatus>;
type Order = Selectable<OrderTable>;

/** 409: the lifecycle does not allow this step (the description says from what to what). */
const TRANSITION_REFUSED = (from: Status, to: Status) =>
  apiError(409, 'ORDER_TRANSITION_REFUSED', { params: { from, to }, details: { from, to } });

/**
 * Moves one order of the merchant to `to` on behalf of `actor`, as the contracts' lifecycle allows:
 * the order is locked, the step checked, its status and the status's own timestamp set, and the
 * change written to `order_history` — all at once, so two systems moving the same order cannot
 * both pass the check. The same status again is a no-op (merchant systems retry).
 */
export async function changeOrderStatus(
  db: Kysely<Database>,
  change: { merchantId: number; orderId: number; to: Status; actor: OrderActor },
): Promise<Order> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, change.merchantId, change.orderId);
    if (!order) throw ORDER_NOT_FOUND();
    if (order.status === change.to) return order;
    if (!checkTransition(order.status, change.to, change.actor, order.serviceType).ok) throw TRANSITION_REFUSED(order.status, change.to);
    return applyStatus(trx, order, change.to, change.actor);
  });
}

/**
 * The customer cancels their own order, with a reason: only while the lifecycle lets a customer
 * (before the merchant accepts), else 409. A paid order's payment is marked for refund.
 */
export async function cancelByCustomer(
  db: Kysely<Database>,
  cancel: { merchantId: number; userId: number; orderId: number; reason: string },
): Promise<Order> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, cancel.merchantId, cancel.orderId);
    if (!order || order.userId !== cancel.userId) throw ORDER_NOT_FOUND();
    if (order.status === 'CANCELED') return order;
    if (!checkTransition(order.status, 'CANCELED', 'CUSTOMER', order.serviceType).ok) {
      throw apiError(409, 'ORDER_NOT_CANCELLABLE');
    }
    const cancelled = await applyStatus(trx, order, 'CANCELED', 'CUSTOMER', { cancelReason: cancel.reason.trim() });
    if (order.isPaid) {
      await trx.updateTable('payments').set({ status: 'REFUND_PENDING', lastModifiedDate: sql<Date>`now()` })
        .where('orderId', '=', order.id).where('status', '=', 'PAID').execute();
    }
    return cancelled;
  });
}

function lockOrder(trx: Kysely<Database>, merchantId: number, orderId: number) {
  return trx.selectFrom('orders').selectAll()
    .where('id', '=', orderId).where('merchantId', '=', merchantId)
    .forUpdate().executeTakeFirst();
}

/** Sets the status and its own timestamp and writes the history row; the step is already checked. */
async function applyStatus(trx: Kysely<Database>, order: Order, to: Status, actor: OrderActor, extra: { cancelReason?: string } = {}): Promise<Order> {
  const stamp = STATUS_TIMESTAMP[to];
  const updated = await trx.updateTable('orders')
    .set({ status: to, ...(stamp ? { [stamp]: sql<Date>`now()` } : {}), ...extra, lastModifiedDate: sql<Date>`now()` })
    .where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
  await trx.insertInto('orderHistory').values({
    merchantId: order.merchantId, orderId: order.id, kind: 'CHANGE_STATUS', actor, fromStatus: order.status, toStatus: to,
  }).execute();
  await cashbackOnStatus(trx, order, to);
  return changed(trx, updated, { newStatus: true });
}

/**
 * Every change of an order ends here, inside its transaction: the customer's live stream gets the
 * order's new state (order_events and a NOTIFY that goes out when the transaction commits), and a
 * new status is also a notification of the customer.
 */
async function changed(trx: Kysely<Database>, order: Order, { newStatus = false } = {}): Promise<Order> {
  await recordOrderEvent(trx, order);
  if (newStatus) {
    await notifyOrderStatus(trx, order);
    // An order placed from Telegram: the merchant's bot tells the customer too (sent later, from the outbox).
    await enqueueOrderStatusMessage(trx, order);
  }
  return order;
}

/** What a merchant's system reports of the courier of an order. */
export interface CourierReport {
  courierStatus?: z.infer<typeof CourierStatus>;
  id?: number | null;
  name?: string | null;
  phone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * Records the courier of a delivery as the merchant's system reports them (status, who, where);
 * a new courier status is a CHANGE_COURIER_STATUS row of the order's history. Only an order that a
 * courier can carry and that is not finished takes a courier.
 */
export async function reportCourier(
  db: Kysely<Database>,
  report: CourierReport & { merchantId: number; orderId: number },
): Promise<Order> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, report.merchantId, report.orderId);
    if (!order) throw ORDER_NOT_FOUND();
    if (order.serviceType === 'PICK_UP' || order.serviceType === 'DINE_IN') {
      throw apiError(409, 'COURIER_NOT_FOR_THIS_ORDER');
    }
    if (order.status === 'CLOSED' || order.status === 'CANCELED') {
      throw apiError(409, 'ORDER_FINISHED');
    }
    const previous = order.courier;
    const courier: ReportedCourier = {
      id: report.id ?? previous?.id ?? null,
      name: report.name?.trim() || previous?.name || '',
      phone: report.phone ?? previous?.phone ?? null,
      latitude: report.latitude ?? previous?.latitude ?? null,
      longitude: report.longitude ?? previous?.longitude ?? null,
      reportedAt: new Date().toISOString(),
    };
    // The storefront shows the courier by the merchant's own id: the first report must name it.
    if (courier.id === null) throw apiError(400, 'COURIER_ID_REQUIRED');
    const courierStatus = report.courierStatus ?? order.courierStatus;
    const updated = await trx.updateTable('orders')
      .set({ courier: JSON.stringify(courier), courierStatus, courierId: courier.id, lastModifiedDate: sql<Date>`now()` })
      .where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
    if (report.courierStatus && report.courierStatus !== order.courierStatus) {
      await trx.insertInto('orderHistory').values({
        merchantId: report.merchantId, orderId: order.id, kind: 'CHANGE_COURIER_STATUS', actor: 'COURIER',
        courierStatus: report.courierStatus,
      }).execute();
    }
    return changed(trx, updated);
  });
}
