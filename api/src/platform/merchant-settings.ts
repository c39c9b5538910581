import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Reading a merchant's settings: its feature flags and texts turn features of nearly every domain
 * on or off, so the reading lives here rather than in any one of them.
 */
type Db = Kysely<Database>;

/** The merchant's web settings (its feature flags and texts), or undefined when it has none. */
export function findWebSettings(db: Db, merchantId: number) {
  return db.selectFrom('webSettings').selectAll().where('merchantId', '=', merchantId).executeTakeFirst();
}

/** The merchant's smallest basket for delivery (the branches' and the deliveries' pages both show it). */
export function minimalDeliveryPrice(db: Db, merchantId: number) {
  return db.selectFrom('deliverySettings').select('minimalDeliveryPrice').where('merchantId', '=', merchantId).executeTakeFirst();
}
