// Add to basket on the big menu, input to paint (ARCHITECTURE.md §6: ≤ 100 ms at 4× CPU slowdown).
// Clicks the "add" button of a few product cards that add at once (no required choice) and, for
// each click, measures from the click event's time stamp to the first frame after the header's
// basket count changed (a MutationObserver, then requestAnimationFrame + setTimeout ≈ painted).
// The Event Timing API's duration of the same click (input → next paint, 8 ms granularity, what INP
// is made of) is kept beside it as a cross-check.

/** An "add" button that adds at once (mf-catalog marks the ones that open a choice instead). */
export const DIRECT_ADD = 'article.cat-card button.cat-add:not([data-needs-choice])';
const BASKET_COUNT = '[data-testid="basket-count"]';

const OBSERVE_ADDS = ({ countSelector }) => {
  const state = (window.__benchAdd = { clicks: [], events: [] });
  let pending = null;
  document.addEventListener('click', (event) => {
    if (!event.target.closest?.('button.cat-add')) return;
    // A click that changed nothing (it opened a choice) must not take the next click's change.
    pending?.disconnect();
    const click = { at: event.timeStamp, painted: null };
    state.clicks.push(click);
    const node = document.querySelector(countSelector);
    if (!node) return;
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => { click.painted = performance.now(); }, 0));
    });
    observer.observe(node, { childList: true, characterData: true, subtree: true });
    pending = observer;
  }, true);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'click') state.events.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch { /* no Event Timing API */ }
};

const median = (values) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{ url, cpuThrottle, clicks: number, inputToPaintMs: number[], medianMs, maxMs, eventTimingMs: number[], basketCount: string | null }>}
 */
export async function addToBasketTiming(browser, { url, cpuThrottle = 1, clicks = 5, timeoutMs = 60_000 }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.addInitScript(OBSERVE_ADDS, { countSelector: BASKET_COUNT });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.locator(DIRECT_ADD).first().waitFor({ state: 'visible', timeout: timeoutMs });
    await page.waitForTimeout(2000); // past the shell's menu refresh (1234 ms) and image loads
    if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    const start = new URL(page.url()).pathname;
    let done = 0;
    for (let i = 0; done < clicks && i < clicks * 3; i++) {
      const button = page.locator(DIRECT_ADD).nth(i);
      if (!(await button.count())) break;
      await button.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.__benchAdd.clicks.length);
      await button.click();
      try {
        await page.waitForFunction((n) => window.__benchAdd.clicks.length > n && window.__benchAdd.clicks[n].painted !== null, before, { timeout: 5000 });
        done++;
      } catch {
        // This card opened a choice (an older build marks none) instead of adding: skip it.
        if (new URL(page.url()).pathname !== start) await page.goBack();
        await page.keyboard.press('Escape');
      }
      await page.waitForTimeout(300);
    }
    if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const result = await page.evaluate((selector) => ({
      timings: window.__benchAdd.clicks.filter((c) => c.painted !== null).map((c) => c.painted - c.at),
      events: window.__benchAdd.events,
      basketCount: document.querySelector(selector)?.textContent ?? null,
    }), BASKET_COUNT);
    const inputToPaintMs = result.timings.map((v) => Math.round(v));
    return {
      url,
      cpuThrottle,
      clicks: inputToPaintMs.length,
      inputToPaintMs,
      medianMs: median(inputToPaintMs),
      maxMs: inputToPaintMs.length ? Math.max(...inputToPaintMs) : null,
      eventTimingMs: result.events.map((v) => Math.round(v)),
      basketCount: result.basketCount,
    };
  } finally {
    await context.close();
  }
}
