import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@storefront/contracts';
import { serve } from '../lib/serve';
import { badRequest } from '../lib/errors';
import { createGeocodingSource, geocodingConfigFromEnv, type GeocodingConfig, type GeocodingSource } from '../geocoding';

export { geocodingConfigFromEnv };

export interface GeocodingPluginOptions {
  /** Default: read from process.env (NOMINATIM_URL and the rest, docs/geocoding.md). */
  config?: GeocodingConfig;
  /** A source of one's own (tests); default: the one `config` chooses. */
  source?: GeocodingSource;
}

/** An Accept-Language fit to pass upstream (language tags and q-values), else the configured default. */
function languageOf(request: FastifyRequest, fallback: string): string {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && /^[A-Za-z0-9,;=.\-* ]{1,100}$/.test(header.trim()) ? header.trim() : fallback;
}

/**
 * The address of a point and the places matching a text (spec §7), in Nominatim's jsonv2 shape,
 * from the source NOMINATIM_URL chooses: that server, or the offline gazetteer of the demo city.
 * `format` is accepted as the storefront sends it; the answer is always jsonv2.
 */
export async function geocodingPlugin(app: FastifyInstance, options: GeocodingPluginOptions) {
  const config = options.config ?? geocodingConfigFromEnv(process.env);
  const source = options.source ?? createGeocodingSource(config);
  app.addHook('onClose', async () => source.close?.());

  serve(app, routes.geocodeReverse, async ({ query, request }) =>
    source.reverse({ lat: query.lat, lon: query.lon }, { language: languageOf(request, config.defaultLanguage) }));

  serve(app, routes.geocodeSearch, async ({ query, request }) => {
    // The route's schema refuses an empty or over-long text; spaces alone name nothing either.
    if (query.q.trim() === '') throw badRequest('VALIDATION_ERROR', 'Некорректные данные запроса: пустой текст поиска');
    return source.search(query.q, { language: languageOf(request, config.defaultLanguage) });
  });
}
