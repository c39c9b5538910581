/**
 * @jest-environment node
 */
// A page of the test's own making (navigator, document, idle callbacks), which jsdom would not let replace.
import { REGISTER_AFTER_LOAD_MS, registerServiceWorker } from '../src/boot/service-worker';

const STUBBED = ['navigator', 'document', 'requestIdleCallback'] as const;
const original = new Map(STUBBED.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]));

/** A loaded page whose browser reports idle moments only when the test says so. */
function pageWithWorkers() {
  const registered: string[] = [];
  const idle: (() => void)[] = [];
  const page = {
    navigator: { serviceWorker: { register: async (url: string) => { registered.push(url); }, getRegistrations: async () => [] } },
    document: { readyState: 'complete' },
    requestIdleCallback: (callback: () => void) => { idle.push(callback); return idle.length; },
  };
  for (const name of STUBBED) Object.defineProperty(globalThis, name, { value: page[name], configurable: true, writable: true });
  return { registered, becomeIdle: () => idle.splice(0).forEach((callback) => callback()) };
}

beforeEach(() => { jest.useFakeTimers(); });
afterEach(() => {
  jest.useRealTimers();
  for (const [name, descriptor] of original) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});

describe('the service worker of repeat visits', () => {
  it('is registered a few seconds after the load and at a quiet moment, not while the menu is on its way', async () => {
    const page = pageWithWorkers();
    registerServiceWorker(true);
    // The browser idles while it waits for the menu: too early.
    page.becomeIdle();
    await jest.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS - 1);
    page.becomeIdle();
    expect(page.registered).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(page.registered).toEqual([]);
    page.becomeIdle();
    await jest.advanceTimersByTimeAsync(0);
    expect(page.registered).toEqual(['/sw.js']);
  });

  it('is not registered where the deployment turned it off', async () => {
    const page = pageWithWorkers();
    registerServiceWorker(false);
    await jest.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS);
    page.becomeIdle();
    await jest.advanceTimersByTimeAsync(0);
    expect(page.registered).toEqual([]);
  });
});
