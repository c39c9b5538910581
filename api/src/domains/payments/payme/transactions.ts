import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, OrderTable, PaymeTransactionTable } from '../../../db/schema';
import { claimProviderPayment, settleFailed, settlePaid, settleRefunded } from '../repository';

/**
 * The queries of Payme's Merchant API: its transactions, each tied to one payment attempt of one
 * order. Every change of a transaction and of its attempt happen in one database transaction.
 */

type Db = Kysely<Database>;
export type PaymeTransaction = Selectable<PaymeTransactionTable>;

// int8 columns: pg answers them as numbers (connect.ts); PGlite may answer a bigint.
const asNumbers = (row: PaymeTransaction): PaymeTransaction => ({
  ...row,
  paymeTime: Number(row.paymeTime), amount: Number(row.amount), createTime: Number(row.createTime),
  performTime: Number(row.performTime), cancelTime: Number(row.cancelTime), state: Number(row.state) as PaymeTransaction['state'],
});

/** The active Payme settings whose key is this one: the key of the Basic auth names the merchant. */
export function findPaymeProviderByKey(db: Db, key: string) {
  return db.selectFrom('paymentProviders').select(['merchantId', 'credentials'])
    .where('type', '=', 'PAYME').where('isActive', '=', true)
    .where(sql<boolean>`credentials->>'key' = ${key}`)
    .executeTakeFirst();
}

export async function findPaymeTransaction(db: Db, merchantId: number, paymeId: string): Promise<PaymeTransaction | undefined> {
  const row = await db.selectFrom('paymeTransactions').selectAll()
    .where('merchantId', '=', merchantId).where('paymeId', '=', paymeId).executeTakeFirst();
  return row && asNumbers(row);
}

/** Another transaction still waiting (state 1) for this order, if any. */
export async function waitingTransactionOf(db: Db, orderId: number): Promise<PaymeTransaction | undefined> {
  const row = await db.selectFrom('paymeTransactions').selectAll()
    .where('orderId', '=', orderId).where('state', '=', 1).executeTakeFirst();
  return row && asNumbers(row);
}

/** Payme's new transaction for an order: the checkout's open attempt takes its id, then the transaction row. */
export function createPaymeTransaction(
  db: Db, order: Selectable<OrderTable>, p: { paymeId: string; paymeTime: number; amount: number; now: number; returnUrl: string },
): Promise<PaymeTransaction> {
  return db.transaction().execute(async (trx) => {
    const payment = await claimProviderPayment(trx, order, 'PAYME', p.paymeId, p.returnUrl);
    const row = await trx.insertInto('paymeTransactions').values({
      merchantId: order.merchantId, orderId: order.id, paymentId: payment.id, paymeId: p.paymeId,
      paymeTime: p.paymeTime, amount: p.amount, state: 1, createTime: p.now,
    }).returningAll().executeTakeFirstOrThrow();
    return asNumbers(row);
  });
}

/**
 * 1 → 2 and the attempt paid; undefined when the transaction was no longer waiting. Throws
 * OrderNotPayable (nothing written) when the order was cancelled or paid by another payment.
 */
export function performPaymeTransaction(db: Db, tx: PaymeTransaction, now: number): Promise<PaymeTransaction | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('paymeTransactions').set({ state: 2, performTime: now })
      .where('id', '=', tx.id).where('state', '=', 1).returningAll().executeTakeFirst();
    if (!row) return undefined;
    await settlePaid(trx, tx.paymentId);
    return asNumbers(row);
  });
}

/**
 * Cancels a transaction: a waiting one (1 → -1) fails its attempt, a performed one (2 → -2) gives
 * the money back; undefined when the state changed meanwhile.
 */
export function cancelPaymeTransaction(db: Db, tx: PaymeTransaction, reason: number, now: number): Promise<PaymeTransaction | undefined> {
  const from = tx.state;
  if (from !== 1 && from !== 2) return Promise.resolve(undefined);
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('paymeTransactions').set({ state: from === 1 ? -1 : -2, reason, cancelTime: now })
      .where('id', '=', tx.id).where('state', '=', from).returningAll().executeTakeFirst();
    if (!row) return undefined;
    if (from === 1) await settleFailed(trx, tx.paymentId);
    else await settleRefunded(trx, tx.paymentId);
    return asNumbers(row);
  });
}

/** GetStatement: the merchant's transactions created between from and to (inclusive), oldest first. */
export async function paymeStatement(db: Db, merchantId: number, from: number, to: number): Promise<PaymeTransaction[]> {
  const rows = await db.selectFrom('paymeTransactions').selectAll()
    .where('merchantId', '=', merchantId).where('createTime', '>=', from).where('createTime', '<=', to)
    .orderBy('createTime').orderBy('id').limit(10_000).execute();
  return rows.map(asNumbers);
}
