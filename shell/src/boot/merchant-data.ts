import { BehaviorSubject } from 'rxjs';
import {
  routes, type ApiClient, type ApiError, type MerchantData, type Order, type Overall,
} from '@storefront/contracts';

export class MerchantUnavailable extends Error {
  constructor(readonly reason: ApiError | string) {
    super(typeof reason === 'string' ? reason : reason.message);
  }
}

export interface LoadedMerchantData extends MerchantData {
  overall$: BehaviorSubject<Overall | null>;
  activeOrders$: BehaviorSubject<Order[]>;
  refreshOverall(): Promise<void>;
  loadActiveOrders(userId: number): Promise<void>;
}

/**
 * Spec §4 "Startup": merchant by sub, then settings, about text, cities and the menu overall at
 * once. The merchant and its settings are required; the rest degrades to empty.
 */
export async function loadMerchantData(
  api: ApiClient,
  brand: string,
  overallType: 'WEB' | 'TG',
  onMerchant: (merchantId: number) => void,
): Promise<LoadedMerchantData> {
  const merchant = await api.call(routes.merchantBySub, { params: { sub: brand }, quiet: true });
  if (merchant.error) throw new MerchantUnavailable(merchant.error);
  onMerchant(merchant.data.id);

  const overall$ = new BehaviorSubject<Overall | null>(null);
  const activeOrders$ = new BehaviorSubject<Order[]>([]);
  const refreshOverall = async () => {
    const result = await api.call(routes.overalls, { query: { type: overallType }, sampleCheck: true });
    if (result.data) overall$.next(result.data);
  };
  const [settings, cities, about] = await Promise.all([
    api.call(routes.webSettings, { quiet: true }),
    api.call(routes.cities, { params: { merchantId: merchant.data.id } }),
    api.call(routes.policies, { query: { type: 'ABOUT_COMPANY' } }),
    refreshOverall(),
  ]);
  if (settings.error) throw new MerchantUnavailable(settings.error);
  return {
    merchant: merchant.data,
    settings: settings.data,
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
