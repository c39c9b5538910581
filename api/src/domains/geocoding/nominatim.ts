import * as z from 'zod/mini';
import type { GeocodeResult } from '@storefront/contracts';
import { HttpError } from '../../lib/errors';
import type { GeocodingConfig } from './config';
import { LruTtlCache } from './lru-cache';
import { RequestSpacer } from './rate-limit';
import {
  geocodingBusy, geocodingTimedOut, geocodingUnavailable, UNABLE_TO_GEOCODE,
  type GeoPoint, type GeocodingSource, type LookupOptions,
} from './source';

/** What is read of a Nominatim jsonv2 place; anything else it sends is left out of our answer. */
const UpstreamPlace = z.object({
  display_name: z.optional(z.string()),
  lat: z.optional(z.union([z.string(), z.number()])),
  lon: z.optional(z.union([z.string(), z.number()])),
  address: z.optional(z.record(z.string(), z.unknown())),
  error: z.optional(z.unknown()),
});
type UpstreamPlace = z.infer<typeof UpstreamPlace>;

/** A larger answer is not a place or a short list of places: refused rather than parsed. */
const MAX_ANSWER_BYTES = 1024 * 1024;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function toResult(place: UpstreamPlace): GeocodeResult {
  if (place.error !== undefined) {
    // Nominatim's "nothing here" is a string; its other errors are objects with a message.
    const message = typeof place.error === 'string' ? place.error
      : text((place.error as { message?: unknown } | null)?.message) ?? UNABLE_TO_GEOCODE;
    return { error: message };
  }
  const address = place.address ?? {};
  return {
    display_name: place.display_name,
    lat: place.lat === undefined ? undefined : String(place.lat),
    lon: place.lon === undefined ? undefined : String(place.lon),
    address: {
      road: text(address.road),
      residential: text(address.residential),
      neighbourhood: text(address.neighbourhood),
      house_number: text(address.house_number),
    },
  };
}

export interface NominatimDependencies {
  fetch?: typeof fetch;
  /** Where an upstream failure is told (the app's logger): the customer only sees GEOCODING_FAILED. */
  log?: { warn(details: object, message: string): void };
}

/**
 * A Nominatim-compatible server (NOMINATIM_URL), used within its usage policy: at most one request
 * a second from this process (RequestSpacer; a request that would wait too long is refused with
 * 429), a User-Agent that names the application, and every answer kept in an in-memory LRU cache
 * with a TTL, identical requests in flight sharing one upstream call. A timeout or any failure of
 * the upstream is GEOCODING_FAILED: 504 for the timeout, 502 otherwise.
 */
export class NominatimSource implements GeocodingSource {
  readonly kind = 'nominatim' as const;
  private readonly cache: LruTtlCache<unknown>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly spacer: RequestSpacer;
  private readonly fetch: typeof fetch;
  private readonly baseUrl: string;
  private readonly log?: NominatimDependencies['log'];

  constructor(private readonly config: GeocodingConfig, deps: NominatimDependencies = {}) {
    if (!config.nominatimUrl) throw new Error('NominatimSource needs NOMINATIM_URL');
    this.baseUrl = config.nominatimUrl;
    this.cache = new LruTtlCache(config.cacheMaxEntries, config.cacheTtlMs);
    this.spacer = new RequestSpacer(config.minIntervalMs, config.maxQueueMs);
    this.fetch = deps.fetch ?? globalThis.fetch;
    this.log = deps.log;
  }

  async reverse(point: GeoPoint, options: LookupOptions): Promise<GeocodeResult> {
    // Seven decimals (about 1 cm) is all Nominatim reads; rounding lets the same point hit the cache.
    return this.ask('reverse', {
      format: 'jsonv2',
      lat: point.lat.toFixed(7),
      lon: point.lon.toFixed(7),
      'accept-language': options.language,
    }, (answer) => {
      const place = UpstreamPlace.safeParse(answer);
      return place.success ? toResult(place.data) : undefined;
    });
  }

  async search(query: string, options: LookupOptions): Promise<GeocodeResult[]> {
    return this.ask('search', {
      format: 'jsonv2',
      q: query.trim().replace(/\s+/g, ' '),
      limit: String(this.config.searchLimit),
      'accept-language': options.language,
    }, (answer) => {
      const places = z.array(UpstreamPlace).safeParse(answer);
      return places.success ? places.data.filter((place) => place.error === undefined).map(toResult) : undefined;
    });
  }

  /**
   * One answer, from the cache, a call in flight for the same URL, or a new upstream call in turn.
   * `read` maps the upstream JSON to our answer, or undefined when it is not what Nominatim sends.
   */
  private async ask<T>(endpoint: 'reverse' | 'search', params: Record<string, string>, read: (answer: unknown) => T | undefined): Promise<T> {
    const url = new URL(endpoint, this.baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const key = url.toString();
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached as T;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.call(url).then((answer) => {
        const result = read(answer);
        if (result === undefined) throw this.failed(url, 'answer not in Nominatim jsonv2 shape', geocodingUnavailable());
        // Only answers are cached; a failure is asked again next time.
        this.cache.set(key, result);
        return result;
      }).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending as Promise<T>;
  }

  private async call(url: URL): Promise<unknown> {
    const turn = this.spacer.book();
    if ('refusedForMs' in turn) throw geocodingBusy(Math.max(1, Math.ceil(turn.refusedForMs / 1000)));
    if (turn.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, turn.waitMs));
    let body: string;
    try {
      const response = await this.fetch(url, {
        headers: { 'user-agent': this.config.userAgent, accept: 'application/json' },
        // Covers the answer's body too: an upstream that sends headers and then stalls times out as well.
        signal: AbortSignal.timeout(this.config.timeoutMs),
        redirect: 'follow',
      });
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        throw this.failed(url, `status ${response.status}`, geocodingUnavailable());
      }
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > MAX_ANSWER_BYTES) {
        await response.body?.cancel().catch(() => undefined);
        throw this.failed(url, `answer of ${declared} bytes`, geocodingUnavailable());
      }
      body = await response.text();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw this.failed(url, `no answer within ${this.config.timeoutMs} ms`, geocodingTimedOut());
      }
      throw this.failed(url, error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`.trim() : String(error), geocodingUnavailable());
    }
    if (body.length > MAX_ANSWER_BYTES) throw this.failed(url, `answer of ${body.length} characters`, geocodingUnavailable());
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw this.failed(url, 'answer is not JSON', geocodingUnavailable());
    }
  }

  /** Logs why the upstream failed (the endpoint, never the customer's query) and gives back the refusal. */
  private failed(url: URL, reason: string, refusal: HttpError): HttpError {
    this.log?.warn({ upstream: url.pathname, reason }, 'geocoding upstream failed');
    return refusal;
  }
}
