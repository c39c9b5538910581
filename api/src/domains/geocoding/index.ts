/** The geocoding domain's face: what app.ts and other domains may use of it. */
export { geocodingPlugin, type GeocodingPluginOptions } from './routes';
export { createGeocodingSource, geocodingConfigFromEnv, type GeocodingConfig, type GeocodingSource } from './create-source';
/** The demo city's streets, which the offline tiles draw as the offline geocoder finds them. */
export { default as tashkentGazetteer } from './tashkent-gazetteer.json';
