/**
 * Registers the shell's service worker (scripts/webpack/service-worker.mjs) once the page has
 * loaded, so its install (precaching the shell's files) never competes with the first paint.
 * With the deployment's SERVICE_WORKER=off, a worker a previous visit installed is removed.
 */
export function registerServiceWorker(enabled: boolean): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (!enabled) {
    void container.getRegistrations().then((all) => all.forEach((registration) => void registration.unregister()), () => {});
    return;
  }
  const register = () => void container.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
