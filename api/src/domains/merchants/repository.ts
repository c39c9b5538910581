import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The queries of merchants and their geography: cities, branches, delivery areas. */
type Db = Kysely<Database>;

/** An active merchant by its sub-domain or its own domain (both stored lower-case). */
export function activeMerchantBy(db: Db, column: 'sub' | 'domain', value: string) {
  return db.selectFrom('merchants').selectAll()
    .where(column, '=', value.toLowerCase()).where('deleted', '=', false).where('isActive', '=', true)
    .executeTakeFirst();
}

export function citiesOf(db: Db, merchantId: number) {
  return db.selectFrom('cities').selectAll().where('merchantId', '=', merchantId)
    .orderBy('isMain', 'desc').orderBy('id').execute();
}

/** The merchant's active branches, the main one first; only those of a city when given. */
export function activeBranches(db: Db, merchantId: number, cityId?: number) {
  let query = db.selectFrom('branches').selectAll()
    .where('merchantId', '=', merchantId).where('isActive', '=', true).where('deleted', '=', false);
  if (cityId) query = query.where('cityId', '=', cityId);
  return query.orderBy('isMain', 'desc').orderBy('id').execute();
}

/** One branch of the merchant that is not deleted (an inactive one is still shown by id). */
export function branchOf(db: Db, merchantId: number, id: number) {
  return db.selectFrom('branches').selectAll()
    .where('id', '=', id).where('merchantId', '=', merchantId).where('deleted', '=', false)
    .executeTakeFirst();
}

export function deliveryAreasOf(db: Db, merchantId: number) {
  return db.selectFrom('deliveryAreas').selectAll().where('merchantId', '=', merchantId).execute();
}
