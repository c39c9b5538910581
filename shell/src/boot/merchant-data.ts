import { BehaviorSubject } from 'rxjs';
import { dequal } from 'dequal/lite';
import { routes, type Order, type Overall } from '@storefront/contracts';
import { NOT_MODIFIED, type ApiClient, type MerchantData } from '@storefront/runtime';
import { requiredAtStartup } from './startup-retries';

export interface LoadedMerchantData extends MerchantData {
  overall$: BehaviorSubject<Overall | null>;
  activeOrders$: BehaviorSubject<Order[]>;
  /** Asks for the menu (again): the delayed refresh of spec §4, or the first load if none was asked. */
  refreshOverall(): Promise<void>;
  /**
   * Asks for the menu again without a condition, for a cache on the way to store it whole (the
   * service worker that has just taken the page); the same menu is not read again.
   */
  storeOverall(): Promise<void>;
  /** Asks for the menu unless it is there or on its way: a screen that needs it has opened. */
  loadMenu(): Promise<void>;
  loadActiveOrders(userId: number): Promise<void>;
}

/** What the page's first script asked for: the start and the menu, both by the brand's sub-domain. */
export interface EarlyAnswers {
  start?: Promise<Response>;
  /** Taken once the start has named the merchant (a menu is never shown without its shop). */
  overall?(): Promise<Response> | undefined;
}

/**
 * An early answer that succeeded, else undefined: a failed one is not used, the client asks again
 * with the customer's language, and its own failure handling (retries, the not-found page) applies.
 */
const succeeded = async (early: Promise<Response> | undefined) =>
  early && early.then((response) => (response.ok ? response : undefined), () => undefined);

/**
 * Spec §4 "Startup" in one round trip: the `start` call answers the merchant of the sub with its
 * settings, cities, about text, brand tabs, stories and banners; the menu overall follows at once
 * when the screen opened needs it (`menuAtOnce`, needsMenu in the contracts), else when `loadMenu`
 * or the delayed refresh asks for it.
 * The start is required (requiredAtStartup says what its failures lead to). Start-up waits for it,
 * not for the overall, which `overall$` delivers when it lands. `early` holds the answers the page's
 * first script asked for (first-view/early-answers.ts): the start's, read on the first attempt, and the
 * menu's of the same sub-domain (so of the merchant the start named), read by the first load of
 * the menu; each only if it succeeded.
 */
export async function loadMerchantData(
  api: ApiClient,
  brand: string,
  overallType: 'WEB' | 'TG',
  onMerchant: (merchantId: number) => void,
  early: EarlyAnswers = {},
  { menuAtOnce = true }: { menuAtOnce?: boolean } = {},
): Promise<LoadedMerchantData> {
  const ok = await succeeded(early.start);
  let pending = ok ? Promise.resolve(ok) : undefined;
  const start = await requiredAtStartup(() => {
    const response = pending;
    pending = undefined;
    return api.call(routes.start, { query: { sub: brand }, quiet: true, ...(response ? { response } : {}) });
  });
  onMerchant(start.merchant.id);

  const overall$ = new BehaviorSubject<Overall | null>(null);
  const activeOrders$ = new BehaviorSubject<Order[]>([]);
  let inFlight: Promise<void> | null = null;
  let earlyOverall = early.overall?.();
  // The ETag of the menu shown (null until one is): asked again, the same menu is a 304 (or the
  // service worker's copy with that ETag) and is neither parsed nor compared again.
  let shownEtag: string | null = null;
  /**
   * One request at a time: the delayed refresh of spec §4 joins a first load still under way. A
   * menu equal to the one shown is not delivered again: redrawing every card for nothing would be
   * the longest task of the first seconds (a 3,000-product menu) and could undo a scroll.
   */
  const askOverall = ({ conditional }: { conditional: boolean }) => {
    inFlight ??= (async () => {
      const taken = await succeeded(earlyOverall);
      earlyOverall = undefined;
      let answerEtag: string | null = null;
      // By the brand's sub-domain, the very address the page's first script asked: the browser's
      // cache holds that answer (no-cache, with its ETag).
      const result = await api.call(routes.overallsBySub, {
        params: { sub: brand }, query: { type: overallType }, sampleCheck: true,
        knownEtag: shownEtag, conditional, onEtag: (etag) => { answerEtag = etag; },
        ...(taken ? { response: Promise.resolve(taken) } : {}),
      });
      if (result.error?.code === NOT_MODIFIED || !result.data) return;
      shownEtag = answerEtag;
      if (!dequal(result.data, overall$.value)) overall$.next(result.data);
    })().finally(() => { inFlight = null; });
    return inFlight;
  };
  const refreshOverall = () => askOverall({ conditional: true });
  // Not asked again while a load is under way or once a menu is there; after a failed load, yes.
  const loadMenu = () => inFlight ?? (overall$.value ? Promise.resolve() : refreshOverall());
  // The menu is not awaited: the remote that shows it downloads while the (large) overall does,
  // and renders the moment it arrives through overall$.
  if (menuAtOnce) void refreshOverall();
  return {
    ...start,
    overall$,
    activeOrders$,
    refreshOverall,
    // After a request under way, not joined to it: a conditional one would leave the worker a 304.
    storeOverall: () => (inFlight ?? Promise.resolve()).then(() => askOverall({ conditional: false })),
    loadMenu,
    async loadActiveOrders(userId: number) {
      const result = await api.call(routes.activeOrders, { params: { userId }, quiet: true });
      if (result.data) activeOrders$.next(result.data);
    },
  };
}
