import { sql, type Kysely } from 'kysely';
import type { ChatMessage, Notification, OrderEvent } from '@storefront/contracts';
import type { Database } from '../../db/schema';

/**
 * The events of customers' live streams: one `order_events` row per change of an order, a
 * notification or a chat message, written in the transaction of the change, and a NOTIFY on
 * ORDER_EVENTS_CHANNEL that PostgreSQL delivers to every API process when (and only if) that
 * transaction commits. Orders, notifications and chat all write here, so it belongs to none of them.
 */

type Db = Kysely<Database>;
interface Customer { merchantId: number; userId: number }

export const ORDER_EVENTS_CHANNEL = 'order_events';
/** NOTIFY payloads must stay under 8,000 bytes; bigger events are read from the table instead. */
const MAX_INLINE_EVENT = 7000;
/** How long events are kept for replay. */
export const ORDER_EVENTS_KEPT_DAYS = 7;

export type LiveEventKind = 'order' | 'notification' | 'chat';
export type LiveData = OrderEvent | Notification | ChatMessage;

/** What a NOTIFY on ORDER_EVENTS_CHANNEL carries: the event's id, whose it is, its kind, and its data when small. */
export interface EventNotice { id: number; m: number; u: number; k: LiveEventKind; d?: LiveData }

/** One event of a customer's stream, and its NOTIFY, inside the caller's transaction. */
export async function recordLiveEvent(trx: Db, event: Customer & { orderId: number | null; kind: LiveEventKind; data: LiveData }): Promise<void> {
  const { id } = await trx.insertInto('orderEvents')
    .values({ merchantId: event.merchantId, userId: event.userId, orderId: event.orderId, kind: event.kind, data: JSON.stringify(event.data) })
    .returning('id').executeTakeFirstOrThrow();
  const notice: EventNotice = { id: Number(id), m: event.merchantId, u: event.userId, k: event.kind, d: event.data };
  let payload = JSON.stringify(notice);
  if (payload.length > MAX_INLINE_EVENT) payload = JSON.stringify({ ...notice, d: undefined });
  await sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${payload})`.execute(trx);
}

export interface StoredEvent { id: number; kind: LiveEventKind; data: LiveData }

/** The customer's events after `afterId`, oldest first, at most `limit`. */
export async function eventsAfter(db: Db, customer: Customer, afterId: number, limit: number): Promise<StoredEvent[]> {
  const rows = await db.selectFrom('orderEvents').select(['id', 'kind', 'data'])
    .where('merchantId', '=', customer.merchantId).where('userId', '=', customer.userId).where('id', '>', afterId)
    .orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ id: Number(row.id), kind: row.kind, data: row.data }));
}

/** One event of this customer by id (a NOTIFY too big to carry its data). */
export async function eventOf(db: Db, customer: Customer, id: number): Promise<StoredEvent | undefined> {
  const row = await db.selectFrom('orderEvents').select(['id', 'kind', 'data'])
    .where('id', '=', id).where('merchantId', '=', customer.merchantId).where('userId', '=', customer.userId)
    .executeTakeFirst();
  return row && { id: Number(row.id), kind: row.kind, data: row.data };
}

/** The newest event id of the whole table (0 when empty): where a new stream starts. */
export async function newestEventId(db: Db): Promise<number> {
  const row = await db.selectFrom('orderEvents').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The oldest event still kept (null when none): a Last-Event-ID before it may have lost events. */
export async function oldestEventId(db: Db): Promise<number | null> {
  const row = await db.selectFrom('orderEvents').select((eb) => eb.fn.min('id').as('id')).executeTakeFirst();
  return row?.id == null ? null : Number(row.id);
}

/** Forgets events older than the replay window. */
export async function pruneOrderEvents(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('orderEvents')
    .where('createdDate', '<', new Date(now.getTime() - ORDER_EVENTS_KEPT_DAYS * 86_400_000)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
