import type { GeocodeResult } from '@storefront/contracts';
import { apiError, tooManyRequests } from '../../lib/errors';

/** Nominatim's own text for a reverse lookup that found nothing (answered with status 200). */
export const UNABLE_TO_GEOCODE = 'Unable to geocode';

export interface GeoPoint { lat: number; lon: number }

export interface LookupOptions {
  /** Accept-Language to ask the source for; the offline gazetteer has one language and ignores it. */
  language: string;
}

/**
 * Where addresses come from: the offline gazetteer of the demo city or a Nominatim-compatible
 * server. Both answer in Nominatim's jsonv2 shape (the contracts' GeocodeResult), so the routes and
 * the storefront do not know which one is behind them.
 */
export interface GeocodingSource {
  readonly kind: 'gazetteer' | 'nominatim';
  /** The address at a point, or `{ error: UNABLE_TO_GEOCODE }`. */
  reverse(point: GeoPoint, options: LookupOptions): Promise<GeocodeResult>;
  /** Places matching a text, best first; empty when nothing matches. */
  search(text: string, options: LookupOptions): Promise<GeocodeResult[]>;
}

/**
 * The upstream failed or did not answer in time. The storefront shows spec §8's 'Error in
 * nominatim' notice on any GEOCODING_FAILED; the catalogue's description is for logs and other clients.
 */
export const geocodingTimedOut = () => apiError(504, 'GEOCODING_FAILED', { variant: 'timeout' });
export const geocodingUnavailable = () => apiError(502, 'GEOCODING_FAILED', { variant: 'unavailable' });
/** The upstream's 1 request/s is booked further ahead than a customer should wait. */
export const geocodingBusy = (retryAfterSeconds: number) =>
  tooManyRequests('geocoding', retryAfterSeconds);

/** Coordinates as Nominatim writes them: a string with seven decimals. */
export const coordinate = (value: number) => value.toFixed(7);
