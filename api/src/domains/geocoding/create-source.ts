import type { GeocodingConfig } from './config';
import { GazetteerSource } from './gazetteer';
import { NominatimSource, type NominatimDependencies } from './nominatim';
import type { GeocodingSource } from './source';

export { geocodingConfigFromEnv, type GeocodingConfig } from './config';
export type { GeocodingSource } from './source';

/** NOMINATIM_URL set: that server, within its usage policy; unset: the offline gazetteer of the demo city. */
export function createGeocodingSource(config: GeocodingConfig, deps: NominatimDependencies = {}): GeocodingSource {
  return config.nominatimUrl ? new NominatimSource(config, deps) : new GazetteerSource(undefined, config.searchLimit);
}
