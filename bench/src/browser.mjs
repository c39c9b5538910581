// One first visit of the storefront in Debian's Chromium (playwright-core, never a downloaded
// browser), with a fresh profile (empty cache): every response with its encoded (gzip) size from the
// DevTools protocol, the time the first product card appeared, optionally under CPU slowdown.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { REACT_HOOK, reactRenderers } from './react-hook.mjs';

export { CHROMIUM_ARGS };

/** The first product card of the catalogue's menu (mf-catalog/src/components/ProductCard.tsx). */
export const FIRST_PRODUCT = 'article.cat-card';

// Runs in the page before any of its scripts: notes under window[key] when the first element
// matching `selector` is in the DOM (`watchClass`: or gains the class later) and the next frame
// after it (≈ painted), on the page's own clock (0 = navigation start).
const OBSERVE_FIRST = ({ selector, key, watchClass }) => {
  const marks = (window[key] = {});
  const check = () => {
    if (marks.inserted || !document.querySelector(selector)) return;
    marks.inserted = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { marks.painted = performance.now(); }, 0));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, ...(watchClass ? { attributes: true, attributeFilter: ['class'] } : {}) });
};

export async function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {object} options
 * @param {string} options.url
 * @param {number} [options.cpuThrottle]   CDP Emulation.setCPUThrottlingRate (1 = none)
 * @param {boolean} [options.bodies]       also fetch the JavaScript bodies (for the React markers)
 * @param {number} [options.settleMs]      after the product shows, watch the network this long more
 * @param {boolean} [options.countRenderers]  count the React renderers the page starts (react-hook.mjs)
 */
export async function firstVisit(browser, { url, cpuThrottle = 1, bodies = false, settleMs = 0, countRenderers = false, timeoutMs = 60_000 }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } }); // fresh profile: empty cache
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    let phase = 'first-visit';
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!requests.has(e.requestId)) requests.set(e.requestId, { url: e.request.url, type: e.type, phase });
    });
    cdp.on('Network.responseReceived', (e) => {
      const request = requests.get(e.requestId);
      if (!request) return;
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      Object.assign(request, {
        type: e.type,
        status: e.response.status,
        mimeType: e.response.mimeType,
        encoding: headers['content-encoding'] || 'identity',
        fromCache: Boolean(e.response.fromDiskCache || e.response.fromServiceWorker),
        headerBytes: e.response.encodedDataLength, // bytes received up to the headers
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const request = requests.get(e.requestId);
      if (!request) return;
      request.wireBytes = e.encodedDataLength; // headers + encoded body
      request.bodyBytes = Math.max(0, e.encodedDataLength - (request.headerBytes || 0));
      request.finished = true;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    await page.addInitScript(OBSERVE_FIRST, { selector: FIRST_PRODUCT, key: '__bench', watchClass: false });
    if (countRenderers) await page.addInitScript(REACT_HOOK);

    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.locator(FIRST_PRODUCT).first().waitFor({ state: 'visible', timeout: timeoutMs });
    const visibleAfterMs = Date.now() - started;
    await page.waitForFunction(() => window.__bench?.painted !== undefined, null, { timeout: timeoutMs });
    const timing = await page.evaluate(() => {
      const overall = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/products/v1/overalls'));
      const cards = document.querySelectorAll('article.cat-card').length;
      return {
        firstProductInsertedMs: window.__bench.inserted,
        firstProductPaintedMs: window.__bench.painted,
        overallsReceivedMs: overall ? overall.responseEnd : null,
        productCardsInDom: cards,
        merchantName: document.querySelector('[data-testid="merchant-name"]')?.textContent ?? null,
      };
    });
    phase = 'after-settle';
    if (settleMs) await page.waitForTimeout(settleMs);
    if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const renderers = countRenderers ? await reactRenderers(page) : null;

    const scripts = [];
    for (const [requestId, request] of requests) {
      const isScript = request.type === 'Script' || /javascript/.test(request.mimeType || '');
      if (!isScript || !request.finished) continue;
      const script = {
        url: request.url,
        phase: request.phase,
        status: request.status,
        encoding: request.encoding,
        fromCache: request.fromCache,
        bodyBytes: request.bodyBytes,
        wireBytes: request.wireBytes,
      };
      if (bodies) {
        try {
          const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
          script.body = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
        } catch { /* evicted: the markers stay unknown for this file */ }
      }
      scripts.push(script);
    }
    return {
      url,
      cpuThrottle,
      visibleAfterMs,
      ...timing,
      dataToPaintMs: timing.overallsReceivedMs === null ? null : timing.firstProductPaintedMs - timing.overallsReceivedMs,
      scripts,
      requests: requests.size,
      renderers,
    };
  } finally {
    await context.close();
  }
}

/**
 * Visits one route of a remote in a fresh profile and waits until that remote has rendered into
 * its slot (#remote-<name>): proves the remote loads and mounts, and gives the JavaScript it brings
 * and the React renderers the page started (one, the shell's, when the remote consumes its React).
 * @returns {{ route, mounted, ms, scripts: Array<{ url, bodyBytes }>, errors: string[], renderers: object[] }}
 */
export async function visitRoute(browser, { url, remote, timeoutMs = 20_000 }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = [];
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error.message || error)));
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      try { scripts.push({ url: request.url(), bodyBytes: (await request.sizes()).responseBodySize }); } catch { /* page closed */ }
    });
    await page.addInitScript(REACT_HOOK);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    let mounted = false;
    try {
      await page.waitForFunction((id) => {
        const slot = document.getElementById(id);
        return Boolean(slot && slot.childElementCount > 0 && slot.textContent.trim());
      }, `remote-${remote}`, { timeout: timeoutMs });
      mounted = true;
    } catch { /* reported as not mounted */ }
    const ms = Date.now() - started;
    await page.waitForTimeout(300);
    const renderers = await reactRenderers(page);
    return { url, remote, mounted, ms, scripts, errors: errors.slice(0, 5), renderers };
  } finally {
    await context.close();
  }
}

