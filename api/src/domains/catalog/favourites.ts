import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { PRODUCT_NOT_FOUND } from '../../lib/named-errors';
import { requireOwnUserId } from '../../lib/ownership';
import { loadProductSurroundings, toProduct } from './overall';
import { activeProductOf, favouriteProducts, markFavourite, unmarkFavourite } from './repository';

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
    const rows = await favouriteProducts(db, { merchantId: merchant.id, userId: user.id });
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
    const product = await activeProductOf(db, merchant.id, body.productId);
    if (!product) throw PRODUCT_NOT_FOUND();
    await markFavourite(db, { merchantId: merchant.id, userId: user.id }, product.id);
    return { success: true as const };
  });

  serve(app, routes.favouriteRemove, async ({ merchant, user, params }) => {
    // Unmarking what is not marked is still done: the toggle's end state is what the customer asked.
    await unmarkFavourite(db, { merchantId: merchant.id, userId: user.id }, params.productId);
    return { success: true as const };
  });
}
