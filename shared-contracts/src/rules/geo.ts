import type { LonLat } from '../entities/geo';
import { ADDRESS_MATCH_TOLERANCE } from '../constants';

export interface Point { latitude: number; longitude: number }

const EARTH_RADIUS_M = 6_371_000;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceMeters(a: Point, b: Point): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2
    + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Ray casting over a polygon of [lon, lat] pairs (spec §3 order); a city is small enough to treat as flat. */
export function isPointInPolygon(point: Point, polygon: readonly LonLat[]): boolean {
  let inside = false;
  const x = point.longitude;
  const y = point.latitude;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    const crosses = (yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** The delivery area a point falls in; where areas overlap, the cheapest wins. */
export function findDeliveryArea<A extends { polygon: readonly LonLat[]; price: number }>(
  point: Point,
  areas: readonly A[],
): A | undefined {
  return areas
    .filter((area) => isPointInPolygon(point, area.polygon))
    .sort((a, b) => a.price - b.price)[0];
}

/** Nearest of the given places to a point, with its distance in metres. */
export function findClosest<T extends Point>(point: Point, places: readonly T[]): { place: T; distance: number } | undefined {
  let best: { place: T; distance: number } | undefined;
  for (const place of places) {
    const distance = distanceMeters(point, place);
    if (!best || distance < best.distance) best = { place, distance };
  }
  return best;
}

/** Spec §5: a missing merchant id, or the literal text 'undefined', cannot look up a branch. */
export function checkMerchantIdForBranchLookup(merchantId: string | number | null | undefined):
  { ok: true; id: number } | { ok: false; message: 'Merchant ID is not defined' | 'Merchant ID is undefined' } {
  if (merchantId === null || merchantId === undefined || merchantId === '') return { ok: false, message: 'Merchant ID is not defined' };
  if (merchantId === 'undefined') return { ok: false, message: 'Merchant ID is undefined' };
  const id = Number(merchantId);
  if (!Number.isInteger(id) || id <= 0) return { ok: false, message: 'Merchant ID is not defined' };
  return { ok: true, id };
}

/**
 * Spec §5: a point matches a saved address when both coordinates differ by less than
 * ADDRESS_MATCH_TOLERANCE (0.000099°, about 11 m of latitude); a difference of exactly the tolerance
 * does not match.
 */
export function addressesMatch(a: Point, b: Point, tolerance: number = ADDRESS_MATCH_TOLERANCE): boolean {
  return Math.abs(a.latitude - b.latitude) < tolerance && Math.abs(a.longitude - b.longitude) < tolerance;
}

/** The first saved address matching the point, if any. */
export function findMatchingAddress<T extends Point>(point: Point, saved: readonly T[]): T | undefined {
  return saved.find((address) => addressesMatch(point, address));
}
