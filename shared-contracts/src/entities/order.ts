import * as z from 'zod/mini';
import { Id, Text, Timestamp } from '../common';
import {
  MAX_ADDRESS_TEXT_LENGTH, MAX_AMOUNT, MAX_COMMENT_LENGTH, MAX_DISTANCE_M, MAX_LINE_COUNT, MAX_LINE_MODIFICATIONS, MAX_LINES, MAX_MODIFICATION_COUNT,
  MAX_PRODUCT_BRANCHES,
  MAX_NAME_LENGTH, MAX_SHORT_TEXT_LENGTH,
} from '../limits';
import { CardRefusal, DiscountType, OrderPaymentStatus, OrderSource, OrderStatus, PaymentType, ServiceType, CourierStatus } from '../enums';
import { Address, AddressTexts, EntranceInfo } from './address';
import { User } from './user';

export const Promo = z.object({
  id: Id,
  code: z.string(),
  discountType: DiscountType,
  productDiscount: z.number().check(z.nonnegative()),
  deliveryDiscount: z.number().check(z.nonnegative()),
  minPrice: z.nullish(z.number().check(z.nonnegative())),
  startDate: z.nullish(Timestamp),
  endDate: z.nullish(Timestamp),
  isActive: z.boolean(),
  createdDate: z.nullish(Timestamp),
  lastModifiedDate: z.nullish(Timestamp),
});
export type Promo = z.infer<typeof Promo>;

/** A sum of money a client sends, in so'm. */
const Amount = z.number().check(z.nonnegative(), z.lte(MAX_AMOUNT));
const ShortText = Text(MAX_SHORT_TEXT_LENGTH);

export const CartModification = z.object({
  id: Id,
  price: Amount,
  count: z.number().check(z.int(), z.positive(), z.lte(MAX_MODIFICATION_COUNT)),
});
export type CartModification = z.infer<typeof CartModification>;

/** One basket line: the product as the browser knew it plus chosen modifications. */
export const CartItem = z.object({
  product: z.object({
    id: Id,
    costPrice: Amount,
    discount: z.number().check(z.gte(0), z.lte(100)),
    count: z.number().check(z.int(), z.positive(), z.lte(MAX_LINE_COUNT)),
    productBranch: z.nullish(z.array(z.object({ branch: z.object({ id: Id, isActive: z.boolean() }) })).check(z.maxLength(MAX_PRODUCT_BRANCHES))),
  }),
  modifications: z.array(CartModification).check(z.maxLength(MAX_LINE_MODIFICATIONS)),
});
export type CartItem = z.infer<typeof CartItem>;

export const OrderTotals = z.object({
  totalProductPrice: z.number(),
  totalProductDiscount: z.number(),
  productPrice: z.number(),
  productDiscount: z.number(),
  productCount: z.number(),
  totalPrice: z.number(),
  totalDiscount: z.number(),
  deliveryPrice: z.number(),
  deliveryDiscount: z.number(),
  /** Service fee of the delivery settings (rules/totals.ts); absent on orders stored before it existed. */
  serviceFee: z.nullish(z.number()),
});
export type OrderTotals = z.infer<typeof OrderTotals>;

export const DineInService = z.object({
  hallId: z.nullish(Id),
  tableId: z.nullish(Id),
  serviceId: z.nullish(Id),
  // The client's preview, ignored by the API (dine-in is priced from the database).
  servicePrice: z.nullish(z.number().check(z.gte(-MAX_AMOUNT), z.lte(MAX_AMOUNT))),
  waiterId: z.nullish(Id),
});

/** The browser's preview of the totals in an order request: ignored by the API, bounded all the same. */
const PreviewAmount = z.number().check(z.gte(-MAX_AMOUNT), z.lte(MAX_AMOUNT));
export const OrderTotalsPreview = z.object({
  totalProductPrice: PreviewAmount,
  totalProductDiscount: PreviewAmount,
  productPrice: PreviewAmount,
  productDiscount: PreviewAmount,
  productCount: z.number().check(z.gte(0), z.lte(MAX_LINES * MAX_LINE_COUNT)),
  totalPrice: PreviewAmount,
  totalDiscount: PreviewAmount,
  deliveryPrice: PreviewAmount,
  deliveryDiscount: PreviewAmount,
  serviceFee: z.nullish(PreviewAmount),
});

