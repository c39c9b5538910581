import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, UserTable } from '../../db/schema';
import { revokeUserTokens } from '../../lib/auth';

/** The queries of a customer's own account. */
type Db = Kysely<Database>;
export interface Owner { merchantId: number; userId: number }

export type ProfileColumns = Pick<Updateable<UserTable>, 'firstName' | 'lastName' | 'gender' | 'birthday'>;

export function updateProfile(db: Db, owner: Owner, columns: ProfileColumns) {
  return db.updateTable('users')
    .set({ ...columns, lastModifiedDate: sql<Date>`now()` })
    .where('id', '=', owner.userId).where('merchantId', '=', owner.merchantId)
    .returningAll().executeTakeFirst();
}

/**
 * Deletes an account: the row stays because orders point at it, but it is switched off and
 * stripped of personal data; its tokens are revoked, its saved addresses, favourites and cards deleted,
 * and its orders kept for the merchant's accounting without the address, entrance, comments or
 * receipt phone; the chat is deleted. Freeing the phone and Telegram id lets the same person sign up afresh later.
 */
export function deleteAccount(db: Db, owner: Owner) {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users')
      .set({
        isActive: false, phone: null, telegramId: null, firstName: null, lastName: null, email: null,
        birthday: null, gender: null, image: null, lastModifiedDate: sql<Date>`now()`,
      })
      .where('id', '=', owner.userId).where('merchantId', '=', owner.merchantId)
      .execute();
    await revokeUserTokens(trx, { id: owner.userId, merchantId: owner.merchantId });
    await trx.deleteFrom('addresses').where('userId', '=', owner.userId).where('merchantId', '=', owner.merchantId).execute();
    await trx.deleteFrom('favourites').where('userId', '=', owner.userId).where('merchantId', '=', owner.merchantId).execute();
    // The chat is the customer's own words: it goes, with its events on the live stream.
    await trx.deleteFrom('chatMessages').where('userId', '=', owner.userId).where('merchantId', '=', owner.merchantId).execute();
    await trx.deleteFrom('orderEvents').where('userId', '=', owner.userId).where('merchantId', '=', owner.merchantId).where('kind', '=', 'chat').execute();
    // Saved cards go too; their provider tokens are answered so the provider can forget them.
    const cards = await trx.deleteFrom('savedCards').where('userId', '=', owner.userId).where('merchantId', '=', owner.merchantId)
      .returning('token').execute();
    await trx.updateTable('orders')
      .set({ address: null, entrance: null, comment: null, courierComment: null, note: null, sendChequePhone: null })
      .where('userId', '=', owner.userId).where('merchantId', '=', owner.merchantId).execute();
    return { cardTokens: cards.map((card) => card.token) };
  });
}
