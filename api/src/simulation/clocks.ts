import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { every } from '../lib/every';
import { acknowledgeStaleWaiterCalls } from '../domains/booking';
import { simulateStep } from './order-simulator';
import { answerFirstChatMessages } from './chat-reply';

/** How soon the simulator looks for a first chat message to answer (and how old one must be). */
const CHAT_REPLY_CHECK_MS = 2000;

/**
 * The development stand-in for merchants' systems (ORDER_SIMULATOR=on, refused in production):
 * orders moved along their life, waiters answering calls, a first chat message answered.
 */
export function startSimulatedClocks(
  db: Kysely<Database>,
  simulator: { stepMs: number },
  log: { warn(details: object, message: string): void },
): { stop(): void } {
  const onError = (error: Error) => log.warn({ err: error.message }, 'order clock failed; trying again on the next tick');
  // Ticks a few times per step, so an order waits about one step, not up to two.
  const stepTick = Math.max(100, Math.floor(simulator.stepMs / 4));
  const timers = [
    every(stepTick, () => simulateStep(db, { now: new Date(), stepMs: simulator.stepMs }), onError),
    // A waiter comes to a dine-in guest's call after one step.
    every(stepTick, () => acknowledgeStaleWaiterCalls(db, new Date(Date.now() - simulator.stepMs)), onError),
    // A customer's first chat message gets an automatic reply, marked as the simulator's, a moment later.
    every(CHAT_REPLY_CHECK_MS, () => answerFirstChatMessages(db, new Date(Date.now() - CHAT_REPLY_CHECK_MS)), onError),
  ];
  return { stop: () => timers.forEach((timer) => timer.stop()) };
}
