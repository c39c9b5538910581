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
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    telegramInitDataMaxAge: initDataMaxAge,
    merchantCacheTtlMs,
  };
}
