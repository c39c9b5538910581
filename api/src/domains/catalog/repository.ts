import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The queries of grades and favourites (the menu overall has its own, in overall.ts). */
type Db = Kysely<Database>;
export interface Owner { merchantId: number; userId: number }

/** The average grade of each graded product of the merchant. */
export function averageGrades(db: Db, merchantId: number) {
  return db.selectFrom('productGrades')
    .select(['productId', (eb) => eb.fn.avg<number>('grade').as('grade')])
    .where('merchantId', '=', merchantId).groupBy('productId').orderBy('productId').execute();
}

/** The customer's favourite products still on the menu, the latest marked first. */
export function favouriteProducts(db: Db, owner: Owner) {
  return db.selectFrom('favourites')
    .innerJoin('products', 'products.id', 'favourites.productId')
    .selectAll('products')
    .select('favourites.id as favouriteRowId')
    .where('favourites.merchantId', '=', owner.merchantId)
    .where('favourites.userId', '=', owner.userId)
    .where('products.merchantId', '=', owner.merchantId)
    // A product taken off the menu is not offered from the favourites either.
    .where('products.active', '=', true)
    .orderBy('favourites.createdDate', 'desc')
    .orderBy('favourites.id', 'desc')
    .execute();
}

export function activeProductOf(db: Db, merchantId: number, productId: number) {
  return db.selectFrom('products').select('id')
    .where('id', '=', productId).where('merchantId', '=', merchantId).where('active', '=', true)
    .executeTakeFirst();
}

/** Marking twice keeps the one row (and its date: the list order is when it was first added). */
export async function markFavourite(db: Db, owner: Owner, productId: number): Promise<void> {
  await db.insertInto('favourites').values({ ...owner, productId })
    .onConflict((oc) => oc.columns(['userId', 'productId']).doNothing())
    .execute();
}

export async function unmarkFavourite(db: Db, owner: Owner, productId: number): Promise<void> {
  await db.deleteFrom('favourites')
    .where('merchantId', '=', owner.merchantId).where('userId', '=', owner.userId).where('productId', '=', productId)
    .execute();
}
