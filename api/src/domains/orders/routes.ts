import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { routes, type OrderRequest, type Promo } from '@storefront/contracts';
import { ACTIVE_ORDER_STATUSES, ARCHIVED_ORDER_STATUSES } from '@storefront/contracts/rules';
import { serve } from '../../lib/serve';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import type { SessionUser } from '../../lib/auth';
import { toOrder } from '../../lib/order-mapper';
import { ORDER_NOT_FOUND, PROMO_NOT_FOUND } from '../../lib/named-errors';
import { requireOwnUserId } from '../../lib/ownership';
import { iso } from '../../lib/mappers';
import { isUniqueViolation } from '../../db/errors';
import type { OrderTable, PromoTable } from '../../db/schema';
import { findPromoByCode, priceOrder, type OrderChannel } from './pricing';
import { idempotencyKey, requestHash } from './idempotency';

/**
 * The channel an order comes from. The route table's body stays the spec's order draft, so the
 * Telegram Mini App says where it runs with the header `x-order-channel: TG`; anything else is the
 * web storefront. TG orders have source TELEGRAM_BOT and may hold TG-only products; web orders
 * CLIENT_WEB and WEB-only products.
 */
export function orderChannel(request: FastifyRequest): OrderChannel {
  const header = request.headers['x-order-channel'];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toUpperCase() === 'TG' ? 'TG' : 'WEB';
}

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

/**
 * A customer's orders: reading, and placing them priced by the server. Every query is scoped by
 * the merchant of the header and the user of the token.
 */
