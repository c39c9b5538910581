import type { Selectable } from 'kysely';
import type { Order, OrderCourier } from '@storefront/contracts';
import type { OrderTable, ReportedCourier } from '../../db/schema';
import { iso } from '../../lib/mappers';

/** The courier a merchant's system reported, as the customer sees them (their id stays inside). */
export const toOrderCourier = (courier: ReportedCourier): OrderCourier => ({
  name: courier.name,
  phone: courier.phone,
  latitude: courier.latitude,
  longitude: courier.longitude,
  reportedAt: courier.reportedAt,
});

/** A stored order as the contracts' `Order`; the idempotency key and request hash stay inside. */
export const toOrder = (row: Selectable<OrderTable>): Order => ({
  id: row.id,
  number: row.number,
  merchantId: row.merchantId,
  userId: row.userId,
  status: row.status,
  source: row.source,
  serviceType: row.serviceType,
  paymentType: row.paymentType,
  branch: row.branchId ? { id: row.branchId } : null,
  address: row.address,
  entrance: row.entrance,
  dineIn: row.dineIn ?? null,
  comment: row.comment,
  promoCode: row.promoCode,
  cashback: row.cashback,
  totals: row.totals,
  cartItems: row.cartItems,
  atTime: iso(row.atTime),
  acceptedTime: iso(row.acceptedTime),
  cookingTime: iso(row.cookingTime),
  courierId: row.courierId,
  courierPaid: row.courierPaid,
  courierStatus: row.courierStatus,
  deliveredAt: iso(row.deliveredAt),
  deliveryAt: iso(row.deliveryAt),
  eatsId: row.eatsId,
  reasonCodes: row.reasonCodes,
  grade: row.grade,
  isPaid: row.isPaid,
  paymentStatus: row.paymentStatus,
  paymentRefusal: row.paymentStatus === 'CANCELLED' ? row.paymentRefusal : null,
  operatorId: row.operatorId,
  posterOrderId: row.posterOrderId,
  posterErrorMessage: row.posterErrorMessage,
  readyTime: iso(row.readyTime),
  // The spec's order "timestamp" is when it was placed.
  timestamp: iso(row.createdDate),
  distance: row.distance,
  deliveryTypeComment: row.deliveryTypeComment,
  createdDate: iso(row.createdDate),
  courier: row.courier ? toOrderCourier(row.courier) : null,
});
