import type * as z from 'zod/mini';
import type { OrderStatus, ServiceType } from '../enums';

type Status = z.infer<typeof OrderStatus>;
type Service = z.infer<typeof ServiceType>;

/** Who may move an order: the customer, the merchant's systems, a courier, a payment, or the clock. */
export type OrderActor = 'CUSTOMER' | 'MERCHANT' | 'COURIER' | 'PAYMENT' | 'TIME';

interface Step {
  to: Status;
  by: readonly OrderActor[];
  /** Only for these service types (a courier's steps mean nothing for a pick-up). */
  only?: readonly Service[];
}

const DELIVERED_BY_COURIER: readonly Service[] = ['DELIVERY', 'YANDEX_EATS', 'EXPRESS_24'];
const HANDED_OVER_AT_BRANCH: readonly Service[] = ['PICK_UP', 'DINE_IN'];

/**
 * The life of an order (spec §4 names the statuses and leaves the transitions to us). A scheduled
 * order waits as AT_TIME until its time; a placed order is CREATED until the merchant accepts it;
 * the kitchen cooks it to DONE; a delivery is then handed to a courier (ATTACHED), goes ON_WAY and
 * is DELIVERED, a pick-up or dine-in order is handed over at the branch; either ends CLOSED. The
 * customer may cancel only before the merchant accepts; the merchant may cancel until it is
 * delivered or handed over.
 */
export const ORDER_TRANSITIONS: Readonly<Record<Status, readonly Step[]>> = {
  OPEN: [
    { to: 'CREATED', by: ['PAYMENT', 'MERCHANT'] },
    { to: 'CANCELED', by: ['CUSTOMER', 'MERCHANT', 'PAYMENT'] },
  ],
  AT_TIME: [
    { to: 'CREATED', by: ['TIME', 'MERCHANT'] },
    { to: 'ACCEPTED', by: ['MERCHANT'] },
    { to: 'CANCELED', by: ['CUSTOMER', 'MERCHANT'] },
  ],
  CREATED: [
    { to: 'ACCEPTED', by: ['MERCHANT'] },
    { to: 'CANCELED', by: ['CUSTOMER', 'MERCHANT', 'PAYMENT'] },
  ],
  ACCEPTED: [
    { to: 'COOKING', by: ['MERCHANT'] },
    { to: 'CANCELED', by: ['MERCHANT'] },
  ],
  COOKING: [
    { to: 'DONE', by: ['MERCHANT'] },
    { to: 'CANCELED', by: ['MERCHANT'] },
  ],
  DONE: [
    { to: 'ATTACHED', by: ['MERCHANT', 'COURIER'], only: DELIVERED_BY_COURIER },
    { to: 'ON_WAY', by: ['MERCHANT', 'COURIER'], only: DELIVERED_BY_COURIER },
    { to: 'CLOSED', by: ['MERCHANT'], only: HANDED_OVER_AT_BRANCH },
    { to: 'CANCELED', by: ['MERCHANT'] },
  ],
  ATTACHED: [
    { to: 'ON_WAY', by: ['MERCHANT', 'COURIER'] },
    { to: 'CANCELED', by: ['MERCHANT'] },
  ],
  ON_WAY: [
    { to: 'DELIVERED', by: ['MERCHANT', 'COURIER'] },
    { to: 'CANCELED', by: ['MERCHANT'] },
  ],
  DELIVERED: [
    { to: 'CLOSED', by: ['MERCHANT', 'TIME'] },
  ],
  CLOSED: [],
  CANCELED: [],
};

export type TransitionCheck =
  | { ok: true }
  | { ok: false; reason: 'NOT_A_NEXT_STATUS' | 'NOT_FOR_THIS_SERVICE' | 'NOT_THIS_ACTOR' };

/** Whether `actor` may move an order of `service` from `from` to `to`, and why not. */
export function checkTransition(from: Status, to: Status, actor: OrderActor, service: Service): TransitionCheck {
  const step = ORDER_TRANSITIONS[from].find((candidate) => candidate.to === to);
  if (!step) return { ok: false, reason: 'NOT_A_NEXT_STATUS' };
  if (step.only && !step.only.includes(service)) return { ok: false, reason: 'NOT_FOR_THIS_SERVICE' };
  if (!step.by.includes(actor)) return { ok: false, reason: 'NOT_THIS_ACTOR' };
  return { ok: true };
}

/** The statuses `actor` may move such an order to next. */
export function nextOrderStatuses(from: Status, actor: OrderActor, service: Service): Status[] {
  return ORDER_TRANSITIONS[from].filter((step) => checkTransition(from, step.to, actor, service).ok).map((step) => step.to);
}

/** The order's own timestamp a status sets when it is reached (acceptedTime, cookingTime, …). */
export const STATUS_TIMESTAMP: Partial<Record<Status, 'acceptedTime' | 'cookingTime' | 'readyTime' | 'deliveredAt'>> = {
  ACCEPTED: 'acceptedTime',
  COOKING: 'cookingTime',
  DONE: 'readyTime',
  DELIVERED: 'deliveredAt',
};
