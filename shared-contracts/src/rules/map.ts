import type { MerchantWebSettings } from '../entities/merchant';

/**
 * Yandex draws the map when the merchant asks for it (mapType YANDEX or LAMENU_YANDEX; spec §9:
 * the map type defaults to Yandex, so an unset one asks too), has its own `yandexMapKey`, and the
 * deployment names Yandex's script (its Content-Security-Policy admits it only then). Anything
 * less, or LEAFLET, draws with Leaflet. The maps remote draws by it; the page's first script
 * preloads the Leaflet engine by it.
 */
export function wantsYandex(input: {
  mapType: MerchantWebSettings['mapType'] | undefined;
  yandexMapKey: string | null | undefined;
  yandexMapsUrl: string | null | undefined;
}): boolean {
  if (input.mapType === 'LEAFLET') return false;
  return Boolean(input.yandexMapKey?.trim() && input.yandexMapsUrl?.trim());
}

/**
 * The public name of the maps remote's Leaflet engine (Leaflet, react-leaflet, its MapView
 * adapter) among the parts its start-files.json lists (`parts`), so the page's first script can
 * fetch them on a route that draws a map (`drawsMap` in APP_ROUTES) while the shell's code
 * downloads. A name the shell and the remote agree on, not a chunk's: the remote's build says which
 * of its chunks it publishes under it.
 */
export const MAP_ENGINE_CHUNK = 'map-leaflet';
