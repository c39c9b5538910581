import { BehaviorSubject } from 'rxjs';
import { dequal } from 'dequal/lite';
import {
  routes, type ApiClient, type MerchantData, type Order, type Overall,
} from '@storefront/contracts';
import { requiredAtStartup } from './startup-retries';

export interface LoadedMerchantData extends MerchantData {
  overall$: BehaviorSubject<Overall | null>;
  activeOrders$: BehaviorSubject<Order[]>;
  refreshOverall(): Promise<void>;
  loadActiveOrders(userId: number): Promise<void>;
}

/**
 * Spec §4 "Startup" in one round trip: the `start` call answers the merchant of the sub with its
 * settings, cities, about text, brand tabs, stories and banners; the menu overall follows at once.
 * The start is required (requiredAtStartup says what its failures lead to). Start-up waits for it,
 * not for the overall, which `overall$` delivers when it lands. `early` is the start's answer the
 * page's first script asked for (boot/early-start.ts), read on the first attempt if it succeeded.
 */
export async function loadMerchantData(
  api: ApiClient,
  brand: string,
  overallType: 'WEB' | 'TG',
  onMerchant: (merchantId: number) => void,
  early?: Promise<Response>,
): Promise<LoadedMerchantData> {
  // A failed early answer is not used: the client asks again with the customer's language, and its
  // own failure handling (retries, the not-found page) applies.
  const ok = early && await early.then((response) => (response.ok ? response : undefined), () => undefined);
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
  /**
   * One request at a time: the delayed refresh of spec §4 joins a first load still under way. A
   * menu equal to the one shown is not delivered again: redrawing every card for nothing would be
   * the longest task of the first seconds (a 3,000-product menu) and could undo a scroll.
   */
  const refreshOverall = () => {
    inFlight ??= api.call(routes.overalls, { query: { type: overallType }, sampleCheck: true })
      .then((result) => { if (result.data && !dequal(result.data, overall$.value)) overall$.next(result.data); })
      .finally(() => { inFlight = null; });
    return inFlight;
  };
  // The menu is not awaited: the remote that shows it downloads while the (large) overall does,
  // and renders the moment it arrives through overall$.
  void refreshOverall();
  return {
    ...start,
    overall$,
    activeOrders$,
    refreshOverall,
    async loadActiveOrders(userId: number) {
      const result = await api.call(routes.activeOrders, { params: { userId }, quiet: true });
      if (result.data) activeOrders$.next(result.data);
    },
  };
}