/** A map tile Leaflet has drawn: it adds this class once the tile's image has loaded. */
export const FIRST_TILE = '.leaflet-tile-loaded';

/**
 * One first visit of a map screen in a fresh profile (empty cache), optionally under CPU slowdown:
 * when its first tiles were painted, and every script with its gzip bytes and body (so the caller
 * can tell the map's code apart).
 * @returns {{ url, cpuThrottle, firstTilesInsertedMs, firstTilesPaintedMs, tilesReceivedMs, scripts: Array<{ url, bodyBytes, body }> }}
 */
export async function mapVisit(browser, { url, cpuThrottle = 1, timeoutMs = 60_000 }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (e) => { if (!requests.has(e.requestId)) requests.set(e.requestId, { url: e.request.url, type: e.type }); });
    cdp.on('Network.responseReceived', (e) => {
      const request = requests.get(e.requestId);
      if (request) Object.assign(request, { type: e.type, mimeType: e.response.mimeType, headerBytes: e.response.encodedDataLength });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const request = requests.get(e.requestId);
      if (!request) return;
      request.bodyBytes = Math.max(0, e.encodedDataLength - (request.headerBytes || 0));
      request.finished = true;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    await page.addInitScript(OBSERVE_FIRST, { selector: FIRST_TILE, key: '__benchMap', watchClass: true });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForFunction(() => window.__benchMap?.painted !== undefined, null, { timeout: timeoutMs });
    const timing = await page.evaluate(() => {
      const tiles = performance.getEntriesByType('resource').filter((entry) => /\/\d+\/\d+\/\d+\.png/.test(entry.name));
      // Where the time went: when each script, each API call and the first tile were asked for and arrived.
      const chain = performance.getEntriesByType('resource')
        .filter((entry) => !tiles.includes(entry) || entry === tiles[0])
        .map((entry) => ({ name: entry.name.replace(/^https?:\/\/[^/]+/, ''), start: Math.round(entry.startTime), end: Math.round(entry.responseEnd) }));
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        firstTilesInsertedMs: window.__benchMap.inserted,
        firstTilesPaintedMs: window.__benchMap.painted,
        tilesReceivedMs: tiles.length ? Math.min(...tiles.map((t) => t.responseEnd)) : null,
        tilesRequested: tiles.length,
        documentReceivedMs: navigation ? Math.round(navigation.responseEnd) : null,
        chain,
      };
    });
    if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const scripts = [];
    for (const [requestId, request] of requests) {
      const isScript = request.type === 'Script' || /javascript/.test(request.mimeType || '');
      if (!isScript || !request.finished) continue;
      let body = '';
      try {
        const answer = await cdp.send('Network.getResponseBody', { requestId });
        body = answer.base64Encoded ? Buffer.from(answer.body, 'base64').toString('utf8') : answer.body;
      } catch { /* evicted: told apart by its name only */ }
      scripts.push({ url: request.url, bodyBytes: request.bodyBytes, body });
    }
    return { url, cpuThrottle, ...timing, scripts };
  } finally {
    await context.close();
  }
}
