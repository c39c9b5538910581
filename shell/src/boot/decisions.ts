import { ACTIVE_ORDERS_DELAY_MS, APP_VERSION, LANGUAGES, MENU_REFRESH_DELAY_MS, RELOAD_GUARD_MS, readRoutePrefix, type ApiError, type Language } from '@storefront/contracts';

/** Spec §4: a stored app version other than this build's clears the caches and reloads once. */
export function versionAction(stored: string | null): 'continue' | 'first-visit' | 'reset' {
  if (stored === APP_VERSION) return 'continue';
  return stored === null ? 'first-visit' : 'reset';
}

/** Spec §2: /ru, /uz, /1 and /2 set a cookie and land on `/` (the rest of the path is dropped). */
export function prefixRedirect(pathname: string): { cookie: 'lang' | 'page'; value: string; to: '/' } | null {
  const prefix = readRoutePrefix(pathname);
  return prefix ? { ...prefix, to: '/' } : null;
}

/** Spec §4: a failed page-part load reloads once; another failure within 10 s shows the error instead. */
export function mayReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > RELOAD_GUARD_MS;
}

/** A chunk that failed to download (as opposed to code that threw). */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return Boolean(e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module/i.test(e.message ?? '')));
}

/** The build id of a shell page: the content hash of its main script, which every build changes. */
export function buildIdOf(html: string): string | null {
  return /<script[^>]+src="[^"]*\bmain\.([0-9a-f]+)\.js"/i.exec(html)?.[1] ?? null;
}

/** The menu refresh and active-order timers of spec §4 "Startup". */
export function startupSchedule(loggedIn: boolean) {
  return { menuRefreshMs: MENU_REFRESH_DELAY_MS, activeOrdersMs: loggedIn ? ACTIVE_ORDERS_DELAY_MS : null } as const;
}

/** Waits before each new attempt at the merchant's start-up data when the API could not answer. */
export const BOOT_RETRY_DELAYS_MS = [500, 1_500, 4_000] as const;

export type BootFailureAction =
  | { kind: 'not-found' }
  | { kind: 'retry'; delayMs: number }
  | { kind: 'give-up' };

/** Failures that say nothing about the merchant: the network, a timeout, an overloaded or broken server. */
function isTransient({ status, code }: Pick<ApiError, 'status' | 'code'>): boolean {
  if (status === 0) return code === 'NETWORK_ERROR' || code === 'TIMEOUT';
  return status >= 500 || status === 408 || status === 429;
}

/**
 * What a failed start-up request of the merchant's data leads to (spec §8). Only the API saying the
 * merchant does not exist sends the customer to /merchantNotAvailable, which clears the session; a
 * failure that says nothing about the merchant is asked again after a growing wait (`attempt`
 * counts the failures so far, from 1), and in the end shows the error page with the session kept.
 */
export function afterBootFailure(error: Pick<ApiError, 'status' | 'code'>, attempt: number): BootFailureAction {
  if (error.status === 404 && error.code === 'MERCHANT_NOT_FOUND') return { kind: 'not-found' };
  const delayMs = BOOT_RETRY_DELAYS_MS[attempt - 1];
  return isTransient(error) && delayMs !== undefined ? { kind: 'retry', delayMs } : { kind: 'give-up' };
}

/** The language of a page shown before the merchant's settings are known: the stored choice, the `lang` cookie, else uz. */
export function languageBeforeSettings(stored: string | null, cookie: string | null): Language {
  return [stored, cookie].find((value): value is Language => (LANGUAGES as readonly (string | null)[]).includes(value)) ?? 'uz';
}
