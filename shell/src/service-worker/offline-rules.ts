// The service worker's offline decisions, as pure functions (shell/test/offline-rules.test.ts): which
// files of a remote it keeps so its screens open without a network, which stored page of the
// storefront answers a navigation it has no copy of, and its own offline page in the customer's
// language. The worker's glue is service-worker/offline-worker.ts; the page's side is
// boot/service-worker.ts and offline/offline-notice.ts.
import type { OfflineLanguage, OfflineTexts } from '../offline/offline-texts';
import { listedFiles, type RemoteStartFiles } from '../remotes/start-files';

/** The page asks the worker, once idle, to store the remotes' code (with the page's language). */
export const WARM_MESSAGE = 'storefront:warm-remotes';
/** The page tells the worker the customer's language (for its own offline page). */
export const LANGUAGE_MESSAGE = 'storefront:language';

/** The cache the worker keeps every remote's entry, its list of files and those files in. */
export const WARM_CACHE = 'storefront-warm';
/** The cache of the worker's own small state (the customer's language). */
export const OFFLINE_STATE_CACHE = 'storefront-offline';
/** Where in it the language is kept: an address of the page's origin no server answers. */
export const LANGUAGE_KEY = '/__storefront-offline/language';
/** The pages cache of tooling/webpack/service-worker.mjs (its navigation route). */
export const PAGES_CACHE = 'storefront-pages';

/**
 * Every file a remote needs to draw each of its screens: its app's files and those its start files
 * list for each route and each part (a product page, the search, the map's engine...), as absolute
 * addresses beside its entry, once each. The shell's own worker stores a remote's code here, and
 * needs no name of the remote's chunks to do it: it takes whatever the list names.
 */
export function remoteFiles(entry: string, list: RemoteStartFiles | null | undefined): string[] {
  return [...new Set(listedFiles(list).map((name) => new URL(name, entry).href))];
}

/** The folder a remote is served from (its entry's), the files of which a new deploy replaces. */
export function remoteFolder(entry: string): string {
  return new URL('./', entry).href;
}

/** Stored files of a remote that its current deploy no longer names (old builds): the worker drops them. */
export function staleFiles(stored: readonly string[], entry: string, keep: readonly string[]): string[] {
  const folder = remoteFolder(entry);
  const kept = new Set(keep);
  return stored.filter((url) => url.startsWith(folder) && !kept.has(url));
}

/** A language name as the page or a browser gives it (`ru`, `en-US`, `eng`), or null. */
export function languageOf(value: string | null | undefined): OfflineLanguage | null {
  const code = (value ?? '').trim().toLowerCase().split(/[-_;]/)[0];
  if (code === 'uz' || code === 'ru') return code;
  if (code === 'en' || code === 'eng') return 'eng';
  return null;
}

/** The customer's language: the one the page last told the worker, else the browser's first it knows, else Uzbek. */
export function offlineLanguage(told: string | null | undefined, acceptLanguage: string | null | undefined): OfflineLanguage {
  const fromPage = languageOf(told);
  if (fromPage) return fromPage;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const language = languageOf(part);
    if (language) return language;
  }
  return 'uz';
}

/**
 * Which stored page of the storefront answers a navigation the worker has no copy of: the app is
 * the same on every page (the route is the address's), so any will do; the best is one of the same
 * brand (`vendor`) and the home page, whose first view the shell takes away at once on another
 * route. Null: no page of this origin is stored.
 */
export function shellPageFor(stored: readonly string[], wanted: string): string | null {
  const target = new URL(wanted);
  let best: { url: string; score: number } | null = null;
  for (const url of stored) {
    const page = new URL(url);
    if (page.origin !== target.origin) continue;
    const score = (page.pathname === target.pathname ? 4 : 0)
      + (page.searchParams.get('vendor') === target.searchParams.get('vendor') ? 2 : 0)
      + (page.pathname === '/' ? 1 : 0);
    // Later entries are the more recently stored: they win a tie.
    if (!best || score >= best.score) best = { url, score };
  }
  return best?.url ?? null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The worker's own page for a storefront address it cannot open without a network and has no page
 * of the storefront for: in the customer's language, with a link that tries the address again. No
 * script (the page's policy, which the worker sends with it, allows none), styles inline.
 */
export function offlinePageHtml(language: OfflineLanguage, texts: OfflineTexts, retryUrl: string): string {
  const lang = language === 'eng' ? 'en' : language;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff}
main{max-width:480px;margin:0 auto;padding:72px 24px;text-align:center}h1{font-size:1.4rem;margin:16px 0 8px}
p{line-height:1.5;color:#4b5563}a{display:inline-block;margin-top:20px;padding:12px 24px;border-radius:12px;background:#1f2328;color:#fff;text-decoration:none;font-weight:600}
svg{width:56px;height:56px}</style></head>
<body><main data-testid="offline-page" role="alert">
<svg viewBox="0 0 24 24" fill="none" stroke="#9ca3af" stroke-width="1.8" aria-hidden="true"><path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18"/></svg>
<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.body)}</p><a href="${escapeHtml(retryUrl)}">${escapeHtml(texts.retry)}</a>
</main></body></html>`;
}

/** The policy of the worker's own page: its inline styles, nothing else. */
export const OFFLINE_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self' https://web.telegram.org https://*.telegram.org";
