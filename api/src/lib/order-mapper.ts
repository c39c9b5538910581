import type { Selectable } from 'kysely';
import type { Order } from '@storefront/contracts';
import type { OrderTable } from '../db/schema';
import { iso } from './mappers';

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
  operatorId: row.operatorId,
  posterOrderId: row.posterOrderId,
  posterErrorMessage: row.posterErrorMessage,
  readyTime: iso(row.readyTime),
  // The spec's order "timestamp" is when it was placed.
  timestamp: iso(row.createdDate),
  distance: row.distance,
  deliveryTypeComment: row.deliveryTypeComment,
  createdDate: iso(row.createdDate),
});
