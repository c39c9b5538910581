// The shell's run-time configuration (remotes.json and config.json) from the environment, and the
// list of remotes. Dependency-free on purpose: the shell's page server (serve-static.mjs) and the
// production nginx images (scripts/production/nginx-config.mjs, which have no node_modules) build
// the same configuration with the same code, so the page's inlined configuration and the policy
// nginx sends for it cannot differ.

/** The path the shell's page calls the API under (config.apiBase in the shell's run-time config). */
export const API_PATH = '/api';

/** The five remotes: manifest name, workspace folder and port variable. */
export const REMOTES = [
  { name: 'catalog', workspace: 'mf-catalog', portVar: 'CATALOG_PORT', port: 3001 },
  { name: 'basketCheckout', workspace: 'mf-basket-checkout', portVar: 'BASKET_CHECKOUT_PORT', port: 3002 },
  { name: 'profile', workspace: 'mf-profile', portVar: 'PROFILE_PORT', port: 3003 },
  { name: 'addressMaps', workspace: 'mf-address-maps', portVar: 'ADDRESS_MAPS_PORT', port: 3004 },
  { name: 'booking', workspace: 'mf-booking', portVar: 'BOOKING_PORT', port: 3005 },
];

/** A remote's name as the start of its variables' names: basketCheckout → BASKET_CHECKOUT. */
export const envName = (name) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
/** The variable that moves a remote's entry (CATALOG_ENTRY, BASKET_CHECKOUT_ENTRY, ...). */
export const entryVariable = (remote) => `${envName(remote.name)}_ENTRY`;

/**
 * Where the shell's server itself reaches each remote's entry, when not at the address the browser
 * uses (<NAME>_SERVER_ENTRY, e.g. CATALOG_SERVER_ENTRY=http://catalog/remoteEntry.js inside a
 * deployment's network): its first-view part is fetched beside it (lib/first-view.mjs).
 */
export function serverEntries(env = process.env) {
  return Object.fromEntries(REMOTES.map((remote) => [remote.name, env[`${envName(remote.name)}_SERVER_ENTRY`]]).filter(([, entry]) => entry));
}

/**
 * The shell's run-time configuration from the environment:
 *   API_BASE (else /api: the shell's server passes that path to the API at API_UPSTREAM, else
 *   http://localhost:<API_PORT>; see lib/api-proxy.mjs), <NAME>_ENTRY (else
 *   http://<PUBLIC_HOST>:<NAME>_PORT/remoteEntry.js); PUBLIC_HOST defaults to localhost;
 *   MEDIA_BASE (else the API), FORCED_RU_BRANDS (comma-separated subs always shown in ru),
 *   BUILD_CHECK_INTERVAL_MS (how often the shell looks for a new build; 0 turns it off),
 *   TELEGRAM_SCRIPT_URL (Telegram's Mini App script, loaded only inside Telegram),
 *   YANDEX_MAPS_URL (Yandex Maps' JavaScript API v3, e.g. https://api-maps.yandex.ru/v3/; unset,
 *   no map uses Yandex and the Content-Security-Policy does not admit it),
 *   SERVICE_WORKER=off (no service worker is registered; see tooling/webpack/service-worker.mjs),
 *   CARD_PROVIDER_URL (the card provider's JSON-RPC endpoint the card screens send card numbers
 *   to; else Payme's https://checkout.paycom.uz/api in production and the API's simulated
 *   provider <API_BASE>/dev/payme-subscribe outside it).
 */
/**
 * Map tiles: TILE_URL / TILE_ATTRIBUTION when set; otherwise the API's offline tiles (drawn from
 * the project's own map of the demo city, so development and tests never leave the machine), or in
 * production the OpenStreetMap-compatible template the shell also defaults to.
 */
export function tileConfig(env, apiBase) {
  if (env.TILE_URL) return { tileUrl: env.TILE_URL, tileAttribution: env.TILE_ATTRIBUTION ?? '' };
  if (env.NODE_ENV === 'production') {
    return { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', tileAttribution: env.TILE_ATTRIBUTION || '© OpenStreetMap contributors' };
  }
  return { tileUrl: `${apiBase.replace(/\/+$/, '')}/tiles/v1/{z}/{x}/{y}.png`, tileAttribution: env.TILE_ATTRIBUTION || '© Lamenu demo map' };
}

/** Where the card screens send card numbers: CARD_PROVIDER_URL, Payme in production, else the API's simulated provider. */
export function cardProviderUrl(env, apiBase) {
  if (env.CARD_PROVIDER_URL) return env.CARD_PROVIDER_URL;
  return env.NODE_ENV === 'production' ? 'https://checkout.paycom.uz/api' : `${apiBase.replace(/\/+$/, '')}/dev/payme-subscribe`;
}

export function shellRuntimeConfig(env = process.env) {
  const host = env.PUBLIC_HOST || 'localhost';
  const remotes = {};
  for (const remote of REMOTES) {
    const entry = env[entryVariable(remote)] || `http://${host}:${env[remote.portVar] || remote.port}/remoteEntry.js`;
    remotes[remote.name] = { entry };
  }
  const apiBase = env.API_BASE || API_PATH;
  const config = {
    apiBase,
    mediaBase: env.MEDIA_BASE || apiBase,
    forcedRussianBrands: (env.FORCED_RU_BRANDS || '').split(',').map((s) => s.trim()).filter(Boolean),
    buildCheckIntervalMs: Number(env.BUILD_CHECK_INTERVAL_MS ?? 60_000),
    telegramScriptUrl: env.TELEGRAM_SCRIPT_URL ?? 'https://telegram.org/js/telegram-web-app.js',
    ...tileConfig(env, apiBase),
    ...(env.YANDEX_MAPS_URL ? { yandexMapsUrl: env.YANDEX_MAPS_URL } : {}),
    cardProviderUrl: cardProviderUrl(env, apiBase),
    serviceWorker: env.SERVICE_WORKER !== 'off',
  };
  return { remotes, config };
}
