import { REMOTE_ERROR_EVENT } from '@storefront/contracts';
import { isChunkLoadError, mayReloadAfterChunkError, buildIdOf } from './decisions';

const LAST_RELOAD_KEY = 'storefront:chunk-reload-at';

/**
 * Spec §4: a failed page-part load reloads the page once; a second failure within 10 s is left to
 * the remote's notice. Answers whether a reload was started.
 */
export function handleChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  let last: number | null = null;
  try { last = Number(sessionStorage.getItem(LAST_RELOAD_KEY)) || null; } catch { /* no storage */ }
  if (!mayReloadAfterChunkError(last, Date.now())) return false;
  try { sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now())); } catch { /* no storage */ }
  window.location.reload();
  return true;
}

/**
 * Reloads on a chunk failure nobody handled, or one a remote's error boundary caught (a lazy part
 * of a remote that did not download: retrying it in place would meet the same failed import).
 */
export function watchChunkErrors(): void {
  window.addEventListener('unhandledrejection', (event) => { handleChunkError(event.reason); });
  window.addEventListener('error', (event) => { handleChunkError(event.error); });
  window.addEventListener(REMOTE_ERROR_EVENT, (event) => { handleChunkError((event as CustomEvent<unknown>).detail); });
}

/** Spec §4: a periodic check that reloads the page when a new build of the shell is deployed. */
export function watchBuildId(intervalMs: number): void {
  if (!intervalMs) return;
  const current = buildIdOf(document.documentElement.outerHTML);
  if (!current) return;
  setInterval(async () => {
    try {
      const response = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
      const latest = response.ok ? buildIdOf(await response.text()) : null;
      if (latest && latest !== current) window.location.reload();
    } catch { /* offline: check again next time */ }
  }, intervalMs);
}
