import { appLink } from '@storefront/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { BotMessagePayload, Database, OrderTable } from '../../db/schema';
import { botLanguage, OPEN_ORDER, orderStatusText } from './texts';

/**
 * The outbox of the merchants' bots: what to send is written here inside the transaction of the
 * change it tells of (a change that rolls back sends nothing, and a status change never waits for
 * Telegram); messenger.ts sends it.
 */

type Db = Kysely<Database>;
type Order = Selectable<OrderTable>;

/**
 * An order placed in the Telegram Mini App: the Mini App places orders with `x-order-channel: TG`
 * (source TELEGRAM_BOT); a client that names its device TG/TELEGRAM in `orderDevice` counts too.
 */
export function isTelegramOrder(order: Pick<Order, 'source' | 'orderDevice'>): boolean {
  return order.source === 'TELEGRAM_BOT' || /^(TG|TELEGRAM)\b/i.test(order.orderDevice?.trim() ?? '');
}

/**
 * Queues the merchant's bot's message about an order's new status, inside the transaction of the
 * change. Only for an order placed from Telegram by a customer with a Telegram id at that merchant,
 * whose merchant has a bot, and who has not blocked it. A delivery's CLOSED after DELIVERED says
 * nothing new to the customer and is not sent.
 */
export async function enqueueOrderStatusMessage(trx: Db, order: Order): Promise<void> {
  if (order.userId === null || !isTelegramOrder(order)) return;
  if (order.status === 'CLOSED' && order.deliveredAt) return;
  const row = await trx.selectFrom('users')
    .innerJoin('merchants', 'merchants.id', 'users.merchantId')
    .leftJoin('botBlockedChats', (join) => join
      .onRef('botBlockedChats.merchantId', '=', 'users.merchantId')
      .onRef('botBlockedChats.chatId', '=', 'users.telegramId'))
    .select(['users.telegramId', 'users.language', 'merchants.name', 'merchants.botToken', 'botBlockedChats.blockedAt'])
    .where('users.id', '=', order.userId).where('users.merchantId', '=', order.merchantId)
    .executeTakeFirst();
  if (!row?.telegramId || !row.botToken || row.blockedAt) return;
  const language = botLanguage(row.language);
  const payload: BotMessagePayload = {
    text: orderStatusText(language, order, row.name),
    button: { text: OPEN_ORDER[language], path: appLink('/profile/orders/:id', { id: order.id }) },
  };
  await trx.insertInto('botMessages')
    .values({ merchantId: order.merchantId, chatId: row.telegramId, orderId: order.id, payload: JSON.stringify(payload) })
    .execute();
}

/** The customer blocked the bot (Telegram answered 403): nothing more goes to that chat, queued messages included. */
export async function rememberBlockedChat(db: Db, chat: { merchantId: number; chatId: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('botBlockedChats').values(chat)
      .onConflict((c) => c.columns(['merchantId', 'chatId']).doNothing()).execute();
    await trx.updateTable('botMessages').set({ status: 'SKIPPED', lastError: 'blocked by the user' })
      .where('merchantId', '=', chat.merchantId).where('chatId', '=', chat.chatId).where('status', '=', 'PENDING')
      .execute();
  });
}

/** The customer wrote to the bot (a /start, a contact): the bot may speak to them again. */
export async function forgetBlockedChat(db: Db, chat: { merchantId: number; chatId: number }): Promise<void> {
  await db.deleteFrom('botBlockedChats').where('merchantId', '=', chat.merchantId).where('chatId', '=', chat.chatId).execute();
}
