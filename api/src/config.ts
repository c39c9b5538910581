import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { MERCHANT_CACHE_TTL_MS } from './platform/tenant';
import { LIMIT_POLICIES } from './limits/policies';
import { cardTokenKeysFromEnv, type CardTokenCipher } from './domains/payments';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiConfig {
  port: number;
  host: string;
  production: boolean;
  /** Extra allowed browser origins; `*` inside a host matches one sub-domain level. */
  corsOrigins: string[];
  /** Oldest Telegram init data (by auth_date) still accepted, in seconds; providers.md: a day at most. */
  telegramInitDataMaxAge: number;
  /** How long the tenant hook trusts a looked-up merchant, in ms (0: ask the database every request). */
  merchantCacheTtlMs: number;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): behind a reverse proxy the per-IP limit of login codes
   * must see the customer's address from X-Forwarded-For, not the proxy's. false by default.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  sms: SmsConfig;
  login: LoginLimits;
  /**
   * Orders placed from one IP address per 10 minutes (ORDERS_PER_IP_PER_10_MIN; the per-IP side of
   * the orderCreate abuse limit). The browser suite places its customers' orders from 127.0.0.1.
   */
  ordersPerIpPer10Min: number;
  /**
   * `live`: checkout links go to Click, Payme and Uzum. `simulated`: to the API's own provider page
   * (`/dev/pay/:paymentId`, not served in production). Default `simulated`, `live` in production.
   */
  paymentsMode: 'live' | 'simulated';
  /** Storefront origin for payment return links when the request's Origin/Referer is not an allowed one. */
  storefrontUrl: string | null;
  /** Base URL of Uzum's checkout API (providers.md: unsure, so it is configured, never guessed). */
  uzumBaseUrl: string | null;
  /**
   * CARD_PROVIDER_URL: Payme's Subscribe API endpoint, which the API asks about saved cards
   * (cards.check, cards.remove) and charges them through (receipts.create, receipts.pay). Unset
   * outside production: the API's own simulated provider (`/dev/payme-subscribe`), called in process.
   * Unset in production: Payme's `https://checkout.paycom.uz/api`.
   */
  cardProviderUrl: string | null;
  /**
   * CARD_TOKEN_KEYS: the AES-256-GCM keys sealing saved cards' tokens at rest (`k2:<base64>,k1:<base64>`,
   * the first seals, all open). Unset outside production: a fixed, public development key. Unset in
   * production: null, and the start is refused (missingForProduction).
   */
  cardTokenKeys: CardTokenCipher | null;
  server: ServerLimits;
  /** REDIS_URL: abuse limits count in Redis instead of PostgreSQL (shared by every API process either way). */
  redisUrl: string | null;
  /** ABUSE_LIMITS=off switches the 429 limits off for load tests; refused in production. */
  abuseLimits: boolean;
  /**
   * ORDER_SIMULATOR: the development stand-in for merchants' systems, moving new orders along
   * their life every `stepMs` (ORDER_SIMULATOR_STEP_MS, default 15 000). On by default outside
   * production, refused in production; null when off.
   */
  orderSimulator: { stepMs: number } | null;
  /**
   * TELEGRAM_API_URL: the Bot API's base, where merchants' bots send customers their orders' news
   * (domains/bot-messages). Unset: https://api.telegram.org in production; outside production null,
   * and the messages stay in the `bot_messages` outbox (development and e2e never reach Telegram).
   */
  telegramApiUrl: string | null;
}

/**
 * What a slow or idle client may hold. A request's headers and then its whole body must arrive in
 * time, an idle socket is closed, and past the connection cap new sockets are refused, so a client
 * trickling bytes or opening sockets without speaking cannot pin the process.
 */
export interface ServerLimits {
  /** HEADERS_TIMEOUT_MS: the request line and headers, from the first byte. */
  headersTimeoutMs: number;
  /** REQUEST_TIMEOUT_MS: the whole request, body included (not the answer: event streams stay open). */
  requestTimeoutMs: number;
  /** IDLE_TIMEOUT_MS: a socket with no traffic either way (event streams send heartbeats). */
  idleTimeoutMs: number;
  /** MAX_CONNECTIONS: open sockets of this process; room for the event streams of ARCHITECTURE.md §6. */
  maxConnections: number;
  /** How often Node checks the two request timeouts (tests shorten it). */
  timeoutCheckIntervalMs: number;
}

export interface SmsConfig {
  /** 'live' sends through the merchant's Eskiz or Play Mobile account; anything else stores in the outbox. */
  mode: 'live' | 'outbox';
  eskizBaseUrl: string;
  /** Eskiz sender name (`from`). */
  eskizFrom: string;
  playMobileUrl: string;
  /** Play Mobile `originator`. */
  playMobileOriginator: string;
}

export interface LoginLimits {
  /** Login codes sent from one IP address per rolling hour (LOGIN_CODES_PER_IP_PER_HOUR). */
  codesPerIpPerHour: number;
  /** Codes checked from one IP address per 10 minutes (CODE_CHECKS_PER_IP_PER_10_MIN; the codeCheck abuse limit). */
  codeChecksPerIpPer10Min: number;
}

