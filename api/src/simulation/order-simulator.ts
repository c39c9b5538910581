import type { Kysely } from 'kysely';
import type { OrderStatus } from '@storefront/contracts';
import type * as z from 'zod/mini';
import type { Database } from '../db/schema';
import { changeOrderStatus, reportCourier } from '../domains/orders';

type Status = z.infer<typeof OrderStatus>;

/** The simulated courier every demo delivery gets. */
export const SIMULATED_COURIER = { id: 1, name: 'Demo Kuryer', phone: '998900000001' } as const;
/** Moves of the courier between the branch and the address; each waits one step. */
export const RIDE_MOVES = 4;

const KITCHEN: Partial<Record<Status, Status>> = { CREATED: 'ACCEPTED', ACCEPTED: 'COOKING', COOKING: 'DONE', DELIVERED: 'CLOSED' };
const IN_PROGRESS: Status[] = ['CREATED', 'ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED'];

interface Point { latitude: number; longitude: number }
const along = (from: Point, to: Point, t: number): Point => ({
  latitude: from.latitude + (to.latitude - from.latitude) * t,
  longitude: from.longitude + (to.longitude - from.longitude) * t,
});
/** How far along the line from `from` to `to` the point `at` lies, 0…1. */
function progress(from: Point, to: Point, at: Point): number {
  const dx = to.longitude - from.longitude;
  const dy = to.latitude - from.latitude;
  const length = dx * dx + dy * dy;
  if (length === 0) return 1;
  return Math.min(1, Math.max(0, ((at.longitude - from.longitude) * dx + (at.latitude - from.latitude) * dy) / length));
}

/**
 * One step of the development stand-in for merchants' systems: every order in progress that has
 * not changed for `stepMs` takes its next step through the same lifecycle code as the integration
 * API. A delivery is accepted, cooked, given a courier who rides from the branch to the address in
 * RIDE_MOVES moves, delivered and closed; a pick-up or dine-in order is cooked, handed over
 * (served at the table) and closed. Answers how many orders moved.
 */
export async function simulateStep(db: Kysely<Database>, { now, stepMs }: { now: Date; stepMs: number }): Promise<number> {
  const quiet = await db.selectFrom('orders')
    .leftJoin('branches', 'branches.id', 'orders.branchId')
    .select(['orders.id', 'orders.merchantId', 'orders.status', 'orders.serviceType', 'orders.address', 'orders.courier',
      'branches.latitude as branchLatitude', 'branches.longitude as branchLongitude'])
    .where('orders.status', 'in', IN_PROGRESS)
    .where('orders.lastModifiedDate', '<=', new Date(now.getTime() - stepMs))
    .orderBy('orders.id').limit(200).execute();
  for (const order of quiet) {
    const which = { merchantId: order.merchantId, orderId: order.id };
    const next = KITCHEN[order.status];
    if (next) {
      await changeOrderStatus(db, { ...which, to: next, actor: 'MERCHANT' });
      continue;
    }
    const delivery = order.serviceType !== 'PICK_UP' && order.serviceType !== 'DINE_IN';
    if (order.status === 'DONE' && !delivery) {
      await changeOrderStatus(db, { ...which, to: 'CLOSED', actor: 'MERCHANT' });
      continue;
    }
    const branch = order.branchLatitude !== null && order.branchLongitude !== null
      ? { latitude: order.branchLatitude, longitude: order.branchLongitude } : null;
    const address = order.address?.latitude !== undefined && order.address?.longitude !== undefined
      ? { latitude: order.address.latitude, longitude: order.address.longitude } : branch;
    if (order.status === 'DONE') {
      await reportCourier(db, { ...which, ...SIMULATED_COURIER, courierStatus: 'FOUND', ...(branch ?? {}) });
      await reportCourier(db, { ...which, courierStatus: 'PICKUPED' });
      await changeOrderStatus(db, { ...which, to: 'ON_WAY', actor: 'COURIER' });
      continue;
    }
    // ON_WAY: a move along the road, or, at the address, the hand-over.
    const position = order.courier?.latitude != null && order.courier.longitude != null
      ? { latitude: order.courier.latitude, longitude: order.courier.longitude } : branch;
    const done = !branch || !address || !position ? 1 : progress(branch, address, position);
    if (done >= 1) {
      await reportCourier(db, { ...which, courierStatus: 'DELIVERED_FINISH' });
      await changeOrderStatus(db, { ...which, to: 'DELIVERED', actor: 'COURIER' });
    } else {
      const t = Math.min(1, Math.round((done + 1 / RIDE_MOVES) * RIDE_MOVES) / RIDE_MOVES);
      await reportCourier(db, { ...which, courierStatus: t >= 1 ? 'ARRIVED' : 'PICKUPED', ...along(branch!, address!, t) });
    }
  }
  return quiet.length;
}
