// The shell's service worker (Workbox GenerateSW), for repeat visits on a bad network: the shell,
// the remotes' content-hashed files and the last menu of each brand come from the cache at once.
// What it never does: serve a remote's entry (remoteEntry.js), the page or the run-time config from
// the cache while the network answers — those decide which shell and which remotes run together,
// and the shell mounts a remote only when its contracts fit (remotes/register.tsx), so a new build
// is picked up on the next visit and an old cached remote never runs under a new shell.
// Nothing with an Authorization header is stored but the brand's menu: no customer's data is kept.
// Offline (issue 34): the worker's own part, shell/src/service-worker/offline-worker.ts, bundled here
// with esbuild into sw-offline.[hash].js and imported by sw.js, stores every remote's code once the
// page is idle (a remote or a screen never opened online opens offline) and answers a navigation
// it has no copy of with another stored page of the storefront, else its own offline page in the
// customer's language: never the browser's error.
// The functions below are copied into sw.js as source: they may not use anything from this file.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { buildSync } from 'esbuild';

const require = createRequire(import.meta.url);
const { GenerateSW } = require('workbox-webpack-plugin');

export const SERVICE_WORKER_FILE = 'sw.js';

/** The worker's offline part, one small script (no imports left), named by its content. */
function offlineWorkerScript(entry) {
  const { outputFiles } = buildSync({
    entryPoints: [entry], bundle: true, write: false, format: 'iife', target: 'es2020', minify: true, legalComments: 'none',
  });
  const source = outputFiles[0].text;
  return { name: `sw-offline.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`, source };
}

/**
 * A remote's file (its entry, its start files, a chunk) the worker's warming stored, when the route's
 * own cache has none: a screen never opened online, a remote never mounted online.
 */
const orWarmed = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => cachedResponse || (await globalThis.storefrontOffline?.warmed(request)) || undefined,
};

/**
 * A picture not seen in this size (the product page's large one after the menu's card), with no
 * network: the same picture in a size that was seen, else a plain grey square, never a broken image.
 */
const orAnotherSizeOfImage = {
  handlerDidError: async ({ request }) => (await (await caches.open('storefront-images')).match(request.url, { ignoreSearch: true, ignoreVary: true }))
    || new Response('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#eceef1"/></svg>', { headers: { 'Content-Type': 'image/svg+xml' } }),
};

/** A navigation with no network and no copy of its own: another page of the storefront, else the worker's offline page. */
const orOfflinePage = {
  handlerDidError: async ({ request }) => globalThis.storefrontOffline?.offlinePage(request),
};

/** One cached answer per brand and language: the brand travels in the `merchant` header, not the URL. */
const keyByBrandAndLanguage = async ({ request }) => {
  const key = new URL(request.url);
  key.searchParams.set('sw-merchant', request.headers.get('merchant') || '');
  key.searchParams.set('sw-language', request.headers.get('accept-language') || '');
  return key.href;
};

/** @param {{ offlineWorker: string }} options  the shell's offline part (its source file), passed by the factory */
export function serviceWorkerPlugin({ offlineWorker }) {
  const offline = offlineWorkerScript(offlineWorker);
  const generate = new GenerateSW({
    swDest: SERVICE_WORKER_FILE,
    importScripts: [offline.name],
    // The shell's own hashed files are precached at install; index.html is not (the server writes
    // the run-time config into it): navigations go to the network first.
    // first-view.mjs: the page server's; sw-offline: imported by sw.js, which the browser keeps with it.
    exclude: [/\.html$/, /\.LICENSE\.txt$/, /stats\.json$/, /first-view\.mjs$/, /^sw-offline\./],
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    navigateFallback: null,
    runtimeCaching: [
      {
        // Every page of the storefront: the network, and the last copy when it does not answer in time;
        // a page never stored: another of the storefront (the app routes by the address), else the
        // worker's offline page in the customer's language.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: { cacheName: 'storefront-pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 8 }, plugins: [orOfflinePage] },
      },
      {
        // Which remotes exist and where: always the network's answer while there is one.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && (url.pathname === '/remotes.json' || url.pathname === '/config.json'),
        handler: 'NetworkFirst',
        options: { cacheName: 'storefront-config', networkTimeoutSeconds: 4 },
      },
      {
        // A remote's entry and its list of start files (the page's first script reads it).
        urlPattern: ({ url }) => url.pathname.endsWith('/remoteEntry.js') || url.pathname.endsWith('/start-files.json'),
        handler: 'NetworkFirst',
        // Loaded by a script tag from another origin, so the answer is opaque (status 0): kept anyway.
        // Offline and never loaded here: the warming's copy (a retry's cache-busting query ignored).
        options: { cacheName: 'storefront-entries', networkTimeoutSeconds: 4, expiration: { maxEntries: 16 }, cacheableResponse: { statuses: [0, 200] }, plugins: [orWarmed] },
      },
      {
        // A remote's chunk with a content hash in its name never changes: cache first.
        urlPattern: ({ url, request }) => request.destination === 'script' && /\.[0-9a-f]{10}\.js$/.test(url.pathname),
        handler: 'CacheFirst',
        // Opaque answers count large against the origin's storage quota in Chromium: the caps stay small.
        // A file the warming stored (CORS, so not opaque) is taken from there.
        options: { cacheName: 'storefront-code', expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 }, cacheableResponse: { statuses: [0, 200] }, plugins: [orWarmed] },
      },
      {
        // The API's images and tiles, on its own origin or under the page's /api/: those seen are kept
        // (a menu's pictures offline), at most 200, a week, dropped first when storage runs short;
        // offline, a size never seen is answered with one that was.
        urlPattern: ({ url, request }) => request.destination === 'image' && /^(\/api)?\/(media\/v1\/images|tiles\/v1)\//.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'storefront-images', expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }, cacheableResponse: { statuses: [0, 200] }, plugins: [orAnotherSizeOfImage] },
      },
      {
        // The menu of a brand: the last one at once, refreshed behind it (the shell also asks again
        // a little later at start-up, which then finds the fresh one). Orders are priced by the server.
        // A logged-in customer's request carries their token (the route's auth is optional), but the
        // answer is the brand's menu, the same for everyone (the API caches it per merchant), and it
        // is kept under the brand's key, never the token's. The page's first script asks for it by
        // the brand's sub-domain (in the path), the shell by the merchant header: both are kept.
        urlPattern: ({ url, request }) => request.method === 'GET' && /^(\/api)?\/products\/v1\/overalls(\/sub\/[^/]+)?$/.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'storefront-menus',
          expiration: { maxEntries: 16 },
          plugins: [{ cacheKeyWillBeUsed: keyByBrandAndLanguage }],
        },
      },
      {
        // What the start needs besides the menu (the one start call, and the merchant's texts its
        // pages show): the network while it answers, else the last answer.
        urlPattern: ({ url, request }) => request.method === 'GET' && !request.headers.has('authorization')
          && /^(\/api)?\/support\/v1\/(storefront\/start|company\/policies)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'storefront-start',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 100 },
          plugins: [{ cacheKeyWillBeUsed: keyByBrandAndLanguage }],
        },
      },
    ],
  });
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('StorefrontOfflineWorker', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'StorefrontOfflineWorker', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(offline.name, new sources.RawSource(offline.source));
        });
      });
      generate.apply(compiler);
    },
  };
}
