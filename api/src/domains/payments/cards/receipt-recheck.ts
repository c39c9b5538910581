import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database, PaymeCredentials } from '../../../db/schema';
import {
  CardProviderClient, RECEIPT_CANCELLED, RECEIPT_CREATED, RECEIPT_PAID,
} from './provider';
import { findActiveProvider } from '../repository';
import { ask, settleReceiptPaid } from './receipt-settle';
import { refuseCardPayment } from './saved-cards';

/**
 * A saved-card charge whose `receipts.pay` got no answer (a timeout, a lost connection, a process
 * stopped mid-call) or answered a receipt still in progress leaves its payment PENDING with the
 * receipt id Payme gave it. Whether the card was charged only Payme knows, so it is asked again,
 * with `receipts.check`, until the receipt is final:
 *
 * - 4 (paid): the payment settles paid, the order with it;
 * - 50 (cancelled): the payment fails, and the customer may pay again;
 * - 0 (created, never paid) long after the charge: our receipts.pay never reached Payme. The
 *   receipt is cancelled (receipts.cancel) so that it can never be paid later, then the payment fails;
 * - anything else (1, 2, 3 being paid; 5, 6 held; 20 paused; 21, 30 queued), or no answer: asked
 *   again once the last check is half the attempt's age old (at least a minute, at most 15
 *   minutes), so about 1, 2, 4, 8 and 16 minutes after the charge, then every 15 minutes;
 * - still not final 12 hours after the charge (Payme's own limit for a transaction): given up. The
 *   receipt is cancelled if Payme still allows it, the payment fails, and an error line asks the
 *   operator to reconcile it in Payme's cabinet.
 */

/** How often the API process looks for receipts due a check. */
export const RECHECK_TICK_MS = 30_000;
/** The shortest wait between two checks, and the first one after the charge (receipts.pay gives up after 15 s). */
export const SHORTEST_RECHECK_WAIT_MS = 60_000;
export const LONGEST_RECHECK_WAIT_MS = 15 * 60_000;
/** A receipt still unpaid (state 0) this long after the charge was never paid by our receipts.pay. */
export const CANCEL_UNPAID_AFTER_MS = 10 * 60_000;
export const GIVE_UP_AFTER_MS = 12 * 60 * 60_000;
/** Receipts checked per tick and process. */
const BATCH = 50;

type Db = Kysely<Database>;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** How old the last check must be for an attempt this old to be asked about again: half its age, within the bounds above. */
export function recheckWaitMs(ageMs: number): number {
  return Math.min(LONGEST_RECHECK_WAIT_MS, Math.max(SHORTEST_RECHECK_WAIT_MS, Math.floor(ageMs / 2)));
}

export type ReceiptVerdict = 'PAID' | 'CANCELLED' | 'CANCEL_UNPAID' | 'GIVE_UP' | 'WAIT';

/** What to do about a receipt in this state (null: Payme could not be asked) for an attempt this old. */
export function receiptVerdict(state: number | null, ageMs: number): ReceiptVerdict {
  if (state === RECEIPT_PAID) return 'PAID';
  if (state === RECEIPT_CANCELLED) return 'CANCELLED';
  if (ageMs >= GIVE_UP_AFTER_MS) return 'GIVE_UP';
  if (state === RECEIPT_CREATED && ageMs >= CANCEL_UNPAID_AFTER_MS) return 'CANCEL_UNPAID';
  return 'WAIT';
}

interface DueReceipt {
  id: number;
  merchantId: number;
  orderId: number;
  receiptId: string;
  createdDate: Date;
}

/**
 * The pending saved-card payments whose next check is due, claimed: their `last_modified_date`
 * (the time of the last check) is moved to `now` in the same transaction that locked them, and
 * rows another process holds are skipped, so two API processes never ask about the same receipt
 * at once. A card payment is a PENDING Payme attempt with a receipt id and no Merchant API
 * transaction (those are Payme's checkout page, which Payme itself confirms).
 */
