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
 * Spec §4 "Startup": merchant by sub, then settings, about text, cities and the menu overall at
 * once. The merchant and its settings are required (requiredAtStartup says what their failures
 * lead to); the rest degrades to empty. Start-up waits for everything but the overall, which
 * `overall$` delivers when it lands.
 */
export async function loadMerchantData(
  api: ApiClient,
  brand: string,
  overallType: 'WEB' | 'TG',
  onMerchant: (merchantId: number) => void,
): Promise<LoadedMerchantData> {
  const merchant = await requiredAtStartup(() => api.call(routes.merchantBySub, { params: { sub: brand }, quiet: true }));
  onMerchant(merchant.id);

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
  const [settings, cities, about] = await Promise.all([
    requiredAtStartup(() => api.call(routes.webSettings, { quiet: true })),
    api.call(routes.cities, { params: { merchantId: merchant.id } }),
    api.call(routes.policies, { query: { type: 'ABOUT_COMPANY' } }),
  ]);
  return {
    merchant,
    settings,
    cities: cities.data ?? [],
    about: about.data?.[0] ?? null,
    overall$,
    activeOrders$,
    refreshOverall,
    async loadActiveOrders(userId: number) {
      const result = await api.call(routes.activeOrders, { params: { userId }, quiet: true });
      if (result.data) activeOrders$.next(result.data);
    },
  };
}
