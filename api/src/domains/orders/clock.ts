import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { changeOrderStatus } from './lifecycle';
import { simulateStep } from './simulator';
import { answerFirstChatMessages } from '../chat';
import { acknowledgeStaleWaiterCalls } from '../booking';
import { every } from '../../lib/every';
import { pruneOrderEvents } from '../../platform/live-events/store';

/** How soon the simulator looks for a first chat message to answer (and how old one must be). */
const CHAT_REPLY_CHECK_MS = 2000;

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
 * The API process's own timers of orders: scheduled orders released at their time, always; and,
 * outside production when ORDER_SIMULATOR is on, the simulator's steps.
 */
export function startOrderClocks(
  db: Kysely<Database>,
  config: { orderSimulator: { stepMs: number } | null },
  log: { warn(details: object, message: string): void },
): { stop(): void } {
  const onError = (error: Error) => log.warn({ err: error.message }, 'order clock failed; trying again on the next tick');
  const timers = [
    every(SCHEDULED_ORDERS_CHECK_MS, () => releaseDueOrders(db), onError),
    every(EVENTS_PRUNE_MS, () => pruneOrderEvents(db), onError),
  ];
  const simulator = config.orderSimulator;
  if (simulator) {
    // Ticks a few times per step, so an order waits about one step, not up to two.
    timers.push(every(Math.max(100, Math.floor(simulator.stepMs / 4)), () => simulateStep(db, { now: new Date(), stepMs: simulator.stepMs }), onError));
    // A waiter comes to a dine-in guest's call after one step.
    timers.push(every(Math.max(100, Math.floor(simulator.stepMs / 4)), () => acknowledgeStaleWaiterCalls(db, new Date(Date.now() - simulator.stepMs)), onError));
    // A customer's first chat message gets an automatic reply, marked as the simulator's, a moment later.
    timers.push(every(CHAT_REPLY_CHECK_MS, () => answerFirstChatMessages(db, new Date(Date.now() - CHAT_REPLY_CHECK_MS)), onError));
  }
  return { stop: () => timers.forEach((timer) => timer.stop()) };
}
