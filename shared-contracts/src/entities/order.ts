import { z } from 'zod';
import { Id, Timestamp } from '../common';
import { DiscountType, OrderSource, OrderStatus, PaymentType, ServiceType, CourierStatus } from '../enums';
import { Address } from './address';
import { User } from './user';

export const Promo = z.object({
  id: Id,
  code: z.string(),
  discountType: DiscountType,
  productDiscount: z.number().nonnegative(),
  deliveryDiscount: z.number().nonnegative(),
  minPrice: z.number().nonnegative().nullish(),
  startDate: Timestamp.nullish(),
  endDate: Timestamp.nullish(),
  isActive: z.boolean(),
  createdDate: Timestamp.nullish(),
  lastModifiedDate: Timestamp.nullish(),
});
export type Promo = z.infer<typeof Promo>;

export const CartModification = z.object({
  id: Id,
  price: z.number().nonnegative(),
  count: z.number().int().positive(),
});
export type CartModification = z.infer<typeof CartModification>;

/** One basket line: the product as the browser knew it plus chosen modifications. */
export const CartItem = z.object({
  product: z.object({
    id: Id,
    costPrice: z.number().nonnegative(),
    discount: z.number().min(0).max(100),
    count: z.number().int().positive(),
    productBranch: z.array(z.object({ branch: z.object({ id: Id, isActive: z.boolean() }) })).nullish(),
  }),
  modifications: z.array(CartModification),
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
  serviceFee: z.number().nullish(),
});
export type OrderTotals = z.infer<typeof OrderTotals>;

export const DineInService = z.object({
  hallId: Id.nullish(),
  tableId: Id.nullish(),
  serviceId: Id.nullish(),
  servicePrice: z.number().nullish(),
  waiterId: Id.nullish(),
});

/** Order request: the client's draft (spec §3). Totals in it are a preview; the server ignores them. */
export const OrderRequest = z.object({
  cityId: Id.nullish(),
  pickupValid: z.boolean().nullish(),
  office: z.string().nullish(),
  domophone: z.string().nullish(),
  entrance: z.string().nullish(),
  floor: z.string().nullish(),
  sendCheque: z.boolean().nullish(),
  courierComment: z.string().nullish(),
  sendChequePhone: z.string().nullish(),
  day: z.string().nullish(),
  time: z.string().nullish(),
  day2: z.string().nullish(),
  time2: z.string().nullish(),
  later: z.boolean().nullish(),
  addressType: z.string().nullish(),
  note: z.string().nullish(),
  promo: z.number().nullish(),
  promoId: Id.nullish(),
  promoCode: z.string().nullish(),
  totals: OrderTotals.nullish(),
  user: z.object({ id: Id }).nullish(),
  address: Address.partial().extend({ latitude: z.number(), longitude: z.number() }).nullish(),
  serviceType: ServiceType,
  dineIn: DineInService.nullish(),
  comment: z.string().max(1000).nullish(),
  payment: z.object({ id: Id }).nullish(),
  paymentType: PaymentType,
  branch: z.object({ id: Id }).nullish(),
  merchant: z.object({ id: Id }).nullish(),
  orderDevice: z.string().nullish(),
  deliveryTariffId: Id.nullish(),
  deliveryType: z.string().nullish(),
  number: z.string().nullish(),
  cashback: z.number().nonnegative().nullish(),
  status: OrderStatus.default('OPEN'),
  cartItems: z.array(CartItem).min(1),
});
export type OrderRequest = z.infer<typeof OrderRequest>;

export const Order = z.object({
  id: Id,
  number: z.string().nullish(),
  merchantId: Id,
  userId: Id.nullish(),
  status: OrderStatus,
  source: OrderSource,
  serviceType: ServiceType,
  paymentType: PaymentType,
  branch: z.object({ id: Id }).nullish(),
  address: Address.partial().nullish(),
  comment: z.string().nullish(),
  promoCode: z.string().nullish(),
  cashback: z.number().nullish(),
  totals: OrderTotals,
  cartItems: z.array(CartItem),
  atTime: Timestamp.nullish(),
  acceptedTime: Timestamp.nullish(),
  cookingTime: Timestamp.nullish(),
  courierId: Id.nullish(),
  courierPaid: z.boolean().nullish(),
  courierStatus: CourierStatus.nullish(),
  deliveredAt: Timestamp.nullish(),
  deliveryAt: Timestamp.nullish(),
  eatsId: z.string().nullish(),
  reasonCodes: z.array(z.string()).nullish(),
  grade: z.number().nullish(),
  isPaid: z.boolean(),
  operatorId: Id.nullish(),
  posterOrderId: z.string().nullish(),
  posterErrorMessage: z.string().nullish(),
  readyTime: Timestamp.nullish(),
  timestamp: Timestamp.nullish(),
  distance: z.number().nullish(),
  deliveryTypeComment: z.string().nullish(),
  createdDate: Timestamp.nullish(),
});
export type Order = z.infer<typeof Order>;

export const Courier = z.object({
  id: Id,
  balance: z.number(),
  user: User.pick({ id: true, firstName: true, lastName: true, phone: true }),
  status: CourierStatus,
  createdDate: Timestamp.nullish(),
  branch: z.object({ id: Id }).nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
});
export type Courier = z.infer<typeof Courier>;

export const DeliverySettings = z.object({
  id: Id,
  isServiceFeeEnabled: z.boolean(),
  isServiceFeeFreeAboveThreshold: z.boolean(),
  serviceFeeThreshold: z.number().nonnegative(),
  serviceFeeAmount: z.number().nonnegative(),
  minimalDeliveryPrice: z.number().nonnegative(),
  telegram: z.string().nullish(),
  website: z.string().nullish(),
  application: z.string().nullish(),
  cityId: Id.nullish(),
});
export type DeliverySettings = z.infer<typeof DeliverySettings>;

export const TariffRequest = z.object({
  productPrice: z.number().nonnegative(),
  distance: z.number().nonnegative().nullish(),
  branchId: Id.nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  address: z.string().nullish(),
  cityId: Id.nullish(),
});
export type TariffRequest = z.infer<typeof TariffRequest>;

export const TariffResponse = z.object({
  price: z.number().nonnegative(),
  distance: z.number().nullish(),
  areaId: Id.nullish(),
});
export type TariffResponse = z.infer<typeof TariffResponse>;

export const Page = <T extends z.ZodTypeAny>(item: T) => z.object({
  content: z.array(item),
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  totalElements: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
