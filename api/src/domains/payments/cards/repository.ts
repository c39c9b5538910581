import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SavedCardTable } from '../../../db/schema';
import { CardTokenUnreadable, type CardTokenCipher } from './token-cipher';
import { readMerchantSettings } from '../../../platform/merchant-settings';

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

/** What a saved card's row keeps of its token: sealed, the key that sealed it, and its hash. */
export type StoredToken = Pick<Selectable<SavedCardTable>, 'token' | 'tokenKeyId' | 'tokenHash'>;

/**
 * Keeps a card the provider confirmed. The same card added again (same masked number and expiry)
 * replaces the older row; the replaced rows' sealed tokens are answered so they can be removed at
 * the provider. The same token again (its hash) keeps its row.
 */
export function saveCard(db: Db, owner: Owner, card: StoredToken & Pick<Selectable<SavedCardTable>, 'number' | 'expire' | 'type'>) {
  return db.transaction().execute(async (trx) => {
    const replaced = await trx.deleteFrom('savedCards')
      .where('merchantId', '=', owner.merchantId).where('userId', '=', owner.userId)
      .where('number', '=', card.number).where('expire', '=', card.expire).where('tokenHash', '!=', card.tokenHash)
      .returning('token').execute();
    const saved = await trx.insertInto('savedCards').values({ ...owner, ...card })
      .onConflict((c) => c.columns(['merchantId', 'tokenHash']).doUpdateSet({ number: card.number, expire: card.expire, type: card.type }))
      .returningAll().executeTakeFirstOrThrow();
    return { saved, replaced: replaced.map((row) => row.token) };
  });
}

/**
 * At start: every token stored plain (before migration 021) or under a key other than the
 * sealing one is sealed under the sealing key, so no plain token stays and an old key can be
 * dropped once the API has started with the new one first. Each row is rewritten only if it is
 * still what was read, so two API processes starting together do not undo each other. A token
 * under a key this process does not hold is left as it is and counted.
 */
export async function sealStoredCardTokens(db: Db, cipher: CardTokenCipher) {
  const counts = { sealed: 0, resealed: 0, unreadable: 0 };
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('savedCards').select(['id', 'token', 'tokenKeyId'])
      .where('id', '>', after)
      .where((eb) => eb.or([eb('tokenKeyId', 'is', null), eb('tokenKeyId', '!=', cipher.currentKeyId)]))
      .orderBy('id').limit(500).execute();
    if (rows.length === 0) return counts;
    for (const row of rows) {
      after = row.id;
      let plain: string;
      try {
        plain = row.tokenKeyId === null ? row.token : cipher.open(row.token);
      } catch (error) {
        if (!(error instanceof CardTokenUnreadable)) throw error;
        counts.unreadable += 1;
        continue;
      }
      const updated = await db.updateTable('savedCards').set({ token: cipher.seal(plain), tokenKeyId: cipher.currentKeyId })
        .where('id', '=', row.id).where('token', '=', row.token).executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) counts[row.tokenKeyId === null ? 'sealed' : 'resealed'] += 1;
    }
  }
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
  return (await readMerchantSettings(db, merchantId)).featureOn('savedCards');
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
