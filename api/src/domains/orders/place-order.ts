import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { OrderRequest } from '@storefront/contracts';
import type { Database, OrderTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { SessionUser } from '../../lib/auth';
import { badRequest, unprocessable } from '../../lib/errors';
import { toOrder } from './order-mapper';
import { idempotencyKey, requestHash } from './idempotency';
import { priceOrder, type OrderChannel, type PricedOrder } from './pricing';
import { findOrderByIdempotencyKey, insertOrder } from './repository';

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
export async function placeOrder(
  db: Kysely<Database>,
  { body, user, merchant, request }: { body: OrderRequest; user: SessionUser; merchant: { id: number }; request: FastifyRequest },
  scheduled: boolean,
) {
  const key = idempotencyKey(request.headers['idempotency-key']);
  const channel = orderChannel(request);
  const hash = requestHash({ route: scheduled ? 'at-time' : 'now', channel, body });
  const byKey = () => findOrderByIdempotencyKey(db, user, key!);
  const replay = (row: Selectable<OrderTable>) => {
    if (row.requestHash !== hash) {
      throw unprocessable('IDEMPOTENCY_CONFLICT');
    }
    return toOrder(row);
  };
  if (key) {
    const existing = await byKey();
    if (existing) return replay(existing);
  }
  if (scheduled && body.later !== true) {
    throw badRequest('LATER_REQUIRED');
  }
  if (!scheduled && body.later === true) {
    throw badRequest('LATER_NOT_ALLOWED');
  }

  const priced = await priceOrder(db, {
    merchantId: merchant.id, user, body, channel, scheduled, now: new Date(), hoursNow: request.server.hoursClock.now(),
  });
  try {
    const row = await insertOrder(
      db, orderValues({ body, user, merchantId: merchant.id, scheduled, channel, priced, key, hash }), priced.totals.cashback,
    );
    return toOrder(row);
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const existing = await byKey();
      if (existing) return replay(existing);
    }
    throw error;
  }
}

/** The row of a placed order: the draft's choices, and every amount from pricing. */
function orderValues({ body, user, merchantId, scheduled, channel, priced, key, hash }: {
  body: OrderRequest; user: SessionUser; merchantId: number; scheduled: boolean; channel: OrderChannel;
  priced: PricedOrder; key: string | null; hash: string;
}): Insertable<OrderTable> {
  const { totals, branch } = priced;
  const isDelivery = body.serviceType === 'DELIVERY';
  return {
  merchantId,
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
};
}
