// The shell's service worker (Workbox GenerateSW), for repeat visits on a bad network: the shell,
// the remotes' content-hashed files and the last menu of each brand come from the cache at once.
// What it never does: serve a remote's entry (remoteEntry.js), the page or the run-time config from
// the cache while the network answers — those decide which shell and which remotes run together,
// and the shell mounts a remote only when its contracts fit (remotes/register.tsx), so a new build
// is picked up on the next visit and an old cached remote never runs under a new shell.
// Nothing with an Authorization header is stored but the brand's menu: no customer's data is kept.
// The functions below are copied into sw.js as source: they may not use anything from this file.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { GenerateSW } = require('workbox-webpack-plugin');

export const SERVICE_WORKER_FILE = 'sw.js';

/** One cached answer per brand and language: the brand travels in the `merchant` header, not the URL. */
const keyByBrandAndLanguage = async ({ request }) => {
  const key = new URL(request.url);
  key.searchParams.set('sw-merchant', request.headers.get('merchant') || '');
  key.searchParams.set('sw-language', request.headers.get('accept-language') || '');
  return key.href;
};

export function serviceWorkerPlugin() {
  return new GenerateSW({
    swDest: SERVICE_WORKER_FILE,
    // The shell's own hashed files are precached at install; index.html is not (the server writes
    // the run-time config into it): navigations go to the network first.
    exclude: [/\.html$/, /\.LICENSE\.txt$/, /stats\.json$/, /first-view\.mjs$/], // first-view.mjs: the page server's
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    navigateFallback: null,
    runtimeCaching: [
      {
        // Every page of the storefront: the network, and the last copy when it does not answer in time.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: { cacheName: 'storefront-pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 8 } },
      },
      {
        // Which remotes exist and where: always the network's answer while there is one.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && (url.pathname === '/remotes.json' || url.pathname === '/config.json'),
        handler: 'NetworkFirst',
        options: { cacheName: 'storefront-config', networkTimeoutSeconds: 4 },
      },
      {
        urlPattern: ({ url }) => url.pathname.endsWith('/remoteEntry.js'),
        handler: 'NetworkFirst',
        // Loaded by a script tag from another origin, so the answer is opaque (status 0): kept anyway.
        options: { cacheName: 'storefront-entries', networkTimeoutSeconds: 4, expiration: { maxEntries: 16 }, cacheableResponse: { statuses: [0, 200] } },
      },
      {
        // A remote's chunk with a content hash in its name never changes: cache first.
        urlPattern: ({ url, request }) => request.destination === 'script' && /\.[0-9a-f]{10}\.js$/.test(url.pathname),
        handler: 'CacheFirst',
        // Opaque answers count large against the origin's storage quota in Chromium: the caps stay small.
        options: { cacheName: 'storefront-code', expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 }, cacheableResponse: { statuses: [0, 200] } },
      },
      {
        // The API's images and tiles, on its own origin or under the page's /api/.
        urlPattern: ({ url, request }) => request.destination === 'image' && /^(\/api)?\/(media\/v1\/images|tiles\/v1)\//.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'storefront-images', expiration: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600 }, cacheableResponse: { statuses: [0, 200] } },
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
}
