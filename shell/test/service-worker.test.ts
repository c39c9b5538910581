import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_AFTER_LOAD_MS, registerServiceWorker } from '../src/boot/service-worker';

/** A loaded page whose browser reports idle moments only when the test says so. */
function pageWithWorkers() {
  const registered: string[] = [];
  const idle: (() => void)[] = [];
  vi.stubGlobal('navigator', { serviceWorker: { register: async (url: string) => { registered.push(url); }, getRegistrations: async () => [] } });
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => { idle.push(callback); return idle.length; });
  return { registered, becomeIdle: () => idle.splice(0).forEach((callback) => callback()) };
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); vi.unstubAllGlobals(); });

describe('the service worker of repeat visits', () => {
  it('is registered a few seconds after the load and at a quiet moment, not while the menu is on its way', async () => {
    const page = pageWithWorkers();
    registerServiceWorker(true);
    // The browser idles while it waits for the menu: too early.
    page.becomeIdle();
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS - 1);
    page.becomeIdle();
    expect(page.registered).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.registered).toEqual([]);
    page.becomeIdle();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.registered).toEqual(['/sw.js']);
  });

  it('is not registered where the deployment turned it off', async () => {
    const page = pageWithWorkers();
    registerServiceWorker(false);
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS);
    page.becomeIdle();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.registered).toEqual([]);
  });
});
