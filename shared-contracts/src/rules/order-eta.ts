import type * as z from 'zod/mini';
import type { OrderStatus, ServiceType } from '../enums';
import { distanceMeters, type Point } from './geo';

type Status = z.infer<typeof OrderStatus>;
type Service = z.infer<typeof ServiceType>;

/** Cooking time when no product of the order names its own (timeCookingMax), in minutes. */
export const DEFAULT_COOKING_MINUTES = 20;
/** A city courier's average speed, roads and traffic included. */
export const COURIER_SPEED_KMH = 20;
/** Finding the courier, parking, the stairs: added to every ride, in minutes. */
export const HANDOVER_MINUTES = 5;
/** A ride whose distance is unknown, in minutes. */
export const DEFAULT_RIDE_MINUTES = 20;

export interface EtaInput {
  status: Status;
  serviceType: Service;
  createdDate?: string | null;
  atTime?: string | null;
  acceptedTime?: string | null;
  cookingTime?: string | null;
  readyTime?: string | null;
  /** The longest timeCookingMax of the order's products (minutes), or null when none names one. */
  cookingMinutes?: number | null;
  branch?: Point | null;
  address?: Point | null;
  /** Where the courier was last reported. */
  courier?: Point | null;
}

const at = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
};
const minutes = (n: number) => n * 60_000;
const rideMinutes = (from: Point | null | undefined, to: Point | null | undefined): number =>
  from && to ? (distanceMeters(from, to) / 1000 / COURIER_SPEED_KMH) * 60 : DEFAULT_RIDE_MINUTES;

/**
 * When the customer may expect the order: at the door for a delivery, ready at the branch for a
 * pick-up or dine-in. Built from what has happened (each status's own time) plus what is left:
 * cooking (the products' longest timeCookingMax), then the ride from the branch, or from where the
 * courier is, at COURIER_SPEED_KMH. A scheduled order is expected at its time. Never earlier than
 * `now`; null once the order is finished.
 */
export function estimateArrival(order: EtaInput, now: Date): Date | null {
  const { status } = order;
  if (status === 'DELIVERED' || status === 'CLOSED' || status === 'CANCELED') return null;
  const delivery = order.serviceType !== 'PICK_UP' && order.serviceType !== 'DINE_IN';
  const cooking = minutes(Math.max(1, order.cookingMinutes ?? DEFAULT_COOKING_MINUTES));
  const ride = delivery ? minutes(rideMinutes(order.branch, order.address) + HANDOVER_MINUTES) : 0;
  const nowMs = now.getTime();
  let expected: number;
  if (status === 'AT_TIME') {
    expected = at(order.atTime) ?? nowMs + cooking + ride;
  } else if (status === 'ON_WAY' || status === 'ATTACHED') {
    expected = order.courier && order.address && status === 'ON_WAY'
      ? nowMs + minutes(rideMinutes(order.courier, order.address) + HANDOVER_MINUTES)
      : (at(order.readyTime) ?? nowMs) + ride;
  } else if (status === 'DONE') {
    expected = (at(order.readyTime) ?? nowMs) + ride;
  } else if (status === 'COOKING') {
    expected = (at(order.cookingTime) ?? nowMs) + cooking + ride;
  } else {
    // Placed or accepted: the kitchen starts when it accepts (or now, if it has not yet).
    expected = (at(order.acceptedTime) ?? nowMs) + cooking + ride;
  }
  return new Date(Math.max(expected, nowMs));
}

/** The longest cooking time the products of an order name, in minutes, or null. */
export function longestCookingMinutes(products: readonly { timeCookingMax?: number | null }[]): number | null {
  const named = products.map((p) => p.timeCookingMax).filter((m): m is number => typeof m === 'number' && m > 0);
  return named.length ? Math.max(...named) : null;
}
