import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DatabaseNotifications } from '../../db/connect';
import { eventOf, eventsAfter, ORDER_EVENTS_CHANNEL, type EventNotice, type StoredEvent } from './store';

/** One open stream of one customer, as the hub sees it. */
export interface LiveSubscriber {
  readonly merchantId: number;
  readonly userId: number;
  /** The newest event id this stream has sent: where it catches up from after a lost LISTEN. */
  lastId: number;
  /** Writes one event to the stream. */
  deliver(event: StoredEvent): void;
  /** Ends the stream (the process is closing, or the stream fell behind). */
  close(): void;
}

const keyOf = (merchantId: number, userId: number) => `${merchantId}:${userId}`;

function parseNotice(payload: string): EventNotice | null {
  try {
    const notice = JSON.parse(payload) as EventNotice;
    const known = notice.k === 'order' || notice.k === 'notification' || notice.k === 'chat';
    return known && Number.isSafeInteger(notice.id) && Number.isSafeInteger(notice.m) && Number.isSafeInteger(notice.u) ? notice : null;
  } catch {
    return null;
  }
}

/**
 * The live streams one API process holds, by customer, and the fan-out to them: every process
 * LISTENs on the order events channel, and a NOTIFY (sent by whichever process changed an order,
 * when its transaction commits) reaches the streams of that order's customer here. Notices are
 * handled one after another, in the order PostgreSQL delivers them, so a stream sees its events in
 * order. A customer's events go to that customer's streams only: the notice names merchant and
 * customer, and an event read back is read by both.
 */
export class OrderEventHub {
  private readonly byCustomer = new Map<string, Set<LiveSubscriber>>();
  private tail: Promise<void> = Promise.resolve();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly notifications: DatabaseNotifications | undefined,
    private readonly log: { warn(details: object, message: string): void },
  ) {}

  /** Streams open in this process. */
  get size(): number {
    let count = 0;
    for (const set of this.byCustomer.values()) count += set.size;
    return count;
  }

  streamsOf(merchantId: number, userId: number): number {
    return this.byCustomer.get(keyOf(merchantId, userId))?.size ?? 0;
  }

  async start(): Promise<void> {
    if (this.unlisten) return;
    if (!this.notifications) {
      this.log.warn({}, 'no database notifications: live streams replay on connect but get no fan-out');
      return;
    }
    this.unlisten = await this.notifications.listen(ORDER_EVENTS_CHANNEL, {
      onPayload: (payload) => {
        const notice = parseNotice(payload);
        if (notice) this.enqueue(() => this.dispatch(notice));
      },
      onRestart: () => this.enqueue(() => this.catchUpAll()),
    });
  }

  async stop(): Promise<void> {
    for (const set of this.byCustomer.values()) for (const subscriber of set) subscriber.close();
    this.byCustomer.clear();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
    await this.tail;
  }

  add(subscriber: LiveSubscriber): void {
    const key = keyOf(subscriber.merchantId, subscriber.userId);
    let set = this.byCustomer.get(key);
    if (!set) this.byCustomer.set(key, set = new Set());
    set.add(subscriber);
  }

  remove(subscriber: LiveSubscriber): void {
    const key = keyOf(subscriber.merchantId, subscriber.userId);
    const set = this.byCustomer.get(key);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.byCustomer.delete(key);
  }

  /** Runs `job` after every job before it; a failing job is logged and the queue goes on. */
  private enqueue(job: () => Promise<void>) {
    this.tail = this.tail.then(job).catch((error: Error) => this.log.warn({ err: error.message }, 'live event fan-out failed'));
  }

  private async dispatch(notice: EventNotice): Promise<void> {
    const set = this.byCustomer.get(keyOf(notice.m, notice.u));
    if (!set?.size) return;
    const event: StoredEvent | undefined = notice.d
      ? { id: notice.id, kind: notice.k, data: notice.d }
      : await eventOf(this.db, { merchantId: notice.m, userId: notice.u }, notice.id);
    if (!event) return;
    for (const subscriber of set) subscriber.deliver(event);
  }

  /** After the listening connection came back: every stream gets what it missed meanwhile. */
  private async catchUpAll(): Promise<void> {
    for (const set of this.byCustomer.values()) {
      for (const subscriber of set) {
        const missed = await eventsAfter(this.db, subscriber, subscriber.lastId, 1000);
        for (const event of missed) if (event.id > subscriber.lastId) subscriber.deliver(event);
      }
    }
  }
}
