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
 * The chunk name of the maps remote's Leaflet engine (Leaflet, react-leaflet, its MapView
 * adapter): its start-files.json lists the engine's files under it, so the page's first script can
 * fetch them on a route that draws a map (`drawsMap` in APP_ROUTES) while the shell's code downloads.
 */
export const MAP_ENGINE_CHUNK = 'map-leaflet';
