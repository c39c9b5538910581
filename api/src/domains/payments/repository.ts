import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, OrderTable, PaymentProviderType } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { recordOrderEvent } from '../orders';

/** The queries of online payment: orders to pay, the merchant's provider settings, and payment attempts. */

type Db = Kysely<Database>;
type Mode = 'LIVE' | 'SIMULATED';

const newPublicId = () => randomBytes(16).toString('base64url');
const now = () => sql<Date>`now()`;

/** An order of this customer at this merchant. */
export function findCustomerOrder(db: Db, ids: { orderId: number; merchantId: number; userId: number }) {
  return db.selectFrom('orders').selectAll()
    .where('id', '=', ids.orderId).where('merchantId', '=', ids.merchantId).where('userId', '=', ids.userId)
    .executeTakeFirst();
}

/** An order of this merchant, whoever placed it (a provider's callback names no customer). */
export function findMerchantOrder(db: Db, orderId: number, merchantId: number) {
  return db.selectFrom('orders').selectAll()
    .where('id', '=', orderId).where('merchantId', '=', merchantId)
    .executeTakeFirst();
}

/** The merchant's active settings of a provider. */
export function findActiveProvider(db: Db, merchantId: number, provider: PaymentProviderType) {
  return db.selectFrom('paymentProviders').selectAll()
    .where('merchantId', '=', merchantId).where('type', '=', provider).where('isActive', '=', true)
    .executeTakeFirst();
}

/** The active Click settings of whichever merchant owns this Click service id. */
export function findClickProviderByServiceId(db: Db, serviceId: string) {
  return db.selectFrom('paymentProviders').selectAll()
    .where('type', '=', 'CLICK').where('isActive', '=', true)
    .where(sql<boolean>`credentials->>'service_id' = ${serviceId}`)
    .executeTakeFirst();
}

/**
 * The latest pending attempt of this order and provider that the provider does not know yet, of
 * one mode, or of either when the provider itself (or the simulated page speaking for it) asks.
 */
function openAttempt(db: Db, orderId: number, provider: PaymentProviderType, mode?: Mode) {
  let query = db.selectFrom('payments').selectAll()
    .where('orderId', '=', orderId).where('provider', '=', provider)
    .where('status', '=', 'PENDING').where('providerPaymentId', 'is', null);
  if (mode) query = query.where('mode', '=', mode);
  return query.orderBy('id', 'desc').executeTakeFirst();
}

/** A pending attempt of this order, provider and mode not yet known to the provider, or a new one. */
export async function pendingPayment(
  db: Db, order: Selectable<OrderTable>, p: { provider: PaymentProviderType; mode: Mode; amount: number; returnUrl: string },
) {
  await db.updateTable('orders').set({ paymentStatus: 'AWAITING', paymentRefusal: null })
    .where('id', '=', order.id).where('isPaid', '=', false).execute();
  const open = await openAttempt(db, order.id, p.provider, p.mode);
  if (open) {
    return db.updateTable('payments').set({ amount: p.amount, returnUrl: p.returnUrl, lastModifiedDate: now() })
      .where('id', '=', open.id).returningAll().executeTakeFirstOrThrow();
  }
  return db.insertInto('payments').values({
    publicId: newPublicId(), merchantId: order.merchantId, orderId: order.id, provider: p.provider, mode: p.mode, amount: p.amount,
    returnUrl: p.returnUrl,
  }).returningAll().executeTakeFirstOrThrow();
}

/** Records the provider's id of an attempt; a repeat that stored it first is left as it is. */
export async function setProviderPaymentId(db: Db, paymentId: number, providerPaymentId: string) {
  await db.updateTable('payments').set({ providerPaymentId, lastModifiedDate: now() })
    .where('id', '=', paymentId).execute()
    .catch((error) => { if (!isUniqueViolation(error)) throw error; });
}

