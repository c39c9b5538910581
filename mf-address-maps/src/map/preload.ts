import type { MerchantData, MerchantWebSettings, RuntimeUrls } from '@storefront/contracts';
import { wantsYandex } from './yandex';

/** The Leaflet engine's chunk (Leaflet, react-leaflet and the MapView adapter), fetched once. */
export const loadLeafletView = () => import(/* webpackChunkName: "map-leaflet" */ './LeafletMapView');

/**
 * Starts fetching the Leaflet chunk beside a map screen's own chunk, instead of after it: the first
 * tiles come one round trip sooner. Not for a merchant drawn with Yandex, who needs Leaflet only if
 * Yandex fails.
 */
export function preloadMapEngine({ data, settings, urls }: { data: Pick<MerchantData, 'merchant'>; settings: Pick<MerchantWebSettings, 'mapType'>; urls: Pick<RuntimeUrls, 'yandexMapsUrl'> }) {
  if (wantsYandex({ mapType: settings.mapType, yandexMapKey: data.merchant.yandexMapKey, yandexMapsUrl: urls.yandexMapsUrl })) return;
  void loadLeafletView().catch(() => { /* MapView's own import reports and retries */ });
}
