import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChatAuthor, ChatMessage } from '@storefront/contracts';
import type { ChatMessageTable, Database } from '../../db/schema';
import { iso } from '../../lib/mappers';
import { recordLiveEvent } from '../../platform/live-events/store';

/**
 * The customers' chats with their merchant. Every query is scoped by merchant and customer; an
 * order named by a message is checked to be that customer's (of that merchant) before it is used.
 */

type Db = Kysely<Database>;
export interface ChatCustomer { merchantId: number; userId: number }

export const toChatMessage = (row: Selectable<ChatMessageTable>): ChatMessage => ({
  id: row.id,
  orderId: row.orderId,
  author: row.author,
  text: row.text,
  createdDate: iso(row.createdDate)!,
  readAt: iso(row.readAt),
});

/** Whether the order is this customer's, of this merchant. */
export async function isOrderOf(db: Db, customer: ChatCustomer, orderId: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id')
    .where('id', '=', orderId).where('merchantId', '=', customer.merchantId).where('userId', '=', customer.userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The customer of a merchant's order (null: no such order of this merchant, or a guest's). */
export async function customerOfOrder(db: Db, merchantId: number, orderId: number): Promise<ChatCustomer | null> {
  const row = await db.selectFrom('orders').select('userId')
    .where('id', '=', orderId).where('merchantId', '=', merchantId).executeTakeFirst();
  return row?.userId ? { merchantId, userId: row.userId } : null;
}

/** Whether the merchant has this customer. */
export async function isCustomerOf(db: Db, customer: ChatCustomer): Promise<boolean> {
  const row = await db.selectFrom('users').select('id')
    .where('id', '=', customer.userId).where('merchantId', '=', customer.merchantId).executeTakeFirst();
  return Boolean(row);
}

/**
 * Stores one message (text already cleaned by the contracts' rule) and writes it to the
 * customer's live stream in the same transaction: a message that is not stored is not sent.
 */
export function writeChatMessage(
  db: Db,
  message: ChatCustomer & { orderId: number | null; author: ChatAuthor; text: string },
): Promise<ChatMessage> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('chatMessages')
      .values({ merchantId: message.merchantId, userId: message.userId, orderId: message.orderId, author: message.author, text: message.text })
      .returningAll().executeTakeFirstOrThrow();
    const chat = toChatMessage(row);
    await recordLiveEvent(trx, { merchantId: row.merchantId, userId: row.userId, orderId: row.orderId, kind: 'chat', data: chat });
    return chat;
  });
}

/** A page of the customer's chat (of one order, or all), oldest first: the newest `limit` before `before`. */
export async function chatPage(db: Db, customer: ChatCustomer, p: { orderId?: number; before?: number; limit: number }) {
  let query = db.selectFrom('chatMessages').selectAll()
    .where('merchantId', '=', customer.merchantId).where('userId', '=', customer.userId);
  if (p.orderId !== undefined) query = query.where('orderId', '=', p.orderId);
  if (p.before !== undefined) query = query.where('id', '<', p.before);
  const [rows, unread] = await Promise.all([
    query.orderBy('id', 'desc').limit(p.limit + 1).execute(),
    unreadChatCount(db, customer),
  ]);
  return { content: rows.slice(0, p.limit).reverse().map(toChatMessage), hasMore: rows.length > p.limit, unread };
}

/** The merchant's messages the customer has not read. */
export async function unreadChatCount(db: Db, customer: ChatCustomer): Promise<number> {
  const row = await db.selectFrom('chatMessages').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchantId', '=', customer.merchantId).where('userId', '=', customer.userId)
    .where('author', '=', 'MERCHANT').where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The customer read the merchant's messages up to `upToId`. */
export async function markChatRead(db: Db, customer: ChatCustomer, upToId: number): Promise<void> {
  await db.updateTable('chatMessages').set({ readAt: sql<Date>`now()` })
    .where('merchantId', '=', customer.merchantId).where('userId', '=', customer.userId)
    .where('author', '=', 'MERCHANT').where('id', '<=', upToId).where('readAt', 'is', null).execute();
}
