/**
 * @jest-environment node
 */
// A page of the test's own making (navigator, document, idle callbacks), which jsdom would not let replace.
import { REGISTER_AFTER_LOAD_MS, registerServiceWorker } from '../src/boot/service-worker';
import { WARM_MESSAGE } from '../src/service-worker/offline-rules';

const STUBBED = ['navigator', 'document', 'requestIdleCallback', 'window'] as const;
const original = new Map(STUBBED.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]));

/** A loaded page whose browser reports idle moments only when the test says so; `controlled`: a worker serves it already. */
function pageWithWorkers({ controlled = false } = {}) {
  const registered: string[] = [];
  const messages: unknown[] = [];
  const idle: (() => void)[] = [];
  const onControl: (() => void)[] = [];
  const container = {
    controller: controlled ? {} : null,
    register: async (url: string) => { registered.push(url); },
    getRegistrations: async () => [],
    ready: Promise.resolve({ active: { postMessage: (message: unknown) => messages.push(message) } }),
    addEventListener: (type: string, listener: () => void) => { if (type === 'controllerchange') onControl.push(listener); },
  };
  const page = {
    navigator: { serviceWorker: container },
    document: { readyState: 'complete', documentElement: { lang: 'ru' } },
    requestIdleCallback: (callback: () => void) => { idle.push(callback); return idle.length; },
    window: { location: { href: 'https://shop.example/?vendor=demo' } },
  };
  for (const name of STUBBED) Object.defineProperty(globalThis, name, { value: page[name], configurable: true, writable: true });
  return {
    registered, messages,
    becomeIdle: () => idle.splice(0).forEach((callback) => callback()),
    takeControl: () => { container.controller = {}; onControl.splice(0).forEach((listener) => listener()); },
  };
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

  it('then, at another quiet moment, asks the worker to store the remotes\' code, telling it the language and the page', async () => {
    const page = pageWithWorkers();
    let refreshed = 0;
    registerServiceWorker(true, () => 'eng', () => { refreshed += 1; });
    await jest.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS);
    page.becomeIdle();
    await jest.advanceTimersByTimeAsync(0);
    expect(page.registered).toEqual(['/sw.js']);
    expect(page.messages).toEqual([]);
    page.becomeIdle();
    await jest.advanceTimersByTimeAsync(0);
    expect(page.messages).toEqual([{ type: WARM_MESSAGE, language: 'eng', page: 'https://shop.example/?vendor=demo' }]);
    // A first visit: its menu came before the worker, asked again once the worker serves the page.
    expect(refreshed).toBe(0);
    page.takeControl();
    await jest.advanceTimersByTimeAsync(0);
    expect(refreshed).toBe(1);
  });

  it('does not ask the data again on a page the worker served from the start', async () => {
    const page = pageWithWorkers({ controlled: true });
    let refreshed = 0;
    registerServiceWorker(true, undefined, () => { refreshed += 1; });
    await jest.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS);
    page.becomeIdle();
    await jest.advanceTimersByTimeAsync(0);
    page.becomeIdle();
    await jest.advanceTimersByTimeAsync(0);
    expect(page.messages).toEqual([{ type: WARM_MESSAGE, language: 'ru', page: 'https://shop.example/?vendor=demo' }]);
    expect(refreshed).toBe(0);
  });
});
