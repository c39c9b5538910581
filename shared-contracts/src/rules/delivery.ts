import type { z } from 'zod/mini';
import type { LonLat } from '../entities/geo';
import type { ServiceType } from '../enums';
import { distanceMeters, findDeliveryArea, type Point } from './geo';

export type DeliveryPriceReason = 'EMPTY_BASKET' | 'NO_POINT' | 'NO_BRANCH' | 'NOT_DELIVERY' | 'OUT_OF_AREA' | 'AREA';

export interface DeliveryPriceInput<A extends { polygon: readonly LonLat[]; price: number }> {
  serviceType: z.infer<typeof ServiceType>;
  /** Number of products (or the basket's price): 0 means an empty basket. */
  basket: number;
  point?: Partial<Point> | null;
  branch?: Point | null;
  areas: readonly A[];
  minimalDeliveryPrice?: number | null;
}

export interface DeliveryPrice<A> {
  price: number;
  reason: DeliveryPriceReason;
  area: A | null;
  /** Metres from the branch to the point, when both are known. */
  distance: number | null;
}

const hasPoint = (point: Partial<Point> | null | undefined): point is Point =>
  !!point && Number.isFinite(point.latitude) && Number.isFinite(point.longitude);

/**
 * Delivery price (spec §4): 0 for an empty basket, a missing point or no branch, and 0 for anything
 * but DELIVERY (pick-up and dine-in have no delivery); else the price of the delivery area the point
 * falls in (the cheapest where areas overlap), raised to `minimalDeliveryPrice`. A point outside
 * every area is price 0 with reason OUT_OF_AREA: the checkout shows 'Ayni vaqtda…' and the API refuses
 * the order.
 */
export function deliveryPrice<A extends { polygon: readonly LonLat[]; price: number }>(
  input: DeliveryPriceInput<A>,
): DeliveryPrice<A> {
  const point = input.point;
  const distance = hasPoint(point) && input.branch ? Math.round(distanceMeters(input.branch, point)) : null;
  const zero = (reason: DeliveryPriceReason): DeliveryPrice<A> => ({ price: 0, reason, area: null, distance });
  if (input.serviceType !== 'DELIVERY') return zero('NOT_DELIVERY');
  if (!(input.basket > 0)) return zero('EMPTY_BASKET');
  if (!hasPoint(point)) return zero('NO_POINT');
  if (!input.branch) return zero('NO_BRANCH');
  const area = findDeliveryArea(point, input.areas);
  if (!area) return zero('OUT_OF_AREA');
  const price = Math.round(Math.max(area.price, input.minimalDeliveryPrice ?? 0));
  return { price, reason: 'AREA', area, distance };
}
