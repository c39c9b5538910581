import { APP_VERSION, RELOAD_GUARD_MS, readRoutePrefix } from '@storefront/contracts';

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
  return { menuRefreshMs: 1234, activeOrdersMs: loggedIn ? 500 : null } as const;
}
