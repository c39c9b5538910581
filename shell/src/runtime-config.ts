import { REMOTES, type RemoteName } from '@storefront/contracts';
import { apiBaseOf, inlinedRuntime, mediaBaseOf, onPageOrigin } from './boot/inlined-runtime';

/** Run-time configuration served next to the shell (never baked into its build). */
export interface RemoteManifestEntry {
  /** Where the remote's remoteEntry.js is deployed; which contracts it fits, the remote itself says. */
  entry: string;
}

export type RemotesManifest = Record<RemoteName, RemoteManifestEntry>;

export interface ShellConfig {
  apiBase: string;
  mediaBase: string;
  /** Brands always shown in ru (spec §1 names two without saying which). */
  forcedRussianBrands: string[];
  /** How often to look for a new build of the shell; 0 turns the check off. */
  buildCheckIntervalMs: number;
  /** Telegram's Mini App script; loaded only when the page was opened by Telegram. */
  telegramScriptUrl: string;
  /** Map tile template handed to the maps remote; the Content-Security-Policy allows its origin. */
  tileUrl: string;
  tileAttribution: string;
  /**
   * Yandex Maps' JavaScript API v3 (https only), '' when the deployment does not use Yandex: the
   * maps remote then draws every map with Leaflet. The Content-Security-Policy admits its origin.
   */
  yandexMapsUrl: string;
  /**
   * The card provider's JSON-RPC endpoint (Payme's Subscribe API; the API's simulated one in
   * development): the card screens send card numbers there, never to our API. '' when unset: cards
   * cannot be added. The Content-Security-Policy admits its origin.
   */
  cardProviderUrl: string;
  /** The service worker for repeat visits (tooling/webpack/service-worker.mjs); SERVICE_WORKER=off turns it off. */
  serviceWorker: boolean;
}

/**
 * Tiles when config.json names none: a production deployment without its own tile server uses the
 * OpenStreetMap-compatible template (development and tests get the API's offline tiles from
 * serve-static.mjs, which always names them). scripts/lib/security-headers.mjs has the same default.
 */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * A usable tile template: an absolute http(s) URL with the {z}, {x} and {y} placeholders
 * (`{s}` and `{r}` are Leaflet's and allowed); anything else is refused so a typo in the
 * deployment's config shows the default map instead of a grey one.
 */
export function parseTileUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return null;
  try {
    const parsed = new URL(url.replace(/\{[^}]+\}/g, '0'));
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object') throw new Error('remotes.json is not an object');
  const manifest = {} as RemotesManifest;
  for (const name of REMOTES) {
    const entry = (value as Record<string, Partial<RemoteManifestEntry> | undefined>)[name];
    if (!entry || typeof entry.entry !== 'string' || !entry.entry) {
      throw new Error(`remotes.json has no entry URL for ${name}`);
    }
    manifest[name] = { entry: entry.entry };
  }
  return manifest;
}

/** The tile template and its attribution; a custom template keeps the attribution it was given. */
function tiles(raw: Record<string, unknown>, pageOrigin: string): Pick<ShellConfig, 'tileUrl' | 'tileAttribution'> {
  const tileUrl = parseTileUrl(onPageOrigin(raw.tileUrl, pageOrigin));
  const attribution = typeof raw.tileAttribution === 'string' ? raw.tileAttribution.trim().slice(0, 300) : '';
  if (!tileUrl) return { tileUrl: DEFAULT_TILE_URL, tileAttribution: DEFAULT_TILE_ATTRIBUTION };
  return { tileUrl, tileAttribution: attribution || (tileUrl === DEFAULT_TILE_URL ? DEFAULT_TILE_ATTRIBUTION : '') };
}

/** An absolute https URL, else '' (a script is only ever loaded from https). */
function httpsUrl(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) return '';
  try {
    return new URL(value.trim()).protocol === 'https:' ? value.trim() : '';
  } catch {
    return '';
  }
}

/** An absolute http(s) URL, else ''. */
function httpUrl(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) return '';
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'https:' || protocol === 'http:' ? value.trim() : '';
  } catch {
    return '';
  }
}

/**
 * The shell's configuration from config.json (or the copy inlined in the page). The API, media,
 * tile and card-provider addresses may be paths on the page's own origin (`/api`): they come out
 * absolute.
 */
export function parseShellConfig(value: unknown, pageOrigin: string = globalThis.location?.origin ?? ''): ShellConfig {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const apiBase = apiBaseOf(raw, pageOrigin);
  const interval = Number(raw.buildCheckIntervalMs);
  return {
    apiBase,
    mediaBase: mediaBaseOf(raw, pageOrigin),
    forcedRussianBrands: Array.isArray(raw.forcedRussianBrands) ? raw.forcedRussianBrands.filter((b): b is string => typeof b === 'string') : [],
    buildCheckIntervalMs: Number.isFinite(interval) && interval >= 0 ? interval : 60_000,
    telegramScriptUrl: typeof raw.telegramScriptUrl === 'string' ? raw.telegramScriptUrl : '',
    ...tiles(raw, pageOrigin),
    yandexMapsUrl: httpsUrl(raw.yandexMapsUrl),
    cardProviderUrl: httpUrl(onPageOrigin(raw.cardProviderUrl, pageOrigin)),
    serviceWorker: raw.serviceWorker !== false,
  };
}

export async function loadRuntimeConfig(): Promise<{ remotes: RemotesManifest; config: ShellConfig }> {
  const inlined = inlinedRuntime();
  const [remotes, config] = inlined
    ? [inlined.remotes, inlined.config]
    : await Promise.all([getJson('/remotes.json'), getJson('/config.json').catch(() => ({}))]);
  return { remotes: parseRemotesManifest(remotes), config: parseShellConfig(config) };
}
