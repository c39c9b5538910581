import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { badRequest } from '../../lib/errors';
import { createGeocodingSource, geocodingConfigFromEnv, type GeocodingConfig, type GeocodingSource } from './create-source';

export { geocodingConfigFromEnv };

export interface GeocodingPluginOptions {
  /** Default: read from process.env (NOMINATIM_URL and the rest, docs/geocoding.md). */
  config?: GeocodingConfig;
  /** A source of one's own (tests); default: the one `config` chooses. */
  source?: GeocodingSource;
}

/**
 * The language to ask the source for: the primary subtag of the request's first Accept-Language
 * ("ru-RU,ru;q=0.9" asks "ru"), else the configured default. One short code per language keeps
 * browsers' many spellings of it from splitting the cache and spending the upstream's pace.
 */
function languageOf(request: FastifyRequest, fallback: string): string {
  const header = request.headers['accept-language'];
  const primary = typeof header === 'string' ? /^\s*([A-Za-z]{2,3})(?:[-_;,\s]|$)/.exec(header)?.[1] : undefined;
  return primary ? primary.toLowerCase() : fallback;
}

/**
 * The address of a point and the places matching a text (spec §7), in Nominatim's jsonv2 shape,
 * from the source NOMINATIM_URL chooses: that server, or the offline gazetteer of the demo city.
 * `format` is accepted as the storefront sends it; the answer is always jsonv2.
 */
export async function geocodingPlugin(app: FastifyInstance, options: GeocodingPluginOptions) {
  const config = options.config ?? geocodingConfigFromEnv(process.env);
  const source = options.source ?? createGeocodingSource(config, { log: app.log });

  serve(app, routes.geocodeReverse, async ({ query, request }) =>
    source.reverse({ lat: query.lat, lon: query.lon }, { language: languageOf(request, config.defaultLanguage) }));

  serve(app, routes.geocodeSearch, async ({ query, request }) => {
    // The route's schema refuses an empty or over-long text; spaces alone name nothing either.
    if (query.q.trim() === '') throw badRequest('VALIDATION_ERROR', { variant: 'emptySearch' });
    return source.search(query.q, { language: languageOf(request, config.defaultLanguage) });
  });
}