export async function ordersPlugin(app: FastifyInstance) {
  const { db } = app;

  const ordersOf = (user: SessionUser) =>
    db.selectFrom('orders').where('merchantId', '=', user.merchantId).where('userId', '=', user.id);

  serve(app, routes.activeOrders, async ({ params, user }) => {
    requireOwnUserId(params.userId, user);
    const rows = await ordersOf(user).selectAll()
      .where('status', 'in', ACTIVE_ORDER_STATUSES)
      .orderBy('createdDate', 'desc').orderBy('id', 'desc')
      .execute();
    return rows.map(toOrder);
  });

  serve(app, routes.ordersByUser, async ({ params, query, user }) => {
    requireOwnUserId(params.userId, user);
    let scoped = ordersOf(user);
    if (query.onlyArchive === 'true') scoped = scoped.where('status', 'in', ARCHIVED_ORDER_STATUSES);
    const [{ total }, rows] = await Promise.all([
      scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      scoped.selectAll()
        .orderBy('createdDate', 'desc').orderBy('id', 'desc')
        .limit(query.size).offset(query.page * query.size)
        .execute(),
    ]);
    const totalElements = Number(total);
    return {
      content: rows.map(toOrder),
      page: query.page,
      size: query.size,
      totalElements,
      totalPages: Math.ceil(totalElements / query.size),
    };
  });

  serve(app, routes.order, async ({ params, user }) => {
    const row = await ordersOf(user).selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw ORDER_NOT_FOUND();
    return toOrder(row);
  });

  /**
   * Places an order. Status: CREATED for an order now (OPEN is the spec's default of the client's
   * draft, not of a placed order), AT_TIME for a scheduled one. Every amount comes from
   * `priceOrder`; the draft's totals, prices and service price are never read.
   *
   * Idempotency-Key: the key is unique per merchant and customer (index `orders_idempotency`). A
   * repeat with the same key and the same request (route, channel and canonical body) answers the
   * stored order; with another request it is a 422 IDEMPOTENCY_CONFLICT. Two concurrent requests
   * with one key both price, both insert, and the unique index lets exactly one commit; the other
   * rolls back (cashback included) and answers the order that won.
   */
  async function placeOrder(
    { body, user, merchant, request }: { body: OrderRequest; user: SessionUser; merchant: { id: number }; request: FastifyRequest },
    scheduled: boolean,
  ) {
    const key = idempotencyKey(request.headers['idempotency-key']);
    const channel = orderChannel(request);
    const hash = requestHash({ route: scheduled ? 'at-time' : 'now', channel, body });
    const byKey = () => ordersOf(user).selectAll().where('idempotencyKey', '=', key!).executeTakeFirst();
    const replay = (row: Selectable<OrderTable>) => {
      if (row.requestHash !== hash) {
        throw unprocessable('IDEMPOTENCY_CONFLICT', 'Этот Idempotency-Key уже использован для другого заказа');
      }
      return toOrder(row);
    };
    if (key) {
      const existing = await byKey();
      if (existing) return replay(existing);
    }
    if (scheduled && body.later !== true) {
      throw badRequest('LATER_REQUIRED', 'Заказ на время должен иметь признак later');
    }
    if (!scheduled && body.later === true) {
      throw badRequest('LATER_NOT_ALLOWED', 'Заказ на время оформляется через /orders/v1/orders/at-time');
    }

    const priced = await priceOrder(db, { merchantId: merchant.id, user, body, channel, scheduled, now: new Date() });
    const { totals, branch } = priced;
    const isDelivery = body.serviceType === 'DELIVERY';
    try {
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx.insertInto('orders').values({
          merchantId: merchant.id,
          userId: user.id,
          status: scheduled ? 'AT_TIME' : 'CREATED',
          source: channel === 'TG' ? 'TELEGRAM_BOT' : 'CLIENT_WEB',
          serviceType: body.serviceType,
          paymentType: body.paymentType,
          paymentId: body.payment?.id ?? null,
          branchId: branch.id,
          cityId: branch.cityId,
          address: isDelivery && body.address ? JSON.stringify(body.address) : null,
          entrance: isDelivery
            ? JSON.stringify({ office: body.office ?? null, domophone: body.domophone ?? null, entrance: body.entrance ?? null, floor: body.floor ?? null, comment: body.courierComment ?? null })
            : null,
          dineIn: body.serviceType === 'DINE_IN' && body.dineIn ? JSON.stringify({ ...body.dineIn, servicePrice: null }) : null,
          comment: body.comment ?? null,
          courierComment: isDelivery ? body.courierComment ?? null : null,
          note: body.note ?? null,
          promoId: priced.promo?.id ?? null,
          promoCode: priced.promo?.code ?? null,
          cashback: totals.cashback,
          totals: JSON.stringify(totals),
          cartItems: JSON.stringify(priced.cartItems),
          sendCheque: body.sendCheque ?? false,
          sendChequePhone: body.sendChequePhone ?? null,
          orderDevice: body.orderDevice ?? null,
          // Pick-up and dine-in have no delivery type (spec §4).
          deliveryType: isDelivery ? body.deliveryType ?? null : null,
          deliveryTariffId: isDelivery ? priced.areaId : null,
          deliveryTypeComment: null,
          distance: isDelivery ? priced.distance : null,
          atTime: priced.atTime,
          acceptedTime: null, cookingTime: null, readyTime: null, deliveryAt: null, deliveredAt: null,
          courierId: null, courierPaid: null, courierStatus: null, eatsId: null, reasonCodes: null, grade: null,
          operatorId: null, posterOrderId: null, posterErrorMessage: null,
          idempotencyKey: key,
          requestHash: hash,
        }).returning('id').executeTakeFirstOrThrow();
        if (totals.cashback > 0) {
          const spent = await trx.updateTable('users')
            .set((eb) => ({ cashback: eb('cashback', '-', totals.cashback) }))
            .where('id', '=', user.id).where('merchantId', '=', merchant.id).where('cashback', '>=', totals.cashback)
            .executeTakeFirst();
          if (Number(spent.numUpdatedRows) !== 1) {
            throw conflict('CASHBACK_CHANGED', 'Баланс кешбэка изменился, оформите заказ ещё раз');
          }
        }
        return trx.updateTable('orders').set({ number: String(inserted.id) })
          .where('id', '=', inserted.id).returningAll().executeTakeFirstOrThrow();
      });
      return toOrder(row);
    } catch (error) {
      if (key && isUniqueViolation(error)) {
        const existing = await byKey();
        if (existing) return replay(existing);
      }
      throw error;
    }
  }

  serve(app, routes.orderCreate, async (ctx) => placeOrder(ctx, false));
  serve(app, routes.orderCreateAtTime, async (ctx) => placeOrder(ctx, true));

  serve(app, routes.deliverySettings, async ({ merchant, params }) => {
    // The id is the merchant's: only the merchant of the header answers, anything else is unknown.
    const row = params.id === merchant.id
      ? await db.selectFrom('deliverySettings').selectAll().where('merchantId', '=', merchant.id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound('DELIVERY_SETTINGS_NOT_FOUND', 'Настройки доставки не найдены');
    const { merchantId: _merchantId, ...settings } = row;
    return settings;
  });

  serve(app, routes.promoByCode, async ({ merchant, params }) => {
    // Answered in any state: the storefront runs checkPromo on it to show the spec's message.
    const row = await findPromoByCode(db, merchant.id, params.code);
    if (!row) throw PROMO_NOT_FOUND(404);
    return toPromo(row);
  });
}
