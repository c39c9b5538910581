import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, PaymeCredentials } from '../../../db/schema';
import { CardProviderClient, CardProviderRefusal, CardProviderUnavailable } from './provider';
import { settleFailed, settlePaid, settlementRefusal } from '../repository';

/**
 * Settling a Payme receipt that is paid: shared by the charge of a just placed order
 * (saved-cards.ts) and the re-check of receipts whose answer was lost (receipt-recheck.ts).
 */

type Db = Kysely<Database>;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A provider call whose failure means "ask again later": null, logged without any token. */
export async function ask<T>(call: () => Promise<T>, log: Log, about: object, method: string): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof CardProviderRefusal || error instanceof CardProviderUnavailable)) throw error;
    log.warn({ ...about, reason: error.message }, `${method} failed; the receipt is asked about again later`);
    return null;
  }
}

/**
 * Payme took the money: the payment settles paid. If the order cannot take it (paid by another
 * payment meanwhile, or cancelled), the payment fails and the receipt is cancelled, which gives
 * the money back.
 */
export async function settleReceiptPaid(
  db: Db, client: CardProviderClient, credentials: PaymeCredentials, log: Log, payment: { id: number; receiptId: string }, about: object,
) {
  try {
    if (await db.transaction().execute((trx) => settlePaid(trx, payment.id))) log.info(about, 'the card receipt is paid; the card payment settled paid');
  } catch (error) {
    const refusal = settlementRefusal(error);
    if (!refusal) throw error;
    await db.transaction().execute((trx) => settleFailed(trx, payment.id));
    const cancelled = await ask(() => client.cancelReceipt(credentials, payment.receiptId), log, about, 'receipts.cancel');
    log.error({ ...about, refusal, cancelState: cancelled?.state ?? null },
      'a card receipt was paid for an order that cannot take it; it is cancelled to give the money back (check it in the Payme cabinet)');
  }
}
