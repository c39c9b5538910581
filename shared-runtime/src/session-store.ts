import {
  MAX_LINE_COUNT, MAX_LINES, type Address, type BasketProduct, type Branch, type CartModification, type EntranceInfo,
  type Language, type User,
} from '@storefront/contracts';
import type { BusEvent } from './bus';

export interface BasketLine {
  /** Product id plus its chosen modifications: the same choice twice is one line with a bigger count. */
  lineId: string;
  product: BasketProduct;
  modifications: CartModification[];
  count: number;
}

export type DraftAddress = Partial<Address> & { latitude: number; longitude: number };

/** The order draft the customer builds across screens (spec §3 "Order request"), kept per brand. */
export interface OrderDraft {
  lines: BasketLine[];
  address: DraftAddress | null;
  entrance: EntranceInfo;
  comment: string;
  promoCode: string | null;
  cashback: number;
  deliveryPrice: number;
  later: boolean;
  lastOrderId: number | null;
}

/** The dine-in table the guest sits at (from its QR code), kept for the visit. */
export interface DineInTable {
  branchId: number;
  tableId: number;
  /** When the QR code was opened (ms since the epoch): a visit ends after TABLE_VISIT_HOURS. */
  since?: number;
}

export interface SessionState {
  brand: string | null;
  token: string | null;
  user: User | null;
  nearestBranch: Branch | null;
  language: Language | null;
  draft: OrderDraft;
  /** Absent in sessions saved by an older shell. */
  table?: DineInTable | null;
}

export const emptyDraft = (): OrderDraft => ({
  lines: [],
  address: null,
  entrance: {},
  comment: '',
  promoCode: null,
  cashback: 0,
  deliveryPrice: 0,
  later: false,
  lastOrderId: null,
});

export const emptySession = (brand: string | null = null): SessionState => ({
  brand, token: null, user: null, nearestBranch: null, language: null, draft: emptyDraft(),
});

export function basketLineId(productId: number, modifications: readonly CartModification[]): string {
  const mods = [...modifications].sort((a, b) => a.id - b.id).map((m) => `${m.id}x${m.count}`).join(',');
  return mods ? `${productId}:${mods}` : String(productId);
}

/**
 * A line's count as the API accepts it: whole pieces, at most MAX_LINE_COUNT (the order schema's
 * own bound), so a basket the browser shows is always one the checkout takes.
 */
export const capLineCount = (count: number): number => Math.min(Math.floor(count), MAX_LINE_COUNT);

const withDraft = (state: SessionState, draft: Partial<OrderDraft>): SessionState =>
  ({ ...state, draft: { ...state.draft, ...draft } });

/** The pure reducer the shell's store applies to every bus event; remotes change state only through events. */
export function reduceSession(state: SessionState, event: BusEvent): SessionState {
  switch (event.type) {
    case 'basket/add': {
      const { product, modifications, count } = event.payload;
      if (!(count >= 1)) return state;
      const lineId = basketLineId(product.id, modifications);
      const existing = state.draft.lines.find((l) => l.lineId === lineId);
      // A new line past MAX_LINES is not added: the order could not be placed with it.
      if (!existing && state.draft.lines.length >= MAX_LINES) return state;
      const lines = existing
        ? state.draft.lines.map((l) => (l.lineId === lineId ? { ...l, product, count: capLineCount(l.count + count) } : l))
        : [...state.draft.lines, { lineId, product, modifications, count: capLineCount(count) }];
      return withDraft(state, { lines });
    }
    case 'basket/set-count': {
      const { lineId, count } = event.payload;
      const lines = count >= 1
        ? state.draft.lines.map((l) => (l.lineId === lineId ? { ...l, count: capLineCount(count) } : l))
        : state.draft.lines.filter((l) => l.lineId !== lineId);
      return withDraft(state, { lines, ...(lines.length ? {} : { deliveryPrice: 0 }) });
    }
    case 'basket/remove': {
      const lines = state.draft.lines.filter((l) => l.lineId !== event.payload.lineId);
      return withDraft(state, { lines, ...(lines.length ? {} : { deliveryPrice: 0 }) });
    }
    case 'basket/clear':
      return withDraft(state, { lines: [], deliveryPrice: 0 });
    case 'auth/logged-in':
      return {
        ...state,
        token: event.payload.token,
        user: event.payload.user,
        nearestBranch: event.payload.nearestBranch ?? state.nearestBranch,
      };
    case 'auth/logged-out':
      // Spec §4: logout clears profile, token and storage; only the merchant (brand) is kept.
      return { ...emptySession(state.brand), language: state.language };
    case 'address/changed':
      return withDraft(state, { address: event.payload.address, entrance: event.payload.entrance ?? state.draft.entrance });
    case 'branch/nearest-changed':
      return { ...state, nearestBranch: event.payload.branch };
    case 'order/placed':
      // Spec §4 "After a successful order": reset cart, comment, promo, cashback, delivery price and
      // address details, set the later flag and keep the new order id.
      return withDraft(state, {
        lines: [], comment: '', promoCode: null, cashback: 0, deliveryPrice: 0, entrance: {}, later: true,
        lastOrderId: event.payload.orderId,
      });
    case 'promo/offered':
      return withDraft(state, { promoCode: event.payload.code });
    case 'language/changed':
      return { ...state, language: event.payload.language };
    case 'table/selected':
      return { ...state, table: event.payload.table };
    default:
      return state;
  }
}

/** Storage key of a brand's saved session (multi-tab mode keeps one per brand). */
export const sessionStorageKey = (brand: string) => `session:${brand}`;

/** Reads a saved session back; anything unreadable or of another brand starts an empty session. */
export function restoreSession(brand: string, saved: string | null | undefined): SessionState {
  if (!saved) return emptySession(brand);
  try {
    const parsed = JSON.parse(saved) as Partial<SessionState>;
    if (!parsed || typeof parsed !== 'object' || parsed.brand !== brand) return emptySession(brand);
    const draft = { ...emptyDraft(), ...(parsed.draft ?? {}) };
    // A basket saved before the bounds (or edited by hand) comes back within them.
    draft.lines = Array.isArray(draft.lines)
      ? draft.lines.filter((l) => l && l.count >= 1).slice(0, MAX_LINES).map((l) => ({ ...l, count: capLineCount(l.count) }))
      : [];
    return { ...emptySession(brand), ...parsed, brand, draft };
  } catch {
    return emptySession(brand);
  }
}
