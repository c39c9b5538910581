import * as z from 'zod/mini';
import { IdParam, Text } from '../common';
import { MAX_COMMENT_LENGTH, MAX_PAGE, MAX_SHORT_TEXT_LENGTH } from '../limits';
import { defineRoute } from '../route';
import { DeliverySettings, Order, OrderRequest, Page, Promo } from '../entities/order';
import { Review, ReviewRequest } from '../entities/account';
import { IdPath } from './params';

/** Orders: history, placing, cancelling, live events, reviews, promos, delivery settings. */
export const ordersRoutes = {
  /** Orders of the customer, newest first */
  ordersByUser: defineRoute({
    method: 'GET', path: '/orders/v1/orders/user/:userId', params: z.object({ userId: IdParam }),
    query: z.object({
      size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
      page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_PAGE)), 0),
      onlyArchive: z.optional(z.enum(['true', 'false'])),
    }),
    response: Page(Order), auth: 'token', tenant: true, specNamed: true,
  }),
  /** Orders still in progress */
  activeOrders: defineRoute({
    method: 'GET', path: '/orders/v1/orders/user/:userId/active', params: z.object({ userId: IdParam }),
    response: z.array(Order), auth: 'token', tenant: true, specNamed: true,
  }),
  /** One order of the customer */
  order: defineRoute({
    method: 'GET', path: '/orders/v1/orders/:id', params: IdPath, response: Order,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /**
   * Cancel one's own order with a reason (settings.cancelOrderActive): only before the merchant
   * accepts it (the contracts' lifecycle), else 409; a paid order's payment is marked for refund.
   */
  orderCancel: defineRoute({
    method: 'POST', path: '/orders/v1/orders/:id/cancel', params: IdPath,
    body: z.object({ reason: Text(MAX_COMMENT_LENGTH).check(z.minLength(1)) }), response: Order,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /**
   * The customer's live stream (text/event-stream): `event: order` with an OrderEvent whenever one
   * of their orders changes, `id:` from the API's order_events, `Last-Event-ID` replays what a
   * reconnecting page missed, comment lines as heartbeats. Read with fetch (the bearer token goes
   * in the header as on every call, never in the URL). docs/order-lifecycle.md "Live updates".
   */
  orderEvents: defineRoute({
    method: 'GET', path: '/orders/v1/orders/events', auth: 'token', tenant: true, specNamed: false, stream: true,
  }),
  /** Delivery settings by merchant id */
  deliverySettings: defineRoute({
    method: 'GET', path: '/orders/v1/order/setting/:id', params: IdPath, response: DeliverySettings,
    auth: 'none', tenant: true, specNamed: true,
  }),
  /**
   * Order creation. The body is the spec's order draft; its totals and prices are ignored (the API
   * prices from its database with rules/totals.ts). Headers: `Idempotency-Key` (same key and body →
   * the same order, another body → 422 IDEMPOTENCY_CONFLICT) and `x-order-channel: TG` from the
   * Telegram Mini App (source TELEGRAM_BOT, TG catalogue); without it the source is CLIENT_WEB.
   */
  orderCreate: defineRoute({
    method: 'POST', path: '/orders/v1/orders', body: OrderRequest, response: Order,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Place a scheduled order (later, day YYYY-MM-DD, time HH:mm in Tashkent time); headers as orderCreate */
  orderCreateAtTime: defineRoute({
    method: 'POST', path: '/orders/v1/orders/at-time', body: OrderRequest, response: Order,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Promo by code */
  promoByCode: defineRoute({
    method: 'GET', path: '/orders/v1/promos/code/:code', params: z.object({ code: Text(MAX_SHORT_TEXT_LENGTH).check(z.minLength(1)) }),
    response: Promo, auth: 'optional', tenant: true, specNamed: false,
  }),
  /** The merchant's promos a customer can use now (active, within their dates) */
  promos: defineRoute({
    method: 'GET', path: '/orders/v1/promos', response: z.array(Promo), auth: 'token', tenant: true, specNamed: false,
  }),
  /** The customer's review of a delivered order (one per order): stars, comment, stars per product */
  orderReview: defineRoute({
    method: 'POST', path: '/orders/v1/orders/:id/review', params: IdPath, body: ReviewRequest, response: Review,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** The customer's review of an order, 404 while there is none */
  orderReviewRead: defineRoute({
    method: 'GET', path: '/orders/v1/orders/:id/review', params: IdPath, response: Review,
    auth: 'token', tenant: true, specNamed: false,
  }),
} as const;
