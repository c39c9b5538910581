import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { routes, type Promo } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { apiError, notFound } from '../../lib/errors';
import { toOrder } from './order-mapper';
import { iso } from '../../lib/mappers';
import { ORDER_NOT_FOUND, PROMO_NOT_FOUND } from '../../lib/named-errors';
import { requireOwnUserId } from '../../lib/ownership';
import type { PromoTable } from '../../db/schema';
import { activeOrders, findDeliverySettings, findOrder, findPromoByCode, findUsablePromos, orderPage } from './repository';
import { findReview, reviewOrder } from './reviews';
import { placeOrder } from './place-order';
import { cancelByCustomer } from './lifecycle';
import type { OrderCardPayment } from './card-payment';
import { orderTimeline } from './order-events';
import { promosLeftFor, refuseUsedUpPromo } from './promo-uses';
import { merchantSettings, requireFeature } from '../../platform/merchant-settings';

export { orderChannel } from './place-order';

const toPromo = (row: Selectable<PromoTable>): Promo => ({
  id: row.id,
  code: row.code,
  discountType: row.discountType,
  productDiscount: row.productDiscount,
  deliveryDiscount: row.deliveryDiscount,
  minPrice: row.minPrice,
  startDate: iso(row.startDate),
  endDate: iso(row.endDate),
  isActive: row.isActive,
  createdDate: iso(row.createdDate),
  lastModifiedDate: iso(row.lastModifiedDate),
});

const CANCEL_NOT_OFFERED = () => apiError(403, 'CANCEL_NOT_OFFERED');

/**
 * A customer's orders: reading, and placing them priced by the server. Every query is scoped by
 * the merchant of the header and the user of the token.
 */
export async function ordersPlugin(app: FastifyInstance, { cardPayment }: { cardPayment: OrderCardPayment }) {
  const { db } = app;

  serve(app, routes.activeOrders, async ({ params, user }) => {
    requireOwnUserId(params.userId, user);
    return (await activeOrders(db, user)).map(toOrder);
  });

  serve(app, routes.ordersByUser, async ({ params, query, user }) => {
    requireOwnUserId(params.userId, user);
    const { total: totalElements, rows } = await orderPage(db, user, { onlyArchive: query.onlyArchive === 'true', page: query.page, size: query.size });
    return {
      content: rows.map(toOrder),
      page: query.page,
      size: query.size,
      totalElements,
      totalPages: Math.ceil(totalElements / query.size),
    };
  });

  serve(app, routes.order, async ({ params, user }) => {
    const row = await findOrder(db, user, params.id);
    if (!row) throw ORDER_NOT_FOUND();
    return { ...toOrder(row), timeline: await orderTimeline(db, row) };
  });

  serve(app, routes.orderCancel, async ({ params, body, user, merchant, request }) => {
    await requireFeature(db, request, merchant.id, 'cancelOrder', CANCEL_NOT_OFFERED);
    return toOrder(await cancelByCustomer(db, { merchantId: merchant.id, userId: user.id, orderId: params.id, reason: body.reason }));
  });

  serve(app, routes.orderCreate, async (ctx) => placeAndPay(ctx, false));
  serve(app, routes.orderCreateAtTime, async (ctx) => placeAndPay(ctx, true));

  /** Places the order; one that names a saved card (cardId) is paid with it right away (card-payment.ts). */
  async function placeAndPay(ctx: Parameters<typeof placeOrder>[1], scheduled: boolean) {
    if (!ctx.body.cardId) return placeOrder(db, ctx, scheduled);
    const card = await cardPayment.cardForOrder(db, { merchantId: ctx.merchant.id, userId: ctx.user.id }, ctx.body.cardId);
    const order = await placeOrder(db, ctx, scheduled);
    await cardPayment.payOrder(db, { id: order.id, merchantId: ctx.merchant.id, totalPrice: order.totals.totalPrice }, card, ctx.request.log);
    const row = await findOrder(db, ctx.user, order.id);
    return row ? toOrder(row) : order;
  }

  serve(app, routes.deliverySettings, async ({ merchant, params }) => {
    // The id is the merchant's: only the merchant of the header answers, anything else is unknown.
    const row = params.id === merchant.id
      ? await findDeliverySettings(db, merchant.id)
      : undefined;
    if (!row) throw notFound('DELIVERY_SETTINGS_NOT_FOUND');
    const { merchantId: _merchantId, ...settings } = row;
    return settings;
  });

  serve(app, routes.promoByCode, async ({ merchant, params, user }) => {
    // Answered in any state: the storefront runs checkPromo on it to show the spec's message. A
    // code used up is refused here already (the customer's own uses when the token names one), so
    // the customer learns it when typing the code, not only when placing the order.
    const row = await findPromoByCode(db, merchant.id, params.code);
    if (!row) throw PROMO_NOT_FOUND(404);
    await refuseUsedUpPromo(db, row, user?.id ?? null);
    return toPromo(row);
  });

  serve(app, routes.promos, async ({ merchant, user, request }) => {
    if (!(await merchantSettings(db, request, merchant.id)).featureOn('promo')) return [];
    // "Usable now" for this customer: a promo they have used up is not offered.
    return (await promosLeftFor(db, await findUsablePromos(db, merchant.id, new Date()), user.id)).map(toPromo);
  });

  serve(app, routes.orderReview, async ({ merchant, user, params, body }) =>
    reviewOrder(db, { merchantId: merchant.id, userId: user.id, orderId: params.id }, body));

  serve(app, routes.orderReviewRead, async ({ merchant, user, params }) =>
    findReview(db, { merchantId: merchant.id, userId: user.id, orderId: params.id }));
}