/** Order request: the client's draft (spec §3). Totals in it are a preview; the server ignores them. */
export const OrderRequest = z.object({
  cityId: z.nullish(Id),
  pickupValid: z.nullish(z.boolean()),
  office: z.nullish(ShortText),
  domophone: z.nullish(ShortText),
  entrance: z.nullish(ShortText),
  floor: z.nullish(ShortText),
  sendCheque: z.nullish(z.boolean()),
  courierComment: z.nullish(Text(MAX_COMMENT_LENGTH)),
  sendChequePhone: z.nullish(ShortText),
  day: z.nullish(ShortText),
  time: z.nullish(ShortText),
  day2: z.nullish(ShortText),
  time2: z.nullish(ShortText),
  later: z.nullish(z.boolean()),
  addressType: z.nullish(ShortText),
  note: z.nullish(Text(MAX_COMMENT_LENGTH)),
  promo: z.nullish(z.number().check(z.gte(-MAX_AMOUNT), z.lte(MAX_AMOUNT))),
  promoId: z.nullish(Id),
  promoCode: z.nullish(ShortText),
  totals: z.nullish(OrderTotalsPreview),
  user: z.nullish(z.object({ id: Id })),
  address: z.nullish(z.extend(z.partial(Address), {
    ...AddressTexts, createdDate: z.nullish(ShortText), lastModifiedDate: z.nullish(ShortText),
    latitude: z.number().check(z.gte(-90), z.lte(90)), longitude: z.number().check(z.gte(-180), z.lte(180)),
  })),
  serviceType: ServiceType,
  dineIn: z.nullish(DineInService),
  comment: z.nullish(Text(MAX_COMMENT_LENGTH)),
  payment: z.nullish(z.object({ id: Id })),
  paymentType: PaymentType,
  /**
   * One of the customer's saved cards (GET /payments/v1/cards) to pay the order with, with
   * paymentType PAYME while the merchant's cardActive is on: the server pays a Payme receipt with
   * the card right after placing the order. Optional.
   */
  cardId: z.nullish(Id),
  branch: z.nullish(z.object({ id: Id })),
  merchant: z.nullish(z.object({ id: Id })),
  orderDevice: z.nullish(Text(MAX_NAME_LENGTH)),
  deliveryTariffId: z.nullish(Id),
  deliveryType: z.nullish(ShortText),
  number: z.nullish(ShortText),
  cashback: z.nullish(Amount),
  status: z._default(OrderStatus, 'OPEN'),
  cartItems: z.array(CartItem).check(z.minLength(1), z.maxLength(MAX_LINES)),
});
export type OrderRequest = z.infer<typeof OrderRequest>;

/** One status an order reached and when (its `order_history`, the placing first). */
export const OrderTimelineEntry = z.object({ status: OrderStatus, at: Timestamp });
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntry>;

/** The courier of an order as the merchant's system last reported them. */
export const OrderCourier = z.object({
  name: z.string(),
  phone: z.nullish(z.string()),
  latitude: z.nullish(z.number()),
  longitude: z.nullish(z.number()),
  reportedAt: z.nullish(Timestamp),
});
export type OrderCourier = z.infer<typeof OrderCourier>;

export const Order = z.object({
  id: Id,
  number: z.nullish(z.string()),
  merchantId: Id,
  userId: z.nullish(Id),
  status: OrderStatus,
  source: OrderSource,
  serviceType: ServiceType,
  paymentType: PaymentType,
  branch: z.nullish(z.object({ id: Id })),
  address: z.nullish(z.partial(Address)),
  /** The delivery's entrance info (office, domophone, entrance, floor, courier's comment). */
  entrance: z.nullish(EntranceInfo),
  /** A dine-in order's table (from its QR code) as the order named it. */
  dineIn: z.optional(z.nullable(DineInService)),
  comment: z.nullish(z.string()),
  promoCode: z.nullish(z.string()),
  cashback: z.nullish(z.number()),
  totals: OrderTotals,
  cartItems: z.array(CartItem),
  atTime: z.nullish(Timestamp),
  acceptedTime: z.nullish(Timestamp),
  cookingTime: z.nullish(Timestamp),
  courierId: z.nullish(Id),
  courierPaid: z.nullish(z.boolean()),
  courierStatus: z.nullish(CourierStatus),
  deliveredAt: z.nullish(Timestamp),
  deliveryAt: z.nullish(Timestamp),
  eatsId: z.nullish(z.string()),
  reasonCodes: z.nullish(z.array(z.string())),
  grade: z.nullish(z.number()),
  isPaid: z.boolean(),
  /** The latest online payment's outcome (null for cash and terminal, or before one starts). */
  paymentStatus: z.nullish(OrderPaymentStatus),
  /** Why the card provider refused paying with a saved card, while paymentStatus is CANCELLED. */
  paymentRefusal: z.nullish(CardRefusal),
  operatorId: z.nullish(Id),
  posterOrderId: z.nullish(z.string()),
  posterErrorMessage: z.nullish(z.string()),
  readyTime: z.nullish(Timestamp),
  timestamp: z.nullish(Timestamp),
  distance: z.nullish(z.number()),
  deliveryTypeComment: z.nullish(z.string()),
  createdDate: z.nullish(Timestamp),
  /** Who carries a delivery and where they were last. */
  courier: z.optional(z.nullable(OrderCourier)),
  /** The statuses reached with their times; only on the single order. */
  timeline: z.optional(z.array(OrderTimelineEntry)),
});
export type Order = z.infer<typeof Order>;

