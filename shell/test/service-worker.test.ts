import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../src/boot/service-worker';

/** A loaded page whose browser reports idle moments only when the test says so. */
function pageWithWorkers() {
  const registered: string[] = [];
  const idle: (() => void)[] = [];
  vi.stubGlobal('navigator', { serviceWorker: { register: async (url: string) => { registered.push(url); }, getRegistrations: async () => [] } });
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => { idle.push(callback); return idle.length; });
  return { registered, becomeIdle: () => idle.splice(0).forEach((callback) => callback()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('the service worker of repeat visits', () => {
  it('is registered only once the loaded page has gone quiet, not while the menu is being drawn', async () => {
    const page = pageWithWorkers();
    registerServiceWorker(true);
    await settle();
    expect(page.registered).toEqual([]);
    page.becomeIdle();
    await settle();
    expect(page.registered).toEqual(['/sw.js']);
  });

  it('is not registered where the deployment turned it off', async () => {
    const page = pageWithWorkers();
    registerServiceWorker(false);
    page.becomeIdle();
    await settle();
    expect(page.registered).toEqual([]);
  });
});