/** The attempt Click knows by its click_trans_id, of this order. */
export function findClickPayment(db: Db, orderId: number, clickTransId: string) {
  return db.selectFrom('payments').selectAll()
    .where('provider', '=', 'CLICK').where('providerPaymentId', '=', clickTransId).where('orderId', '=', orderId)
    .executeTakeFirst();
}

/**
 * The provider names its own transaction (Click's prepare, Payme's CreateTransaction): the attempt
 * the checkout link opened takes the provider's id, else a new live attempt is made with it. A
 * unique violation means a repeated call stored the same id first.
 */
export async function claimProviderPayment(
  db: Db, order: Selectable<OrderTable>, provider: PaymentProviderType, providerPaymentId: string, returnUrl: string,
) {
  const open = await openAttempt(db, order.id, provider);
  await db.updateTable('orders').set({ paymentStatus: 'AWAITING', paymentRefusal: null })
    .where('id', '=', order.id).where('isPaid', '=', false).execute();
  return open
    ? db.updateTable('payments')
      .set({ providerPaymentId, amount: order.totals.totalPrice, lastModifiedDate: now() })
      .where('id', '=', open.id).returningAll().executeTakeFirstOrThrow()
    : db.insertInto('payments').values({
      publicId: newPublicId(), merchantId: order.merchantId, orderId: order.id, provider, mode: 'LIVE',
      amount: order.totals.totalPrice, providerPaymentId, returnUrl,
    }).returningAll().executeTakeFirstOrThrow();
}

/**
 * Why a provider's confirmation could not make its order paid: another payment paid it first, or
 * the order was cancelled. Thrown inside the settling transaction so that none of it is written;
 * the provider must then be told, so that it gives the money back (Click -4/-9, Payme -31008).
 */
export class OrderNotPayable extends Error {
  constructor(readonly outcome: 'ORDER_PAID' | 'ORDER_CANCELED') {
    super(outcome === 'ORDER_PAID' ? 'the order is already paid by another payment' : 'the order is cancelled');
  }
}

/** The refusal a failed settlement stands for, or null when it failed for another reason. */
export function settlementRefusal(error: unknown): OrderNotPayable['outcome'] | null {
  if (error instanceof OrderNotPayable) return error.outcome;
  // payments_one_paid_per_order: a concurrent settlement of another attempt committed first.
  if (isUniqueViolation(error)) return 'ORDER_PAID';
  return null;
}

/**
 * Inside a transaction: PENDING → PAID, the order paid, and its PAID history row; false when the
 * attempt was no longer pending (a repeated confirmation changes nothing). Throws OrderNotPayable
 * when the order is paid already or cancelled: the order's row is updated only while it is unpaid
 * and not cancelled, so of two settlements racing, the second waits for the first's lock, finds
 * the order paid and writes nothing (and the unique index on paid payments stops any other path).
 */
export async function settlePaid(trx: Db, paymentId: number): Promise<boolean> {
  const payment = await trx.updateTable('payments')
    .set({ status: 'PAID', paidAt: now(), lastModifiedDate: now() })
    .where('id', '=', paymentId).where('status', '=', 'PENDING')
    .returning(['orderId', 'merchantId']).executeTakeFirst();
  if (!payment) return false;
  const order = await trx.updateTable('orders').set({ isPaid: true, paymentStatus: 'PAID', lastModifiedDate: now() })
    .where('id', '=', payment.orderId).where('isPaid', '=', false).where('status', '<>', 'CANCELED')
    .returningAll().executeTakeFirst();
  if (!order) {
    const current = await trx.selectFrom('orders').select('isPaid').where('id', '=', payment.orderId).executeTakeFirstOrThrow();
    throw new OrderNotPayable(current.isPaid ? 'ORDER_PAID' : 'ORDER_CANCELED');
  }
  await recordOrderEvent(trx, order);
  await trx.insertInto('orderHistory').values({
    merchantId: payment.merchantId, orderId: payment.orderId, kind: 'PAID', actor: 'PAYMENT', fromStatus: null, toStatus: null,
  }).execute();
  return true;
}