export function claimDueReceipts(db: Db, now: Date, limit = BATCH): Promise<DueReceipt[]> {
  const seconds = (ms: number) => ms / 1000;
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('payments')
      .select(['id', 'merchantId', 'orderId', 'providerPaymentId', 'createdDate'])
      .where('provider', '=', 'PAYME').where('status', '=', 'PENDING').where('providerPaymentId', 'is not', null)
      .where(({ not, exists, selectFrom }) => not(exists(
        selectFrom('paymeTransactions').select('paymeTransactions.id').whereRef('paymeTransactions.paymentId', '=', 'payments.id'),
      )))
      // recheckWaitMs in SQL: due when the last check is older than half the age, within the bounds.
      .where(sql<boolean>`last_modified_date <= ${now}::timestamptz - make_interval(secs => least(
        ${seconds(LONGEST_RECHECK_WAIT_MS)}::double precision,
        greatest(${seconds(SHORTEST_RECHECK_WAIT_MS)}::double precision, extract(epoch from (${now}::timestamptz - created_date))::double precision / 2)))`)
      .orderBy('lastModifiedDate').limit(limit)
      .forUpdate().skipLocked()
      .execute();
    if (rows.length === 0) return [];
    await trx.updateTable('payments').set({ lastModifiedDate: now }).where('id', 'in', rows.map((row) => row.id)).execute();
    return rows.map(({ providerPaymentId, ...row }) => ({ ...row, receiptId: providerPaymentId! }));
  });
}

/** One pass: every due receipt asked about and settled as its state says. Answers how many were asked about. */
export async function recheckCardReceipts(db: Db, client: CardProviderClient, log: Log, now: Date = new Date()): Promise<number> {
  const due = await claimDueReceipts(db, now);
  for (const payment of due) {
    try {
      await recheck(db, client, log, payment, now);
    } catch (error) {
      log.warn({ paymentId: payment.id, orderId: payment.orderId, reason: (error as Error).message }, 'card receipt re-check failed; it is asked again later');
    }
  }
  return due.length;
}

async function recheck(db: Db, client: CardProviderClient, log: Log, payment: DueReceipt, now: Date) {
  const ageMs = now.getTime() - payment.createdDate.getTime();
  const about = { paymentId: payment.id, orderId: payment.orderId, receiptId: payment.receiptId };
  const provider = await findActiveProvider(db, payment.merchantId, 'PAYME');
  const credentials = provider ? provider.credentials as PaymeCredentials : null;
  let state: number | null = null;
  if (credentials) {
    state = await ask(() => client.checkReceipt(credentials, payment.receiptId), log, about, 'receipts.check');
  } else {
    log.warn(about, 'the merchant has no active Payme cashbox to ask about a pending card receipt');
  }
  switch (receiptVerdict(state, ageMs)) {
    case 'PAID':
      return settleReceiptPaid(db, client, credentials!, log, payment, about);
    case 'CANCELLED':
      log.warn(about, 'receipts.check: the receipt is cancelled; the card payment failed');
      return refuseCardPayment(db, payment, 'PROVIDER_ERROR');
    case 'CANCEL_UNPAID': {
      const cancelled = await ask(() => client.cancelReceipt(credentials!, payment.receiptId), log, about, 'receipts.cancel');
      log.warn({ ...about, state: cancelled?.state }, 'the receipt was never paid (receipts.pay did not reach Payme); it is cancelled');
      // A receipt paid after all in the meantime is given back by that cancel (state 21, then 50).
      if (cancelled?.state === RECEIPT_CANCELLED) await refuseCardPayment(db, payment, 'PROVIDER_ERROR');
      return;
    }
    case 'GIVE_UP': {
      const cancelled = credentials ? await ask(() => client.cancelReceipt(credentials, payment.receiptId), log, about, 'receipts.cancel') : null;
      log.error({ ...about, state, cancelState: cancelled?.state ?? null },
        'gave up on a card receipt not final after 12 hours: the payment is failed; reconcile it in the Payme cabinet');
      return refuseCardPayment(db, payment, 'PROVIDER_ERROR');
    }
    case 'WAIT':
      return;
  }
}


