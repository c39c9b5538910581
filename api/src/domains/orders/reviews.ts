import type { Kysely } from 'kysely';
import type { Review, ReviewRequest } from '@storefront/contracts';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { ORDER_NOT_FOUND } from '../../lib/named-errors';

/**
 * One review per order, by its customer, once it is delivered (or closed): stars and a comment for
 * the order, stars per product that join the products' grades (`/products/v1/grade`), and the
 * order's own `grade`. Written in one transaction.
 */

type Db = Kysely<Database>;
const REVIEWABLE = new Set(['DELIVERED', 'CLOSED']);

const REVIEW_NOT_FOUND = () => notFound('REVIEW_NOT_FOUND');
const REVIEW_EXISTS = () => conflict('REVIEW_EXISTS');

export async function reviewOrder(
  db: Db, who: { merchantId: number; userId: number; orderId: number }, body: ReviewRequest,
): Promise<Review> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'status', 'cartItems'])
      .where('id', '=', who.orderId).where('merchantId', '=', who.merchantId).where('userId', '=', who.userId)
      .forUpdate().executeTakeFirst();
    if (!order) throw ORDER_NOT_FOUND();
    if (!REVIEWABLE.has(order.status)) throw conflict('ORDER_NOT_DELIVERED');
    const ordered = new Set(order.cartItems.map((item) => item.product.id));
    const products = body.products ?? [];
    if (new Set(products.map((p) => p.productId)).size !== products.length) {
      throw badRequest('PRODUCT_GRADED_TWICE');
    }
    const stranger = products.find((p) => !ordered.has(p.productId));
    if (stranger) throw badRequest('PRODUCT_NOT_IN_ORDER');
    const comment = body.comment?.trim() || null;
    let review;
    try {
      review = await trx.insertInto('orderReviews')
        .values({ merchantId: who.merchantId, orderId: order.id, userId: who.userId, grade: body.grade, comment })
        .returningAll().executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw REVIEW_EXISTS();
      throw error;
    }
    if (products.length > 0) {
      await trx.insertInto('productGrades').values(products.map((p) => ({
        merchantId: who.merchantId, productId: p.productId, userId: who.userId, grade: p.grade, orderId: order.id,
      }))).execute();
    }
    await trx.updateTable('orders').set({ grade: body.grade }).where('id', '=', order.id).execute();
    return { id: review.id, orderId: order.id, grade: review.grade, comment, products, createdDate: new Date(review.createdDate).toISOString() };
  });
}

/** The customer's review of their order; 404 for another's order or while there is none. */
export async function findReview(db: Db, who: { merchantId: number; userId: number; orderId: number }): Promise<Review> {
  const review = await db.selectFrom('orderReviews').selectAll()
    .where('orderId', '=', who.orderId).where('merchantId', '=', who.merchantId).where('userId', '=', who.userId)
    .executeTakeFirst();
  if (!review) throw REVIEW_NOT_FOUND();
  const grades = await db.selectFrom('productGrades').select(['productId', 'grade']).where('orderId', '=', review.orderId).orderBy('id').execute();
  return {
    id: review.id, orderId: review.orderId, grade: review.grade, comment: review.comment, products: grades,
    createdDate: new Date(review.createdDate).toISOString(),
  };
}