export type PaidOutcome = 'PAID' | 'NOT_PENDING' | OrderNotPayable['outcome'];

/**
 * PENDING → PAID and the order's is_paid, together. NOT_PENDING: the attempt was decided before
 * (a repeated confirmation). ORDER_PAID / ORDER_CANCELED: the order could not take this payment,
 * and the attempt is failed, so that it never counts as money received.
 */
export async function markPaid(db: Db, paymentId: number): Promise<PaidOutcome> {
  try {
    return (await db.transaction().execute((trx) => settlePaid(trx, paymentId))) ? 'PAID' : 'NOT_PENDING';
  } catch (error) {
    const refusal = settlementRefusal(error);
    if (!refusal) throw error;
    await markFailed(db, paymentId);
    return refusal;
  }
}

/**
 * Inside a transaction: PENDING → FAILED, and an unpaid order shows its payment cancelled (the
 * customer may pay again); an attempt already decided stays as it is.
 */
export async function settleFailed(trx: Db, paymentId: number): Promise<void> {
  const payment = await trx.updateTable('payments').set({ status: 'FAILED', lastModifiedDate: now() })
    .where('id', '=', paymentId).where('status', '=', 'PENDING')
    .returning('orderId').executeTakeFirst();
  if (!payment) return;
  const order = await trx.updateTable('orders').set({ paymentStatus: 'CANCELLED', lastModifiedDate: now() })
    .where('id', '=', payment.orderId).where('isPaid', '=', false).returningAll().executeTakeFirst();
  if (order) await recordOrderEvent(trx, order);
}

/** PENDING → FAILED; an attempt already decided stays as it is. */
export function markFailed(db: Db, paymentId: number): Promise<void> {
  return db.transaction().execute((trx) => settleFailed(trx, paymentId));
}

/**
 * Inside a transaction: a paid attempt (or one owed back after a cancel) is given back: REFUNDED,
 * and the order is no longer paid.
 */
export async function settleRefunded(trx: Db, paymentId: number): Promise<void> {
  const payment = await trx.updateTable('payments').set({ status: 'REFUNDED', lastModifiedDate: now() })
    .where('id', '=', paymentId).where('status', 'in', ['PAID', 'REFUND_PENDING'])
    .returning('orderId').executeTakeFirst();
  if (!payment) return;
  const order = await trx.updateTable('orders').set({ isPaid: false, paymentStatus: 'REFUNDED', lastModifiedDate: now() })
    .where('id', '=', payment.orderId).returningAll().executeTakeFirstOrThrow();
  await recordOrderEvent(trx, order);
}

/** A paid attempt given back, on its own. */
export function markRefunded(db: Db, paymentId: number): Promise<void> {
  return db.transaction().execute((trx) => settleRefunded(trx, paymentId));
}

/** The Uzum attempt Uzum knows by its checkout order id. */
export function findUzumPayment(db: Db, uzumOrderId: string) {
  return db.selectFrom('payments').selectAll()
    .where('provider', '=', 'UZUM').where('providerPaymentId', '=', uzumOrderId)
    .executeTakeFirst();
}

/** A simulated attempt by its public id, with what the simulated page shows of merchant and order. */
export function findSimulatedPayment(db: Db, publicId: string) {
  return db.selectFrom('payments')
    .innerJoin('merchants', 'merchants.id', 'payments.merchantId')
    .innerJoin('orders', 'orders.id', 'payments.orderId')
    .select(['payments.id', 'payments.publicId', 'payments.merchantId', 'payments.providerPaymentId', 'payments.provider', 'payments.amount', 'payments.status', 'payments.returnUrl',
      'merchants.name as merchantName', 'orders.number as orderNumber', 'orders.id as orderId'])
    .where('payments.publicId', '=', publicId).where('payments.mode', '=', 'SIMULATED')
    .executeTakeFirst();
}
