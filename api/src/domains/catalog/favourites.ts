import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { PRODUCT_NOT_FOUND } from '../../lib/named-errors';
import { requireOwnUserId } from '../../lib/ownership';
import { loadProductSurroundings, toProduct } from './overall';

/**
 * A customer's favourite products. Every query is scoped by the merchant of the
 * header and the user of the token: a `userId` other than the token's is a 404, as an unknown one is.
 */
export async function favouriteRoutes(app: FastifyInstance) {
  const { db } = app;

  serve(app, routes.favourites, async ({ merchant, user, query }) => {
    requireOwnUserId(query.userId, user);
    // Rows are deleted when unmarked, so nothing is ever a favourite with isFavourite=false.
    if (query.isFavourite === 'false') return [];
    const rows = await db.selectFrom('favourites')
      .innerJoin('products', 'products.id', 'favourites.productId')
      .selectAll('products')
      .select('favourites.id as favouriteRowId')
      .where('favourites.merchantId', '=', merchant.id)
      .where('favourites.userId', '=', user.id)
      .where('products.merchantId', '=', merchant.id)
      // A product taken off the menu is not offered from the favourites either.
      .where('products.active', '=', true)
      .orderBy('favourites.createdDate', 'desc')
      .orderBy('favourites.id', 'desc')
      .execute();
    if (rows.length === 0) return [];
    const around = await loadProductSurroundings(db, merchant.id, rows.map((r) => r.id));
    return rows.map(({ favouriteRowId, ...product }) => ({
      ...toProduct(product, around),
      favaoriteId: favouriteRowId,
      isFavourite: true,
      favourite: true,
    }));
  });

  serve(app, routes.favouriteAdd, async ({ merchant, user, body }) => {
    const product = await db.selectFrom('products').select('id')
      .where('id', '=', body.productId).where('merchantId', '=', merchant.id).where('active', '=', true)
      .executeTakeFirst();
    if (!product) throw PRODUCT_NOT_FOUND();
    // Marking twice keeps the one row (and its date: the list order is when it was first added).
    await db.insertInto('favourites')
      .values({ merchantId: merchant.id, userId: user.id, productId: product.id })
      .onConflict((oc) => oc.columns(['userId', 'productId']).doNothing())
      .execute();
    return { success: true as const };
  });

  serve(app, routes.favouriteRemove, async ({ merchant, user, params }) => {
    // Unmarking what is not marked is still done: the toggle's end state is what the customer asked.
    await db.deleteFrom('favourites')
      .where('merchantId', '=', merchant.id).where('userId', '=', user.id).where('productId', '=', params.productId)
      .execute();
    return { success: true as const };
  });
}
