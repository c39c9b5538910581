import { whenIdle } from '../platform/idle';
import { sleep } from '../platform/yield';
import { WARM_MESSAGE } from '../service-worker/offline-rules';

/** How long after the page's load the worker waits before it looks for a quiet moment. */
export const REGISTER_AFTER_LOAD_MS = 3000;
/** The latest it then waits for that quiet moment. */
const QUIET_WITHIN_MS = 5000;

/** Resolves once the page is controlled by a service worker (at once if it is). */
function controlled(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
}

/** At most this many of a first visit's pictures are asked again for the worker to keep. */
export const IMAGES_SEEN_AGAIN = 60;

/**
 * The menu's pictures the page showed before the worker was there (a first visit), asked again as
 * pictures so the worker's image route keeps them (bounded there too): the browser's own cache
 * answers most. Offline, the cards and a product's picture (another size of the same) then show.
 */
function seeImagesAgain(): void {
  if (typeof performance === 'undefined' || typeof Image === 'undefined') return;
  const seen = performance.getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img' && /\/media\/v1\/images\//.test(entry.name))
    .map((entry) => entry.name);
  for (const url of [...new Set(seen)].slice(0, IMAGES_SEEN_AGAIN)) new Image().src = url;
}

/**
 * Registers the shell's service worker (tooling/webpack/service-worker.mjs) a few seconds after
 * the page has loaded, at a quiet moment: its install (starting a worker, precaching the shell's
 * files) would otherwise share a phone's few cores with the menu being drawn. Neither the page's
 * `load` nor the first idle moment is enough alone: in a single-page start both come while the
 * menu is still on its way (the browser is idle waiting for the network). The worker only serves
 * the next visit, so a few seconds cost nothing.
 * Once the worker is active, at another quiet moment, it is asked to store the remotes' code (their
 * entries, apps and screens) so that a screen never opened online opens offline (issue 34); it is
 * told the customer's language then, for its own offline page, and the page's address (the first
 * visit's page came before the worker, which stores it then).
 * A page the worker did not serve (a first visit) asked for its data before the worker was there:
 * once the worker controls it, `onFirstControl` asks again what a screen needs offline (the menu),
 * and the pictures it showed are asked again, so the worker stores them.
 * With the deployment's SERVICE_WORKER=off, a worker a previous visit installed is removed.
 */
export function registerServiceWorker(
  enabled: boolean,
  language: () => string = () => document.documentElement.lang,
  onFirstControl: () => void = () => {},
): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (!enabled) {
    void container.getRegistrations().then((all) => all.forEach((registration) => void registration.unregister()), () => {});
    return;
  }
  const controlledAtLoad = Boolean(container.controller);
  const register = () => void sleep(REGISTER_AFTER_LOAD_MS)
    .then(() => whenIdle(QUIET_WITHIN_MS))
    .then(() => container.register('/sw.js'))
    .then(() => container.ready)
    .then(async (registration) => {
      await whenIdle(QUIET_WITHIN_MS);
      registration?.active?.postMessage({ type: WARM_MESSAGE, language: language(), page: window.location.href });
      if (controlledAtLoad) return;
      await controlled(container);
      onFirstControl();
      seeImagesAgain();
    })
    .catch((error: unknown) => console.warn('service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
