import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The queries of phone-code login: the merchant's SMS account and customers by phone. */
type Db = Kysely<Database>;

/** What choosing and filling the merchant's login SMS needs: its gateway account, name and settings. */
export function smsAccountOf(db: Db, merchantId: number) {
  return db.selectFrom('merchants')
    .leftJoin('webSettings', 'webSettings.merchantId', 'merchants.id')
    .select(['merchants.id', 'merchants.name', 'merchants.smsGateway', 'merchants.smsUsername', 'merchants.smsPassword', 'webSettings.settings'])
    .where('merchants.id', '=', merchantId)
    .executeTakeFirstOrThrow();
}

/** The customer of this merchant with this phone, created when there is none; two at once end on one row. */
export async function findOrCreatePhoneCustomer(db: Db, merchantId: number, phone: string) {
  const find = () => db.selectFrom('users').selectAll()
    .where('merchantId', '=', merchantId).where('phone', '=', phone).executeTakeFirst();
  return (await find()) ?? (await db.insertInto('users').values({ merchantId, phone })
    .onConflict((c) => c.columns(['merchantId', 'phone']).where('phone', 'is not', null).doNothing())
    .returningAll().executeTakeFirst()) ?? (await find());
}
