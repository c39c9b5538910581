import { sql, type Insertable, type Kysely } from 'kysely';
import type { Language } from '@storefront/contracts';
import type { Database, UserTable } from '../../db/schema';

/** The queries of the Telegram Mini App: the merchant's bot and its customers by Telegram id. */
type Db = Kysely<Database>;

export function botOf(db: Db, merchantId: number) {
  return db.selectFrom('merchants').select(['botToken', 'botUsername']).where('id', '=', merchantId).executeTakeFirst();
}

export async function setUserLanguage(db: Db, owner: { merchantId: number; userId: number }, language: Language): Promise<void> {
  await db.updateTable('users').set({ language, lastModifiedDate: sql<Date>`now()` })
    .where('id', '=', owner.userId).where('merchantId', '=', owner.merchantId).execute();
}

/**
 * The customer of this merchant with this Telegram id, created with `values` when there is none.
 * Two first logins at once both end on one row (the second insert does nothing and reads it).
 */
export async function findOrCreateTelegramCustomer(
  db: Db,
  merchantId: number,
  telegramId: number,
  values: Pick<Insertable<UserTable>, 'firstName' | 'lastName' | 'language'>,
) {
  const find = () => db.selectFrom('users').selectAll()
    .where('merchantId', '=', merchantId).where('telegramId', '=', telegramId).executeTakeFirst();
  return (await find()) ?? (await db.insertInto('users').values({ merchantId, telegramId, ...values })
    .onConflict((c) => c.columns(['merchantId', 'telegramId']).doNothing()).returningAll().executeTakeFirst()) ?? (await find());
}
