import type { Kysely, Selectable } from 'kysely';
import type { OrderEvent, OrderTimelineEntry } from '@storefront/contracts';
import type { Database, OrderTable } from '../../db/schema';
import { iso } from '../../lib/mappers';
import { toOrderCourier } from './order-mapper';
import { recordLiveEvent } from '../../platform/live-events/store';

/** An order's side of the customers' live streams (platform/live-events): its state after each change. */

type Db = Kysely<Database>;
type Order = Selectable<OrderTable>;

/** The statuses an order reached with their times: its placing, then every CHANGE_STATUS of its history. */
export async function orderTimeline(db: Db, order: Order): Promise<OrderTimelineEntry[]> {
  const changes = await db.selectFrom('orderHistory').select(['fromStatus', 'toStatus', 'createdDate'])
    .where('orderId', '=', order.id).where('kind', '=', 'CHANGE_STATUS')
    .orderBy('id').execute();
  const placedAs = (changes[0]?.fromStatus ?? order.status) as OrderTimelineEntry['status'];
  const placed: OrderTimelineEntry = { status: placedAs, at: iso(order.createdDate)! };
  return [placed, ...changes.filter((c) => c.toStatus).map((c) => ({ status: c.toStatus as OrderTimelineEntry['status'], at: iso(c.createdDate)! }))];
}

export const toOrderEvent = (order: Order, timeline: OrderTimelineEntry[]): OrderEvent => ({
  id: order.id,
  number: order.number,
  status: order.status,
  serviceType: order.serviceType,
  courierStatus: order.courierStatus,
  courier: order.courier ? toOrderCourier(order.courier) : null,
  isPaid: order.isPaid,
  paymentStatus: order.paymentStatus,
  paymentRefusal: order.paymentRefusal,
  createdDate: iso(order.createdDate),
  atTime: iso(order.atTime),
  acceptedTime: iso(order.acceptedTime),
  cookingTime: iso(order.cookingTime),
  readyTime: iso(order.readyTime),
  deliveredAt: iso(order.deliveredAt),
  lastModifiedDate: iso(order.lastModifiedDate),
  timeline,
});

/**
 * Records the order's state after a change as an event of its customer's stream and notifies
 * every API process, inside the caller's transaction: a change that rolls back sends nothing.
 */
export async function recordOrderEvent(trx: Db, order: Order): Promise<void> {
  if (order.userId === null) return;
  const data = toOrderEvent(order, await orderTimeline(trx, order));
  await recordLiveEvent(trx, { merchantId: order.merchantId, userId: order.userId, orderId: order.id, kind: 'order', data });
}

