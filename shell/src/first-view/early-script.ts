// The page's first script, about 3 KB written into the page itself (an inline module, see
// tooling/webpack/early-script-plugin.mjs): while the storefront's code (about 120 KB) is still
// downloading, it asks for the start and the menu of the brand this page opens (both at once),
// and for the entry of the remote that draws this page, so the shop's data and the screen's code
// arrive with the shell's code rather than round trips after it (ARCHITECTURE.md §6, a flat start). It
// imports only the brand, address and route rules, never the contracts' shared module: no Module
// Federation negotiation has happened yet.
import { MAP_ENGINE_CHUNK, matchAppRoute, needsMenu, overallBySubUrl, resolveBrand, startUrl, wantsYandex } from '@storefront/contracts/rules';
import { apiBaseOf, inlinedRuntime, mediaBaseOf } from '../boot/inlined-runtime';
import { askEarly, leaveEarly } from './early-answers';
import { inlinedStart, shownFirstView, startHeldCode, viewPainted } from './held-code';
import { preloadFirstBanner, preloadProductImage } from '../boot/preload-images';
import { BRAND_KEY } from '../boot/brand-key';
import { mayBeTelegram } from '../telegram/webapp';
import { partFiles, routeFiles, startFilesOf, type RemoteStartFiles } from '../remotes/start-files';

function stored(): string | null {
  try {
    return window.localStorage.getItem(BRAND_KEY);
  } catch {
    return null;
  }
}

type EarlyStartAnswer = {
  merchant?: { yandexMapKey?: string | null };
  settings?: { mapType?: Parameters<typeof wantsYandex>[0]['mapType'] };
  banners?: { image: string }[];
} | null;

// Without the inlined configuration (nginx serves config.json) the API's address is not known
// yet: the boot asks once it is.
const runtime = inlinedRuntime();
/** The route this page opens: its owner, its lazily loaded screen, its largest image. */
const opened = matchAppRoute(window.location.pathname)?.route;
const { brand } = resolveBrand({ hostname: window.location.hostname, search: window.location.search, stored: stored() });
const config = (runtime?.config && typeof runtime.config === 'object' ? runtime.config : {}) as Record<string, unknown>;
/**
 * With a first view in the page (page-server.tsx), everything else waits until its largest image
 * is painted: the storefront's code, the menu, the screen's code.
 */
const painted = viewPainted(shownFirstView());
void painted.then(startHeldCode);
/** The start the first view was drawn from: the boot takes it rather than asking again. */
const startInPage = inlinedStart();
/** The brand's start as this script reads it; null when it was not asked for or did not come. */
let started: Promise<EarlyStartAnswer> = Promise.resolve(null);
if (runtime && brand) {
  const apiBase = apiBaseOf(config, window.location.origin);
  const mediaBase = mediaBaseOf(config, window.location.origin);
  const start = startInPage
    ? leaveEarly(startUrl(apiBase, brand), Promise.resolve(new Response(startInPage, { status: 200, headers: { 'content-type': 'application/json' } })))
    : askEarly(startUrl(apiBase, brand));
  started = start
    .then((answer) => (answer.ok ? answer.clone().json() as Promise<EarlyStartAnswer> : null))
    .catch(() => null);
  // The menu, asked for at once by the brand's sub-domain (beside the start, not a round trip after
  // it) on a screen that draws from it: it downloads with the storefront's code. Elsewhere the
  // boot asks for it with spec §4's delayed refresh, or when the customer opens a screen that
  // needs it (needsMenu). Inside Telegram the boot asks for the Mini App's menu itself (it decides
  // the channel later).
  if (!mayBeTelegram() && needsMenu(window.location.pathname)) {
    // After the view's paint (at once without one), still before the storefront's code has run.
    const menu = painted.then(() => askEarly(overallBySubUrl(apiBase, brand, 'WEB')));
    // A product page's largest paint, its image, asked for as soon as the menu names it. Only
    // there is the menu read here (the boot reads it again: a second parse, on this page only).
    if (opened?.path === '/product/:id') {
      void menu
        .then((answer) => (answer.ok ? answer.clone().json() as Promise<{ products?: unknown } | null> : null))
        .then((overall) => { if (Array.isArray(overall?.products)) preloadProductImage(window.location.pathname, overall.products, mediaBase); })
        .catch(() => {});
    }
  }
  // The home page's largest paint, asked for as soon as the start names it.
  void started
    .then((start) => { if (Array.isArray(start?.banners)) preloadFirstBanner(window.location.pathname, start.banners, mediaBase); })
    .catch(() => {});
}

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

// The route owner's entry and the files of its app (the list its build writes beside the entry,
// remotes/start-files.ts), fetched now and run by Module Federation later: its script tags find
// them loaded (same address, no crossorigin on either side). With them, the files of the screen
// the remote loads lazily for this route, asked by the route table's path (a product page, the
// search, a map screen), and a map's engine by its public part name: never by the remote's own
// chunk names.
const owner = opened?.owner;
const entry = runtime && owner && owner !== 'shell' ? (runtime.remotes as Record<string, { entry?: unknown } | undefined>)[owner]?.entry : undefined;
// In a task of its own after the held code has started: the two together were one long task.
const heldCodeStarted = painted.then(() => new Promise<void>((resolve) => { setTimeout(resolve, 0); }));
if (opened && typeof entry === 'string' && /^https?:\/\//.test(entry)) void heldCodeStarted.then(() => {
  preloadScript(entry);
  const preloadFiles = (files: string[]) => {
    for (const file of files) preloadScript(new URL(file, entry).href);
  };
  void fetch(startFilesOf(entry))
    .then((answer) => (answer.ok ? answer.json() : null))
    .then((list: RemoteStartFiles | null) => {
      preloadFiles(routeFiles(list, opened.path));
      // A map's first tiles wait for its engine: fetched with the screen, once the start says the
      // merchant's map is drawn with Leaflet (a Yandex merchant never downloads it unless Yandex fails).
      if ('drawsMap' in opened) {
        void started.then((start) => {
          const yandexMapsUrl = typeof config.yandexMapsUrl === 'string' ? config.yandexMapsUrl : null;
          if (start && !wantsYandex({ mapType: start.settings?.mapType, yandexMapKey: start.merchant?.yandexMapKey, yandexMapsUrl })) {
            preloadFiles(partFiles(list, MAP_ENGINE_CHUNK));
          }
        });
      }
    })
    .catch(() => {});
});