/** Payme's Subscribe API (its test platform is https://checkout.test.paycom.uz/api). */
export const PAYME_SUBSCRIBE_URL = 'https://checkout.paycom.uz/api';
export const ESKIZ_BASE_URL = 'https://notify.eskiz.uz/api';
export const PLAY_MOBILE_URL = 'https://send.smsxabar.uz/broker-api/send';
export const TELEGRAM_API_URL = 'https://api.telegram.org';
const DEFAULT_CODES_PER_IP_PER_HOUR = 20;

/** TRUST_PROXY: true, a number of proxy hops, or proxy addresses/CIDRs separated by commas. */
function parseTrustProxy(raw: string | undefined): ApiConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value;
}

/** An http(s) URL without a trailing slash, or null when unset. */
function baseUrl(name: string, value: string | undefined): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url.toString().replace(/\/+$/, '');
}

function httpUrl(name: string, raw: string | undefined, fallback: string): string {
  return baseUrl(name, raw) ?? fallback;
}

/** A whole number from the environment within bounds, or the fallback when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

function smsModeFromEnv(raw: string | undefined): SmsConfig['mode'] {
  const value = raw?.trim() || 'outbox';
  if (value !== 'live' && value !== 'outbox') throw new Error(`SMS_MODE must be "live" or "outbox", got "${raw}"`);
  return value;
}

function abuseLimitsFromEnv(raw: string | undefined, production: boolean): boolean {
  const value = raw?.trim() || 'on';
  if (value !== 'on' && value !== 'off') throw new Error(`ABUSE_LIMITS must be "on" or "off", got "${raw}"`);
  if (production && value === 'off') throw new Error('ABUSE_LIMITS=off is for load tests and is refused in production');
  return value === 'on';
}

function orderSimulatorFromEnv(env: NodeJS.ProcessEnv, production: boolean): ApiConfig['orderSimulator'] {
  const value = env.ORDER_SIMULATOR?.trim() || (production ? 'off' : 'on');
  if (value !== 'on' && value !== 'off') throw new Error(`ORDER_SIMULATOR must be "on" or "off", got "${env.ORDER_SIMULATOR}"`);
  if (production && value === 'on') throw new Error('ORDER_SIMULATOR=on moves real orders by itself and is refused in production');
  return value === 'on' ? { stepMs: wholeNumber(env, 'ORDER_SIMULATOR_STEP_MS', 15_000, 100, 3_600_000) } : null;
}

/**
 * The API's mode. Development behaviour (the `/dev/*` routes, the simulated SMS, payment and card
 * providers, the order simulator, the demo merchants' credentials, `*.localhost` origins) exists
 * only when NODE_ENV says `development` (npm start, the bench) or `test` (the suites). Anything
 * else, an unset NODE_ENV included, is production: a deployment that forgets the variable gets the
 * safe behaviour, never the one that hands out login codes.
 */
export function isProductionEnv(env: NodeJS.ProcessEnv): boolean {
  const mode = env.NODE_ENV?.trim();
  return mode !== 'development' && mode !== 'test';
}

/**
 * What a production start needs and did not get, one line per setting; empty outside production.
 * main.ts refuses to start on any of them. Values already read by configFromEnv are checked there;
 * these are the settings whose absence has a development default that must not reach customers.
 */
export function missingForProduction(env: NodeJS.ProcessEnv): string[] {
  if (!isProductionEnv(env)) return [];
  const missing: string[] = [];
  const unset = (name: string) => !env[name]?.trim();
  if (unset('DATABASE_URL')) {
    missing.push('DATABASE_URL is not set: production keeps its data in PostgreSQL (postgres://user:password@host:5432/database), not in an embedded PGlite folder');
  }
  if (unset('STOREFRONT_URL')) {
    missing.push('STOREFRONT_URL is not set: the storefront\'s https origin, where payment providers send the customer back');
  }
  if (unset('SMS_MODE')) {
    missing.push('SMS_MODE is not set: "live" sends login codes through each merchant\'s Eskiz or Play Mobile account; "outbox" keeps them in the database, where no customer receives them');
  }
  if (unset('PAYMENTS_MODE')) {
    missing.push('PAYMENTS_MODE is not set: production takes "live" (checkout links go to Click, Payme and Uzum)');
  }
  if (unset('CARD_TOKEN_KEYS')) {
    missing.push('CARD_TOKEN_KEYS is not set: saved cards\' tokens are sealed at rest with it, "k1:<base64 of 32 random bytes>" (openssl rand -base64 32); docs/security.md');
  }
  return missing;
}

const DEFAULT_INIT_DATA_MAX_AGE = 3600;
/** A deactivated merchant must not keep being served for long: a minute is the most allowed. */
const LONGEST_MERCHANT_CACHE_TTL_MS = 60_000;
const LONGEST_INIT_DATA_MAX_AGE = 86_400;

