import { sql, type Kysely, type Selectable } from 'kysely';
import { MAX_NOTIFICATIONS, type Notification } from '@storefront/contracts';
import type { Database, NotificationTable, OrderTable } from '../../db/schema';
import { iso } from '../../lib/mappers';
import { recordLiveEvent } from '../../platform/live-events/store';

/** Customers' notifications: an order's new status, a merchant's message. Every query is scoped by merchant and customer. */

type Db = Kysely<Database>;
interface Customer { merchantId: number; userId: number }

export const toNotification = (row: Selectable<NotificationTable>): Notification => ({
  id: row.id,
  kind: row.kind,
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  status: row.status as Notification['status'],
  text: row.text,
  read: row.readAt !== null,
  createdDate: iso(row.createdDate)!,
});

async function notify(trx: Db, values: Omit<Selectable<NotificationTable>, 'id' | 'readAt' | 'createdDate'>): Promise<Notification> {
  const row = await trx.insertInto('notifications').values(values).returningAll().executeTakeFirstOrThrow();
  const notification = toNotification(row);
  await recordLiveEvent(trx, { merchantId: row.merchantId, userId: row.userId, orderId: row.orderId, kind: 'notification', data: notification });
  return notification;
}

/** The customer learns their order's new status (inside the transaction of the change). */
export async function notifyOrderStatus(trx: Db, order: Selectable<OrderTable>): Promise<void> {
  if (order.userId === null) return;
  await notify(trx, {
    merchantId: order.merchantId, userId: order.userId, kind: 'ORDER_STATUS', orderId: order.id, orderNumber: order.number,
    status: order.status, text: null,
  });
}

/** A merchant's message to one of its customers; undefined when the merchant has no such customer. */
export function notifyMessage(db: Db, message: Customer & { text: string }): Promise<Notification | undefined> {
  return db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('users').select('id')
      .where('id', '=', message.userId).where('merchantId', '=', message.merchantId).executeTakeFirst();
    if (!customer) return undefined;
    return notify(trx, { merchantId: message.merchantId, userId: message.userId, kind: 'MESSAGE', orderId: null, orderNumber: null, status: null, text: message.text.trim() });
  });
}

/** The newest notifications of the customer and how many are unread. */
export async function notificationsOf(db: Db, customer: Customer) {
  const mine = db.selectFrom('notifications').where('merchantId', '=', customer.merchantId).where('userId', '=', customer.userId);
  const [rows, unread] = await Promise.all([
    mine.selectAll().orderBy('id', 'desc').limit(MAX_NOTIFICATIONS).execute(),
    unreadCount(db, customer),
  ]);
  return { content: rows.map(toNotification), unread };
}

export async function unreadCount(db: Db, customer: Customer): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchantId', '=', customer.merchantId).where('userId', '=', customer.userId).where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the customer's notifications up to `upToId` as read. */
export async function markRead(db: Db, customer: Customer, upToId: number): Promise<void> {
  await db.updateTable('notifications').set({ readAt: sql<Date>`now()` })
    .where('merchantId', '=', customer.merchantId).where('userId', '=', customer.userId)
    .where('id', '<=', upToId).where('readAt', 'is', null).execute();
}
