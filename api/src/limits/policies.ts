import { routes, type RouteDef } from '@storefront/contracts';

/** How many requests a key may make in a window. */
export interface Allowance {
  points: number;
  durationSeconds: number;
}

/**
 * A named abuse limit: per client IP, per customer when the request carries one, and per merchant
 * for merchants' own systems (their integration key names the merchant). Any side alone refuses
 * with 429. The figures leave a real customer far from them (a family ordering behind one IP, a
 * customer retrying a failed payment) while stopping scripts.
 */
export interface LimitPolicy {
  perIp?: Allowance;
  perCustomer?: Allowance;
  perMerchant?: Allowance;
}

export const LIMIT_POLICIES = {
  /** One customer placed 200 orders in 0.64 s; a person places a few an hour. */
  orderCreate: { perIp: { points: 30, durationSeconds: 600 }, perCustomer: { points: 10, durationSeconds: 600 } },
  /** Code checks across many phones from one address (each code is also limited to 5 tries). */
  codeCheck: { perIp: { points: 30, durationSeconds: 600 }, perCustomer: { points: 15, durationSeconds: 600 } },
  /** Typing in the address search fires a request per pause; the upstream allows 1 per second. */
  geocoding: { perIp: { points: 120, durationSeconds: 60 } },
  /** Resizing an image that is not cached yet: the costly part of the media endpoint. */
  imageResize: { perIp: { points: 120, durationSeconds: 60 } },
  /** Vacancy applications and waiter calls (the per-table rule of waiter calls is the booking domain's own). */
  applications: { perIp: { points: 10, durationSeconds: 3600 }, perCustomer: { points: 5, durationSeconds: 3600 } },
  /** Saving a card asks the card provider each time (cards.check): a person adds a card or two. */
  cardSave: { perIp: { points: 30, durationSeconds: 600 }, perCustomer: { points: 10, durationSeconds: 600 } },
  waiterCalls: { perIp: { points: 20, durationSeconds: 600 }, perCustomer: { points: 10, durationSeconds: 600 } },
  /** A person types a chat message in seconds at best; a burst of them is a script (or a stuck key). */
  chatMessages: { perIp: { points: 30, durationSeconds: 60 }, perCustomer: { points: 10, durationSeconds: 60 } },
  /**
   * A guest books a table or two and may retry a few times when a time is taken (each try counts);
   * one account sent 84 in a burst and took every table of a branch's day. The per-customer cap of
   * active reservations (domains/booking) bounds what is held; this bounds the churn of booking,
   * cancelling and booking again, and probing from many accounts behind one address.
   */
  reservationCreate: { perIp: { points: 60, durationSeconds: 3600 }, perCustomer: { points: 20, durationSeconds: 3600 } },
  /**
   * The merchant's chat replies through the integration API (chat/routes.ts), counted per merchant
   * once its key is checked. An operator's system answering many customers at a busy hour sends
   * a reply every second or so at most (120 a minute is two a second, sustained); a loop replying
   * to its own echoes, or a leaked key spamming customers, goes far past it. No per-IP side: one
   * integrator may serve many merchants from one address.
   */
  integrationChatReply: { perMerchant: { points: 120, durationSeconds: 60 } },
} as const satisfies Record<string, LimitPolicy>;

export type LimitPolicyName = keyof typeof LIMIT_POLICIES;

/** Which routes of the route table carry which limit; `serve()` attaches it to the route. */
const LIMITED_ROUTES = new Map<RouteDef, LimitPolicyName>([
  [routes.orderCreate, 'orderCreate'],
  [routes.orderCreateAtTime, 'orderCreate'],
  [routes.loginVerify, 'codeCheck'],
  [routes.verifyPhone, 'codeCheck'],
  [routes.geocodeReverse, 'geocoding'],
  [routes.geocodeSearch, 'geocoding'],
  [routes.cardCreate, 'cardSave'],
  [routes.vacancyApply, 'applications'],
  [routes.waiterCallCreate, 'waiterCalls'],
  [routes.chatSend, 'chatMessages'],
  [routes.reservationCreate, 'reservationCreate'],
]);

export const limitPolicyOf = (route: RouteDef): LimitPolicyName | undefined => LIMITED_ROUTES.get(route);
