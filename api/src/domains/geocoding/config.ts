/** Settings of the geocoding routes, read from the environment (see docs/geocoding.md). */
export interface GeocodingConfig {
  /** NOMINATIM_URL: base of a Nominatim-compatible server; unset or empty, the offline gazetteer answers. */
  nominatimUrl: string | null;
  /** NOMINATIM_USER_AGENT: Nominatim's usage policy wants an application that names itself. */
  userAgent: string;
  /** NOMINATIM_TIMEOUT_MS: one upstream request, from sending to the last byte of the answer. */
  timeoutMs: number;
  /** NOMINATIM_MIN_INTERVAL_MS: spacing of upstream requests; never below 1000 (at most 1 request/s). */
  minIntervalMs: number;
  /**
   * NOMINATIM_MAX_QUEUE_MS: how long a request may wait for its upstream turn. A request whose turn
   * is further away is refused with 429 and Retry-After rather than held open. 0 refuses whenever
   * the last upstream request was under a second ago.
   */
  maxQueueMs: number;
  /** NOMINATIM_CACHE_TTL_MS: how long an upstream answer is reused (process memory, LRU). */
  cacheTtlMs: number;
  /** NOMINATIM_CACHE_MAX_ENTRIES: bound of that cache. */
  cacheMaxEntries: number;
  /** NOMINATIM_ACCEPT_LANGUAGE: asked for when the request brings no Accept-Language. */
  defaultLanguage: string;
  /** NOMINATIM_SEARCH_LIMIT: most results of one search, upstream and offline. */
  searchLimit: number;
}

export const DEFAULT_USER_AGENT = 'LamenuStorefront/0.1 (+https://lamenu.uz)';
/** Nominatim's usage policy: an absolute maximum of 1 request per second. */
export const MIN_UPSTREAM_INTERVAL_MS = 1000;

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function nominatimUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`NOMINATIM_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`NOMINATIM_URL must be an http(s) URL, got "${raw}"`);
  // A base with a path (https://host/nominatim) keeps it: /reverse and /search go under it.
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  url.search = '';
  url.hash = '';
  return url.toString();
}

export function geocodingConfigFromEnv(env: NodeJS.ProcessEnv): GeocodingConfig {
  const userAgent = (env.NOMINATIM_USER_AGENT ?? '').trim() || DEFAULT_USER_AGENT;
  // A header value: no line breaks or other control characters may reach the upstream request.
  if (/[\u0000-\u001f\u007f]/.test(userAgent)) throw new Error('NOMINATIM_USER_AGENT must not contain control characters');
  return {
    nominatimUrl: nominatimUrl(env.NOMINATIM_URL),
    userAgent,
    timeoutMs: wholeNumber(env, 'NOMINATIM_TIMEOUT_MS', 5000, 1, 60_000),
    minIntervalMs: wholeNumber(env, 'NOMINATIM_MIN_INTERVAL_MS', MIN_UPSTREAM_INTERVAL_MS, MIN_UPSTREAM_INTERVAL_MS, 60_000),
    maxQueueMs: wholeNumber(env, 'NOMINATIM_MAX_QUEUE_MS', 3000, 0, 60_000),
    cacheTtlMs: wholeNumber(env, 'NOMINATIM_CACHE_TTL_MS', 24 * 3600_000, 0, 30 * 24 * 3600_000),
    cacheMaxEntries: wholeNumber(env, 'NOMINATIM_CACHE_MAX_ENTRIES', 5000, 0, 1_000_000),
    defaultLanguage: (env.NOMINATIM_ACCEPT_LANGUAGE ?? '').trim() || 'uz',
    searchLimit: wholeNumber(env, 'NOMINATIM_SEARCH_LIMIT', 10, 1, 50),
  };
}
