import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SavedCardTable } from '../../db/schema';

/** The queries of saved cards: always by merchant and customer, so no one reaches another's card. */

type Db = Kysely<Database>;
type Owner = { merchantId: number; userId: number };

export function listCards(db: Db, owner: Owner) {
  return db.selectFrom('savedCards').selectAll()
    .where('merchantId', '=', owner.merchantId).where('userId', '=', owner.userId)
    .orderBy('id', 'desc').execute();
}

export function findCard(db: Db, owner: Owner, id: number) {
  return db.selectFrom('savedCards').selectAll()
    .where('id', '=', id).where('merchantId', '=', owner.merchantId).where('userId', '=', owner.userId)
    .executeTakeFirst();
}

/**
 * Keeps a card the provider confirmed. The same card added again (same masked number and expiry)
 * replaces the older row; the replaced rows are answered so their tokens can be removed at the provider.
 */
export function saveCard(db: Db, owner: Owner, card: Pick<Selectable<SavedCardTable>, 'token' | 'number' | 'expire' | 'type'>) {
  return db.transaction().execute(async (trx) => {
    const replaced = await trx.deleteFrom('savedCards')
      .where('merchantId', '=', owner.merchantId).where('userId', '=', owner.userId)
      .where('number', '=', card.number).where('expire', '=', card.expire).where('token', '!=', card.token)
      .returning('token').execute();
    const saved = await trx.insertInto('savedCards').values({ ...owner, ...card })
      .onConflict((c) => c.columns(['merchantId', 'token']).doUpdateSet({ number: card.number, expire: card.expire, type: card.type }))
      .returningAll().executeTakeFirstOrThrow();
    return { saved, replaced: replaced.map((row) => row.token) };
  });
}

export function deleteCard(db: Db, owner: Owner, id: number) {
  return db.deleteFrom('savedCards')
    .where('id', '=', id).where('merchantId', '=', owner.merchantId).where('userId', '=', owner.userId)
    .returningAll().executeTakeFirst();
}

/**
 * Starts paying an order with a card, once: the order moves to AWAITING only from no payment at
 * all, so a repeated order request (same Idempotency-Key) never charges the card twice.
 */
export async function claimOrderForCard(db: Db, orderId: number): Promise<boolean> {
  const claimed = await db.updateTable('orders').set({ paymentStatus: 'AWAITING', paymentRefusal: null, lastModifiedDate: sql<Date>`now()` })
    .where('id', '=', orderId).where('isPaid', '=', false).where('paymentStatus', 'is', null)
    .returning('id').executeTakeFirst();
  return Boolean(claimed);
}

/** Whether the merchant's web settings offer saved cards (cardActive). */
export async function cardsOffered(db: Db, merchantId: number): Promise<boolean> {
  const row = await db.selectFrom('webSettings').select('settings').where('merchantId', '=', merchantId).executeTakeFirst();
  return row?.settings.cardActive === true;
}

/**
 * The simulated card provider's registry of cashboxes: the key of an active Payme cashbox by its
 * public id (development only; the real provider has its own).
 */
export async function findPaymeCashboxKey(db: Db, cashboxId: string): Promise<string | null> {
  const row = await db.selectFrom('paymentProviders').select('credentials')
    .where('type', '=', 'PAYME').where('isActive', '=', true)
    .where(sql<boolean>`credentials->>'merchant_id' = ${cashboxId}`)
    .executeTakeFirst();
  return row ? (row.credentials as { key: string }).key : null;
}
