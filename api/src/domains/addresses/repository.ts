import { sql, type Insertable, type Kysely } from 'kysely';
import type { AddressTable, Database } from '../../db/schema';

/** The queries of saved addresses: every one scoped by the merchant and the customer. */
type Db = Kysely<Database>;
export type AddressColumns = Omit<Insertable<AddressTable>, 'id' | 'merchantId' | 'userId' | 'createdDate' | 'lastModifiedDate'>;
export interface Owner { merchantId: number; userId: number }

export function cityOfMerchant(db: Db, cityId: number, merchantId: number) {
  return db.selectFrom('cities').select('id').where('id', '=', cityId).where('merchantId', '=', merchantId).executeTakeFirst();
}

export function addressesOf(db: Db, owner: Owner) {
  return db.selectFrom('addresses').selectAll()
    .where('merchantId', '=', owner.merchantId).where('userId', '=', owner.userId)
    .orderBy('id', 'desc').execute();
}

/**
 * Saves an address unless the customer already has `limit` of them; one customer's saves are
 * serialised (an advisory lock on the user), so the cap holds under concurrent requests.
 * Answers null when the cap refuses.
 */
export function insertAddressWithin(db: Db, owner: Owner, values: AddressColumns, limit: number) {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(5007::int, ${owner.userId}::int)`.execute(trx);
    const { n } = await trx.selectFrom('addresses').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchantId', '=', owner.merchantId).where('userId', '=', owner.userId).executeTakeFirstOrThrow();
    if (Number(n) >= limit) return null;
    return trx.insertInto('addresses').values({ ...values, ...owner }).returningAll().executeTakeFirstOrThrow();
  });
}

export function updateAddress(db: Db, owner: Owner, id: number, values: AddressColumns) {
  return db.updateTable('addresses')
    .set({ ...values, lastModifiedDate: sql<Date>`now()` })
    .where('id', '=', id).where('merchantId', '=', owner.merchantId).where('userId', '=', owner.userId)
    .returningAll().executeTakeFirst();
}

export async function deleteAddress(db: Db, owner: Owner, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('addresses')
    .where('id', '=', id).where('merchantId', '=', owner.merchantId).where('userId', '=', owner.userId)
    .returning('id').executeTakeFirst();
  return Boolean(deleted);
}
