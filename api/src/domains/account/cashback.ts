import type { Kysely, Selectable } from 'kysely';
import type { CashbackEntry, OrderStatus } from '@storefront/contracts';
import { cashbackEarned } from '@storefront/contracts/rules';
import type { z } from 'zod/mini';
import type { CashbackHistoryTable, Database, OrderTable } from '../../db/schema';
import { readMerchantSettings } from '../../platform/merchant-settings';

/**
 * The cashback balance as a ledger: `users.cashback` is the balance and every change of it is a
 * `cashback_history` row in the same transaction. Each kind happens at most once per order (a unique
 * index), so a status repeated by a merchant's system or the simulator never pays twice.
 */

type Db = Kysely<Database>;
type Kind = CashbackHistoryTable['kind'];
type Status = z.infer<typeof OrderStatus>;

/** Writes one movement and applies it to the balance; false when this kind already happened for the order. */
async function move(trx: Db, order: Pick<Selectable<OrderTable>, 'id' | 'merchantId' | 'userId'>, kind: Kind, amount: number): Promise<boolean> {
  if (!order.userId || amount === 0) return false;
  const written = await trx.insertInto('cashbackHistory')
    .values({ merchantId: order.merchantId, userId: order.userId, orderId: order.id, kind, amount })
    .onConflict((conflict) => conflict.columns(['orderId', 'kind']).where('orderId', 'is not', null).doNothing())
    .returning('id').executeTakeFirst();
  if (!written) return false;
  await trx.updateTable('users').set((eb) => ({ cashback: eb('cashback', '+', amount) }))
    .where('id', '=', order.userId).where('merchantId', '=', order.merchantId).execute();
  return true;
}

/** The cashback an order spent, recorded when it is placed (the balance was lowered by the caller). */
export async function recordSpent(trx: Db, order: Pick<Selectable<OrderTable>, 'id' | 'merchantId' | 'userId'>, spent: number) {
  if (!order.userId || spent <= 0) return;
  await trx.insertInto('cashbackHistory')
    .values({ merchantId: order.merchantId, userId: order.userId, orderId: order.id, kind: 'SPENT', amount: -spent })
    .execute();
}

async function cashbackSettings(trx: Db, merchantId: number) {
  const { settings, featureOn } = await readMerchantSettings(trx, merchantId);
  return { active: featureOn('cashback'), percent: settings?.cashbackPercent ?? 0 };
}

/**
 * What a status change does to the customer's cashback, inside its transaction: DELIVERED or
 * CLOSED earns the merchant's percent (once); CANCELED gives back what the order spent. (A
 * delivered or closed order cannot be cancelled by the lifecycle, so earned cashback is never
 * taken back.)
 */
export async function cashbackOnStatus(trx: Db, order: Selectable<OrderTable>, to: Status): Promise<void> {
  if (!order.userId) return;
  if (to === 'DELIVERED' || to === 'CLOSED') {
    const { active, percent } = await cashbackSettings(trx, order.merchantId);
    if (!active) return;
    await move(trx, order, 'EARNED', cashbackEarned(order.totals, order.cashback, percent));
  } else if (to === 'CANCELED') {
    if ((order.cashback ?? 0) > 0) await move(trx, order, 'RETURNED', order.cashback!);
  }
}

/** The customer's movements, newest first, with their orders' numbers. */
export async function cashbackHistory(db: Db, customer: { id: number; merchantId: number }): Promise<CashbackEntry[]> {
  const rows = await db.selectFrom('cashbackHistory')
    .leftJoin('orders', 'orders.id', 'cashbackHistory.orderId')
    .select(['cashbackHistory.id', 'cashbackHistory.orderId', 'orders.number as orderNumber', 'cashbackHistory.kind',
      'cashbackHistory.amount', 'cashbackHistory.createdDate'])
    .where('cashbackHistory.userId', '=', customer.id).where('cashbackHistory.merchantId', '=', customer.merchantId)
    .orderBy('cashbackHistory.id', 'desc').limit(100).execute();
  return rows.map((row) => ({ ...row, createdDate: new Date(row.createdDate).toISOString() }));
}
