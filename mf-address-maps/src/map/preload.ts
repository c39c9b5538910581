import type { MerchantWebSettings } from '@storefront/contracts';
import type { MerchantData, RuntimeUrls } from '@storefront/runtime';
import { wantsYandex } from '@storefront/contracts/rules';
import { chunk } from '../lib/chunks';
import { tilesOf } from '../lib/geo';

/**
 * The Leaflet engine's chunk (Leaflet, react-leaflet and the MapView adapter), fetched once;
 * webpack.config.js publishes its files under the contracts' public part name, MAP_ENGINE_CHUNK.
 */
export const leafletChunk = chunk(() => import(/* webpackChunkName: "map-leaflet" */ './LeafletMapView'));

/**
 * Opens the connection to the tile server while the map's code is still coming. Tiles are images,
 * fetched with credentials: the API's CORS fetches do not share their connection, even on the same
 * origin, so the tiles would open one of their own only once Leaflet asks for the first tile.
 */
function preconnectTiles(tileUrl: string) {
  let origin: string;
  try {
    origin = new URL(tileUrl.replace(/\{[a-z]\}/g, '0'), location.href).origin;
  } catch {
    return;
  }
  if (document.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  document.head.appendChild(link);
}

/**
 * Starts fetching the Leaflet chunk beside a map screen's own chunk, instead of after it, and
 * connecting to the tile server: the first tiles come sooner. Not for a merchant drawn with
 * Yandex, who needs Leaflet only if Yandex fails.
 */
export function preloadMapEngine({ data, settings, urls }: {
  data: Pick<MerchantData, 'merchant'>; settings: Pick<MerchantWebSettings, 'mapType'>; urls: Pick<RuntimeUrls, 'yandexMapsUrl' | 'tileUrl' | 'tileAttribution'>;
}) {
  if (wantsYandex({ mapType: settings.mapType, yandexMapKey: data.merchant.yandexMapKey, yandexMapsUrl: urls.yandexMapsUrl })) return;
  void leafletChunk.load().catch(() => { /* MapView's own import reports and retries */ });
  preconnectTiles(tilesOf(urls).url);
}
