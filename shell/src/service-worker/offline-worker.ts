// The service worker's offline part, bundled on its own (tooling/webpack/service-worker.mjs builds it
// with esbuild and Workbox's sw.js imports it): Workbox's routes stay as they are, and this adds
// - the warming: when the page says it is idle (boot/service-worker.ts), every remote's entry, its
//   list of start files and the files of its app and of each of its screens are stored, so a remote
//   the customer never opened online (the basket) or a screen they never opened (a product) opens
//   without a network; files an older deploy named are dropped; and the page itself, when no copy
//   of it is stored (a first visit's page came before the worker);
// - the answer to a navigation with no network and no stored copy of that address: another stored
//   page of the storefront (the app is the same on every page), else a page of its own saying, in
//   the customer's language, that they are offline.
// The routes of sw.js call it through `storefrontOffline` on the worker's global scope.
import { OFFLINE_TEXTS } from '../offline/offline-texts';
import {
  LANGUAGE_KEY, LANGUAGE_MESSAGE, OFFLINE_PAGE_POLICY, OFFLINE_STATE_CACHE, PAGES_CACHE, WARM_CACHE, WARM_MESSAGE,
  offlineLanguage, offlinePageHtml, remoteFiles, shellPageFor, staleFiles,
} from './offline-rules';
import { startFilesOf, type RemoteStartFiles } from '../remotes/start-files';

interface WorkerEvent {
  data?: unknown;
  waitUntil(promise: Promise<unknown>): void;
}

interface WorkerScope {
  location: { origin: string };
  addEventListener(type: 'message', listener: (event: WorkerEvent) => void): void;
  storefrontOffline?: {
    offlinePage(request: Request): Promise<Response>;
    warmed(request: Request): Promise<Response | undefined>;
  };
}

const scope = self as unknown as WorkerScope;

/** A file of another origin (the remotes' servers answer CORS): a readable answer, not an opaque one. */
async function fetchOk(url: string, revalidate: boolean): Promise<Response> {
  const answer = await fetch(url, { mode: 'cors', credentials: 'omit', cache: revalidate ? 'no-cache' : 'default' });
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return answer;
}

async function warmRemote(cache: Cache, stored: readonly string[], entry: string): Promise<void> {
  const listUrl = startFilesOf(entry);
  const [entryAnswer, listAnswer] = await Promise.all([fetchOk(entry, true), fetchOk(listUrl, true)]);
  const files = remoteFiles(entry, (await listAnswer.clone().json()) as RemoteStartFiles);
  // Content-hashed: a file stored once is the same file; the browser queues them per server.
  await Promise.all(files.filter((file) => !stored.includes(file)).map(async (file) => cache.put(file, await fetchOk(file, false))));
  // The entry last: an entry stored is one whose files are all there.
  await cache.put(listUrl, listAnswer);
  await cache.put(entry, entryAnswer);
  for (const stale of staleFiles(stored, entry, [entry, listUrl, ...files])) await cache.delete(stale);
}

async function warmRemotes(): Promise<void> {
  const manifest = (await (await fetchOk(new URL('/remotes.json', scope.location.origin).href, true)).json()) as Record<string, { entry?: unknown } | undefined>;
  const cache = await caches.open(WARM_CACHE);
  const stored = (await cache.keys()).map((request) => request.url);
  const entries = Object.values(manifest).map((remote) => remote?.entry).filter((entry): entry is string => typeof entry === 'string');
  // A remote whose server does not answer now is stored at a later visit; the others still are.
  await Promise.all(entries.map((entry) => warmRemote(cache, stored, new URL(entry, scope.location.origin).href).catch(() => {})));
}

/**
 * The page the customer is on, when no copy of it is stored yet: the first visit's page came before
 * the worker, so without this a reload offline had no page at all. Later visits refresh it through
 * the navigation route (network first).
 */
async function keepPage(address: unknown): Promise<void> {
  if (typeof address !== 'string') return;
  const url = new URL(address, scope.location.origin);
  if (url.origin !== scope.location.origin) return;
  url.hash = '';
  const pages = await caches.open(PAGES_CACHE);
  if (await pages.match(url.href, { ignoreVary: true })) return;
  const answer = await fetch(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (answer.ok && (answer.headers.get('content-type') ?? '').startsWith('text/html')) await pages.put(url.href, answer);
}

let warming: Promise<void> | null = null;
function warmOnce(page: unknown): Promise<void> {
  warming ??= Promise.all([keepPage(page).catch(() => {}), warmRemotes().catch(() => {})]).then(() => {}).finally(() => { warming = null; });
  return warming;
}

async function rememberLanguage(language: unknown): Promise<void> {
  if (typeof language !== 'string' || !language) return;
  await (await caches.open(OFFLINE_STATE_CACHE)).put(LANGUAGE_KEY, new Response(language));
}

scope.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; language?: unknown; page?: unknown } | null;
  if (message?.type === LANGUAGE_MESSAGE) event.waitUntil(rememberLanguage(message.language));
  if (message?.type === WARM_MESSAGE) event.waitUntil(Promise.all([rememberLanguage(message.language), warmOnce(message.page)]));
});

async function offlinePage(request: Request): Promise<Response> {
  const pages = await caches.open(PAGES_CACHE);
  const chosen = shellPageFor((await pages.keys()).map((key) => key.url), request.url);
  const page = chosen ? await pages.match(chosen, { ignoreVary: true }) : undefined;
  if (page) return page;
  const told = await (await (await caches.open(OFFLINE_STATE_CACHE)).match(LANGUAGE_KEY))?.text();
  const language = offlineLanguage(told, request.headers.get('accept-language'));
  return new Response(offlinePageHtml(language, OFFLINE_TEXTS[language], request.url), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': OFFLINE_PAGE_POLICY, 'Cache-Control': 'no-store' },
  });
}

/** A remote's file the warming stored (the address without its query: the entry's retries add one). */
function warmed(request: Request): Promise<Response | undefined> {
  return caches.match(request.url, { cacheName: WARM_CACHE, ignoreSearch: true, ignoreVary: true });
}

scope.storefrontOffline = { offlinePage, warmed };
