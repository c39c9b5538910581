import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { changeOrderStatus } from './lifecycle';
import { every } from '../../lib/every';
import { pruneOrderEvents } from '../../platform/live-events/store';

/** How often events older than the live stream's replay window are deleted. */
const EVENTS_PRUNE_MS = 60 * 60_000;

/** How often scheduled orders are looked at: a scheduled time is kept to within this. */
export const SCHEDULED_ORDERS_CHECK_MS = 30_000;

/**
 * Scheduled orders (AT_TIME) whose time has come become CREATED, on behalf of the clock, through
 * the lifecycle like every other step. Safe with several API processes: the lifecycle locks each
 * order and setting the status it already has is a no-op. Answers how many it released.
 */
export async function releaseDueOrders(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const due = await db.selectFrom('orders').select(['id', 'merchantId'])
    .where('status', '=', 'AT_TIME').where('atTime', '<=', now)
    .orderBy('atTime').limit(500).execute();
  for (const order of due) {
    await changeOrderStatus(db, { merchantId: order.merchantId, orderId: order.id, to: 'CREATED', actor: 'TIME' });
  }
  return due.length;
}

/**
 * The API process's own timers of orders: scheduled orders released at their time, and old live
 * events pruned. The order simulator's timers are the simulation's (api/src/simulation/clocks.ts).
 */
export function startOrderClocks(db: Kysely<Database>, log: { warn(details: object, message: string): void }): { stop(): void } {
  const onError = (error: Error) => log.warn({ err: error.message }, 'order clock failed; trying again on the next tick');
  const timers = [
    every(SCHEDULED_ORDERS_CHECK_MS, () => releaseDueOrders(db), onError),
    every(EVENTS_PRUNE_MS, () => pruneOrderEvents(db), onError),
  ];
  return { stop: () => timers.forEach((timer) => timer.stop()) };
}
