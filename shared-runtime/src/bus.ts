import { Subject, filter, map, type Observable } from 'rxjs';
import type {
  Address, BasketProduct, Branch, CartModification, EntranceInfo, Language, OrderRequest, User,
} from '@storefront/contracts';

export type NotificationKind = 'success' | 'error' | 'info';

/**
 * Every event of the storefront's bus: data only, never functions, so any remote can emit or
 * listen without importing another remote's code.
 */
export interface BusEvents {
  'basket/add': { product: BasketProduct; modifications: CartModification[]; count: number };
  'basket/set-count': { lineId: string; count: number };
  'basket/remove': { lineId: string };
  'basket/clear': Record<string, never>;
  'auth/logged-in': {
    token: string;
    user: User;
    orderRequest?: Partial<OrderRequest> | null;
    nearestBranch?: Branch | null;
  };
  'auth/logged-out': Record<string, never>;
  'address/changed': { address: Partial<Address> & { latitude: number; longitude: number }; entrance?: EntranceInfo };
  'branch/nearest-changed': { branch: Branch | null };
  'order/placed': { orderId: number };
  /**
   * Placing an order did not work: the checkout found something to fix (`invalid`) or the API
   * refused it (`refused`, with its code). The Mini App answers with an error haptic. Unreleased.
   */
  'order/failed': { reason: 'invalid' | 'refused'; code?: string };
  /** A promo chosen outside the checkout (the profile's promo list), applied when the checkout opens; null once taken. */
  'promo/offered': { code: string | null };
  'language/changed': { language: Language };
  /** A table's QR code opened the storefront (or the guest left the table: null). */
  'table/selected': { table: { branchId: number; tableId: number; since?: number } | null };
  notify: { kind: NotificationKind; message: string; title?: string };
  /** The customer read notifications; `unread` is what the API says is left. */
  'notifications/read': { unread: number };
}

export type BusEventType = keyof BusEvents;
export type BusEvent = { [K in BusEventType]: { type: K; payload: BusEvents[K] } }[BusEventType];

export interface Bus {
  emit<K extends BusEventType>(type: K, payload: BusEvents[K]): void;
  on<K extends BusEventType>(type: K): Observable<BusEvents[K]>;
  readonly events$: Observable<BusEvent>;
}

export function createBus(): Bus {
  const subject = new Subject<BusEvent>();
  return {
    emit(type, payload) {
      subject.next({ type, payload } as BusEvent);
    },
    on(type) {
      return subject.pipe(
        filter((event) => event.type === type),
        map((event) => event.payload as BusEvents[typeof type]),
      );
    },
    events$: subject.asObservable(),
  };
}
