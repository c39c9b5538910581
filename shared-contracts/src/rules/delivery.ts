import type { z } from 'zod/mini';
import type { LonLat } from '../entities/geo';
import type { ServiceType } from '../enums';
import { closestOpenBranch, type branchHoursNow } from './branch-hours';
import { distanceMeters, findClosest, findDeliveryArea, type Point } from './geo';
import { branchServes } from './service-payment';

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

type DeliveringBranch = Point & Parameters<typeof branchServes>[0] & Parameters<typeof branchHoursNow>[0] & { id: number; cityId?: number | null };

/**
 * The branch that delivers to a point: of the branches delivering in the city of the
 * point's delivery area, the closest one open at `now`, else the closest one (a closed branch still
 * takes scheduled orders). Undefined outside every area or when no branch delivers there. The
 * closest-branch call, the tariff call and the order's pricing all choose by it.
 */
export function deliveryBranch<B extends DeliveringBranch, A extends { polygon: readonly LonLat[]; price: number; cityId?: number | null }>(
  point: Point, branches: readonly B[], areas: readonly A[], now: Date,
): B | undefined {
  const area = findDeliveryArea(point, areas);
  if (!area) return undefined;
  const candidates = branches.filter((b) => branchServes(b, 'DELIVERY') && (area.cityId == null || b.cityId === area.cityId));
  return closestOpenBranch(point, candidates, now, 'DELIVERY')?.branch ?? findClosest(point, candidates)?.place;
}

/**
 * The one answer to "what does delivery to this point cost", for the map picker, the
 * checkout and the order alike: the branch (the one named, else `deliveryBranch`), then
 * `deliveryPrice` with the merchant's minimal delivery price. A named branch that is not among
 * `branches` is `branch: null` with reason NO_BRANCH.
 */
export function deliveryQuote<B extends DeliveringBranch, A extends { polygon: readonly LonLat[]; price: number; cityId?: number | null }>(input: {
  point?: Partial<Point> | null;
  /** Number of products (or the basket's price): 0 means an empty basket. */
  basket: number;
  branches: readonly B[];
  areas: readonly A[];
  branchId?: number | null;
  minimalDeliveryPrice?: number | null;
  now: Date;
}): DeliveryPrice<A> & { branch: B | null } {
  const point = hasPoint(input.point) ? input.point : null;
  const branch = input.branchId
    ? input.branches.find((b) => b.id === input.branchId) ?? null
    : point ? deliveryBranch(point, input.branches, input.areas, input.now) ?? null : null;
  const price = deliveryPrice({
    serviceType: 'DELIVERY', basket: input.basket, point, branch, areas: input.areas, minimalDeliveryPrice: input.minimalDeliveryPrice,
  });
  // Outside every area no branch delivers: that is the reason, not the missing branch.
  const outside = price.reason === 'NO_BRANCH' && !input.branchId && !!point && !findDeliveryArea(point, input.areas);
  return { ...price, reason: outside ? 'OUT_OF_AREA' : price.reason, branch };
}