/**
 * The data of one `event: order` of the customer's live stream (`GET /orders/v1/orders/events`):
 * the order's whole live state after a change, so the newest event alone is enough to show it.
 */
export const OrderEvent = z.object({
  id: Id,
  number: z.nullish(z.string()),
  status: OrderStatus,
  serviceType: ServiceType,
  courierStatus: z.nullish(CourierStatus),
  courier: z.nullable(OrderCourier),
  isPaid: z.boolean(),
  /** The latest online payment's outcome, as on Order: a payment confirmed back shows at once. */
  paymentStatus: z.nullish(OrderPaymentStatus),
  paymentRefusal: z.nullish(CardRefusal),
  createdDate: z.nullish(Timestamp),
  atTime: z.nullish(Timestamp),
  acceptedTime: z.nullish(Timestamp),
  cookingTime: z.nullish(Timestamp),
  readyTime: z.nullish(Timestamp),
  deliveredAt: z.nullish(Timestamp),
  lastModifiedDate: z.nullish(Timestamp),
  timeline: z.array(OrderTimelineEntry),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

/**
 * Event names of the live stream. `order`: an order changed (data: OrderEvent). `ready`: a new
 * stream is open; its `id:` is where a reconnect resumes, and the page reads its orders once more
 * (a change between its first read and the stream's opening is not lost). `reset`: the stream cannot
 * replay everything since the client's Last-Event-ID (too far behind), so the page reads its orders again.
 * `chat`: a chat message of either side (data: ChatMessage).
 */
export const LIVE_EVENTS = { order: 'order', notification: 'notification', chat: 'chat', ready: 'ready', reset: 'reset' } as const;

/**
 * A notification of the customer (settings.notificationsActive): an order reached a
 * new status (`orderId`, `orderNumber`, `status`; the page words it), or the merchant wrote (`text`).
 * Also the data of `event: notification` on the live stream.
 */
export const Notification = z.object({
  id: Id,
  kind: z.enum(['ORDER_STATUS', 'MESSAGE']),
  orderId: z.nullish(Id),
  orderNumber: z.nullish(z.string()),
  status: z.nullish(OrderStatus),
  text: z.nullish(z.string()),
  read: z.boolean(),
  createdDate: Timestamp,
});
export type Notification = z.infer<typeof Notification>;

export const Courier = z.object({
  id: Id,
  balance: z.number(),
  user: z.pick(User, { id: true, firstName: true, lastName: true, phone: true }),
  status: CourierStatus,
  createdDate: z.nullish(Timestamp),
  branch: z.nullish(z.object({ id: Id })),
  latitude: z.nullish(z.number()),
  longitude: z.nullish(z.number()),
});
export type Courier = z.infer<typeof Courier>;

export const DeliverySettings = z.object({
  id: Id,
  isServiceFeeEnabled: z.boolean(),
  isServiceFeeFreeAboveThreshold: z.boolean(),
  serviceFeeThreshold: z.number().check(z.nonnegative()),
  serviceFeeAmount: z.number().check(z.nonnegative()),
  minimalDeliveryPrice: z.number().check(z.nonnegative()),
  telegram: z.nullish(z.string()),
  website: z.nullish(z.string()),
  application: z.nullish(z.string()),
  cityId: z.nullish(Id),
});
export type DeliverySettings = z.infer<typeof DeliverySettings>;

export const TariffRequest = z.object({
  productPrice: Amount,
  distance: z.nullish(z.number().check(z.nonnegative(), z.lte(MAX_DISTANCE_M))),
  branchId: z.nullish(Id),
  longitude: z.nullish(z.number().check(z.gte(-180), z.lte(180))),
  latitude: z.nullish(z.number().check(z.gte(-90), z.lte(90))),
  address: z.nullish(Text(MAX_ADDRESS_TEXT_LENGTH)),
  cityId: z.nullish(Id),
});
export type TariffRequest = z.infer<typeof TariffRequest>;

export const TariffResponse = z.object({
  price: z.number().check(z.nonnegative()),
  distance: z.nullish(z.number()),
  areaId: z.nullish(Id),
});
export type TariffResponse = z.infer<typeof TariffResponse>;

export const Page = <T extends z.ZodMiniType>(item: T) => z.object({
  content: z.array(item),
  page: z.number().check(z.int(), z.nonnegative()),
  size: z.number().check(z.int(), z.positive()),
  totalElements: z.number().check(z.int(), z.nonnegative()),
  totalPages: z.number().check(z.int(), z.nonnegative()),
});
