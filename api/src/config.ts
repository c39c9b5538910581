import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { MERCHANT_CACHE_TTL_MS } from './lib/tenant';

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
   * `live`: checkout links go to Click, Payme and Uzum. `simulated`: to the API's own provider page
   * (`/dev/pay/:paymentId`, not served in production). Default `simulated`, `live` in production.
   */
  paymentsMode: 'live' | 'simulated';
  /** Storefront origin for payment return links when the request's Origin/Referer is not an allowed one. */
  storefrontUrl: string | null;
  /** Base URL of Uzum's checkout API (providers.md: unsure, so it is configured, never guessed). */
  uzumBaseUrl: string | null;
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
  const production = env.NODE_ENV === 'production';
  const paymentsMode = env.PAYMENTS_MODE?.trim() || (production ? 'live' : 'simulated');
  if (paymentsMode !== 'live' && paymentsMode !== 'simulated') {
    throw new Error(`PAYMENTS_MODE must be "live" or "simulated", got "${env.PAYMENTS_MODE}"`);
  }
  if (production && paymentsMode === 'simulated') {
    throw new Error('PAYMENTS_MODE=simulated needs the development routes, which do not exist when NODE_ENV=production');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    telegramInitDataMaxAge: initDataMaxAge,
    merchantCacheTtlMs,
    paymentsMode,
    storefrontUrl: baseUrl('STOREFRONT_URL', env.STOREFRONT_URL) ?? (production ? null : 'http://localhost:3000'),
    uzumBaseUrl: baseUrl('UZUM_BASE_URL', env.UZUM_BASE_URL),
  };
}
