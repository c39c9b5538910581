import { whenIdle } from '../platform/idle';

/** The latest the worker waits for a quiet moment after the page has loaded. */
const REGISTER_WITHIN_MS = 5000;

/**
 * Registers the shell's service worker (scripts/webpack/service-worker.mjs) once the page has
 * loaded and then gone quiet: its install (starting a worker, precaching the shell's files) would
 * otherwise share a phone's few cores with the menu being drawn. The page's `load` comes early in
 * a single-page start (before the menu has arrived), so it is not enough alone.
 * With the deployment's SERVICE_WORKER=off, a worker a previous visit installed is removed.
 */
export function registerServiceWorker(enabled: boolean): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (!enabled) {
    void container.getRegistrations().then((all) => all.forEach((registration) => void registration.unregister()), () => {});
    return;
  }
  const register = () => void whenIdle(REGISTER_WITHIN_MS)
    .then(() => container.register('/sw.js'))
    .catch((error: unknown) => console.warn('service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