export function configFromEnv(env: NodeJS.ProcessEnv): ApiConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const initDataMaxAge = Number(env.TELEGRAM_INIT_DATA_MAX_AGE || DEFAULT_INIT_DATA_MAX_AGE);
  if (!Number.isInteger(initDataMaxAge) || initDataMaxAge < 1 || initDataMaxAge > LONGEST_INIT_DATA_MAX_AGE) {
    throw new Error(`TELEGRAM_INIT_DATA_MAX_AGE must be whole seconds from 1 to ${LONGEST_INIT_DATA_MAX_AGE}, got "${env.TELEGRAM_INIT_DATA_MAX_AGE}"`);
  }
  const merchantCacheTtlMs = Number(env.MERCHANT_CACHE_TTL_MS || MERCHANT_CACHE_TTL_MS);
  if (!Number.isInteger(merchantCacheTtlMs) || merchantCacheTtlMs < 0 || merchantCacheTtlMs > LONGEST_MERCHANT_CACHE_TTL_MS) {
    throw new Error(`MERCHANT_CACHE_TTL_MS must be whole milliseconds from 0 to ${LONGEST_MERCHANT_CACHE_TTL_MS}, got "${env.MERCHANT_CACHE_TTL_MS}"`);
  }
  const codesPerIp = Number(env.LOGIN_CODES_PER_IP_PER_HOUR || DEFAULT_CODES_PER_IP_PER_HOUR);
  if (!Number.isInteger(codesPerIp) || codesPerIp < 1 || codesPerIp > 100_000) {
    throw new Error(`LOGIN_CODES_PER_IP_PER_HOUR must be a whole number from 1 to 100000, got "${env.LOGIN_CODES_PER_IP_PER_HOUR}"`);
  }
  const codeChecksPerIp = wholeNumber(env, 'CODE_CHECKS_PER_IP_PER_10_MIN', LIMIT_POLICIES.codeCheck.perIp.points, 1, 100_000);
  const ordersPerIp = wholeNumber(env, 'ORDERS_PER_IP_PER_10_MIN', LIMIT_POLICIES.orderCreate.perIp.points, 1, 100_000);
  const production = isProductionEnv(env);
  const paymentsMode = env.PAYMENTS_MODE?.trim() || (production ? 'live' : 'simulated');
  if (paymentsMode !== 'live' && paymentsMode !== 'simulated') {
    throw new Error(`PAYMENTS_MODE must be "live" or "simulated", got "${env.PAYMENTS_MODE}"`);
  }
  if (production && paymentsMode === 'simulated') {
    throw new Error('PAYMENTS_MODE=simulated needs the development routes, which do not exist in production');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    telegramInitDataMaxAge: initDataMaxAge,
    merchantCacheTtlMs,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sms: {
      mode: smsModeFromEnv(env.SMS_MODE),
      eskizBaseUrl: httpUrl('ESKIZ_BASE_URL', env.ESKIZ_BASE_URL, ESKIZ_BASE_URL),
      eskizFrom: env.ESKIZ_FROM?.trim() || '4546',
      playMobileUrl: httpUrl('PLAY_MOBILE_URL', env.PLAY_MOBILE_URL, PLAY_MOBILE_URL),
      playMobileOriginator: env.PLAY_MOBILE_ORIGINATOR?.trim() || '3700',
    },
    login: { codesPerIpPerHour: codesPerIp, codeChecksPerIpPer10Min: codeChecksPerIp },
    ordersPerIpPer10Min: ordersPerIp,
    paymentsMode,
    storefrontUrl: baseUrl('STOREFRONT_URL', env.STOREFRONT_URL) ?? (production ? null : 'http://localhost:3000'),
    uzumBaseUrl: baseUrl('UZUM_BASE_URL', env.UZUM_BASE_URL),
    cardProviderUrl: baseUrl('CARD_PROVIDER_URL', env.CARD_PROVIDER_URL) ?? (production ? PAYME_SUBSCRIBE_URL : null),
    cardTokenKeys: cardTokenKeysFromEnv(env.CARD_TOKEN_KEYS, production),
    redisUrl: env.REDIS_URL?.trim() || null,
    abuseLimits: abuseLimitsFromEnv(env.ABUSE_LIMITS, production),
    orderSimulator: orderSimulatorFromEnv(env, production),
    telegramApiUrl: baseUrl('TELEGRAM_API_URL', env.TELEGRAM_API_URL) ?? (production ? TELEGRAM_API_URL : null),
    server: {
      headersTimeoutMs: wholeNumber(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 120_000),
      requestTimeoutMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
      idleTimeoutMs: wholeNumber(env, 'IDLE_TIMEOUT_MS', 60_000, 100, 600_000),
      maxConnections: wholeNumber(env, 'MAX_CONNECTIONS', 6_000, 1, 1_000_000),
      timeoutCheckIntervalMs: wholeNumber(env, 'TIMEOUT_CHECK_INTERVAL_MS', 1_000, 10, 30_000),
    },
  };
}
