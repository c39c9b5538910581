import { whenIdle } from '../platform/idle';
import { sleep } from '../platform/yield';

/** How long after the page's load the worker waits before it looks for a quiet moment. */
export const REGISTER_AFTER_LOAD_MS = 3000;
/** The latest it then waits for that quiet moment. */
const QUIET_WITHIN_MS = 5000;

/**
 * Registers the shell's service worker (scripts/webpack/service-worker.mjs) a few seconds after
 * the page has loaded, at a quiet moment: its install (starting a worker, precaching the shell's
 * files) would otherwise share a phone's few cores with the menu being drawn. Neither the page's
 * `load` nor the first idle moment is enough alone: in a single-page start both come while the
 * menu is still on its way (the browser is idle waiting for the network). The worker only serves
 * the next visit, so a few seconds cost nothing.
 * With the deployment's SERVICE_WORKER=off, a worker a previous visit installed is removed.
 */
export function registerServiceWorker(enabled: boolean): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (!enabled) {
    void container.getRegistrations().then((all) => all.forEach((registration) => void registration.unregister()), () => {});
    return;
  }
  const register = () => void sleep(REGISTER_AFTER_LOAD_MS)
    .then(() => whenIdle(QUIET_WITHIN_MS))
    .then(() => container.register('/sw.js'))
    .catch((error: unknown) => console.warn('service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
