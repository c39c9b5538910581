// The menu search on the big menu (3,000 products), docs/search.md: a result within 50 ms of a
// keystroke at 4× CPU slowdown.
//   - searchTiming: the real search screen (/search?vendor=big) in Chromium under CDP CPU throttling,
//     typing queries one key at a time; each keystroke measured from its keydown event's time stamp
//     to the first frame after the input was handled (requestAnimationFrame + setTimeout ≈ painted),
//     which includes the search, the render of the results and the paint. The screen's index build
//     (performance measure 'search-index': idle steps after the screen draws) beside it, at the same rate.
//   - searchLibraryFigures: MiniSearch (the storefront's engine) and Fuse.js over the same folded
//     texts of the same products, bundled by esbuild into a blank page: index build and the time of
//     each keystroke's search alone, at 1× and 4× CPU, and each library's own gzip size.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/** What the bench types: Latin and Cyrillic, Uzbek and Russian, a typo among them. */
export const SEARCH_QUERIES = ['plov', 'shashlk', 'лагман', 'qozon kabob', 'чучвара'];

const median = (values) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

const p95 = (values) => (values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length - 1) * 0.95))] : null);

const OBSERVE_KEYS = () => {
  const state = (window.__benchSearch = { keys: [] });
  let pending = null;
  const start = (event) => {
    if (!event.target.matches?.('[data-testid="search-input"]')) return;
    // beforeinput after this key's own keydown is the same keystroke.
    if (event.type === 'beforeinput' && pending?.byKey) return;
    pending = { at: event.timeStamp, byKey: event.type === 'keydown', painted: null, results: null, pictured: null };
    state.keys.push(pending);
  };
  // A key of the keyboard's layout starts with keydown; text typed otherwise (a Cyrillic letter on a
  // Latin layout, which the bench types as inserted text) with beforeinput.
  document.addEventListener('keydown', start, true);
  document.addEventListener('beforeinput', start, true);
  document.addEventListener('input', (event) => {
    if (!event.target.matches?.('[data-testid="search-input"]') || !pending) return;
    const key = pending;
    pending = null;
    // The search runs and the results render in the input's handler and the renderer's microtask;
    // the frame after them is the one that shows them.
    requestAnimationFrame(() => setTimeout(() => {
      key.painted = performance.now();
      key.results = document.querySelectorAll('[data-testid="search-results"] article.cat-card').length;
      // The results' pictures follow a frame later (mf-catalog's usePicturesAfterFrame): the first
      // frame painted after every card of the results has its image element, whether loaded or not.
      const waiting = () => document.querySelector('[data-testid="search-results"] .cat-card-picture-wait');
      if (!waiting()) { key.pictured = key.painted; return; }
      // Checked before each frame's paint; the frame that finds none waiting paints the pictures.
      const check = () => (waiting() ? requestAnimationFrame(check) : setTimeout(() => { key.pictured = performance.now(); }, 0));
      requestAnimationFrame(check);
    }, 0));
  }, true);
};

/**
 * @param {import('playwright-core').Browser} browser
 */
export async function searchTiming(browser, { url, cpuThrottle = 1, queries = SEARCH_QUERIES, timeoutMs = 60_000 }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.addInitScript(OBSERVE_KEYS);
    // Throttled from the start: the screen, its menu and its index's idle steps all at this rate.
    if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const input = page.getByTestId('search-input');
    await input.waitFor({ state: 'visible', timeout: timeoutMs });
    // The menu arrives and the screen builds its index when idle: wait for that measure.
    await page.waitForFunction(() => performance.getEntriesByName('search-index').length > 0, null, { timeout: timeoutMs }).catch(() => {});
    await page.waitForTimeout(2500); // past the shell's menu refresh (a new menu is indexed again) and image loads
    const indexMeasures = () => page.evaluate(() => performance.getEntriesByName('search-index').length);
    const indexedBefore = await indexMeasures();
    const perQuery = [];
    for (const query of queries) {
      await input.fill('');
      await page.waitForTimeout(300);
      const before = await page.evaluate(() => window.__benchSearch.keys.length);
      await input.pressSequentially(query, { delay: 120 });
      await page.waitForFunction((n) => window.__benchSearch.keys.slice(n).every((k) => k.painted !== null), before, { timeout: 10_000 }).catch(() => {});
      await page.waitForTimeout(200); // the last key's pictures
      const keys = await page.evaluate((n) => window.__benchSearch.keys.slice(n).filter((k) => k.painted !== null), before);
      const first = await page.locator('[data-testid="search-results"] article.cat-card h4').first().textContent().catch(() => null);
      perQuery.push({
        query,
        keystrokeToPaintMs: keys.map((k) => Math.round(k.painted - k.at)),
        keystrokeToPicturesMs: keys.filter((k) => k.pictured !== null).map((k) => Math.round(k.pictured - k.at)),
        results: keys.at(-1)?.results ?? null,
        first,
      });
    }
    if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const index = await page.evaluate(() => performance.getEntriesByName('search-index').map((entry) => ({ ms: entry.duration, products: entry.detail?.products ?? null, busyMs: entry.detail?.busyMs ?? null })).at(-1) ?? null);
    // An index finished during the typing (the menu changed, or its idle steps had not ended) was paid by a keystroke.
    const indexedWhileTyping = (await indexMeasures()) - indexedBefore;
    const all = perQuery.flatMap((q) => q.keystrokeToPaintMs);
    const pictures = perQuery.flatMap((q) => q.keystrokeToPicturesMs);
    return {
      url,
      cpuThrottle,
      keystrokes: all.length,
      indexesBeforeTyping: indexedBefore,
      indexedWhileTyping,
      medianMs: median(all),
      p95Ms: p95(all),
      maxMs: all.length ? Math.max(...all) : null,
      // Keystroke → the frame painted with every result's picture element (a picture still loading shows its square).
      pictures: { medianMs: median(pictures), p95Ms: p95(pictures), keystrokes: pictures.length },
      // The index, built in idle steps after the screen drew: the time spent in them (busyMs) and
      // from the screen's first render to the last step (ms), at the run's CPU rate.
      indexBuild: index ? { ms: Math.round(index.ms), busyMs: Math.round(index.busyMs), products: index.products } : null,
      perQuery,
    };
  } finally {
    await context.close();
  }
}

async function bundle(options) {
  const result = await build({ bundle: true, write: false, minify: true, format: 'iife', platform: 'browser', target: 'es2022', logLevel: 'silent', ...options });
  return result.outputFiles[0].text;
}

/** gzip bytes of one library alone, minified as a production build ships it. */
async function libraryGzipBytes(specifier, name) {
  const code = await bundle({ stdin: { contents: `import * as lib from '${specifier}'; window.${name} = lib;`, resolveDir: here, loader: 'js' } });
  return gzipSync(code, { level: 9 }).length;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ products: object[], queries?: string[], cpuThrottles?: number[] }} options
 */
export async function searchLibraryFigures(browser, { products, queries = SEARCH_QUERIES, cpuThrottles = [1, 4] }) {
  const code = await bundle({ entryPoints: [path.join(here, 'search-entry.ts')], globalName: '__searchBench' });
  const sizes = { miniSearch: await libraryGzipBytes('minisearch', 'MiniSearch'), fuse: await libraryGzipBytes('fuse.js', 'Fuse') };
  const runs = [];
  for (const cpuThrottle of cpuThrottles) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto('about:blank');
      await page.addScriptTag({ content: code });
      await page.evaluate((list) => { window.__products = list; }, products);
      if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
      const figures = await page.evaluate((q) => window.__searchBench.run(window.__products, q), queries);
      runs.push({ cpuThrottle, ...figures });
    } finally {
      await context.close();
    }
  }
  return { products: products.length, queries, gzipBytes: sizes, runs };
}

const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value * 10) / 10} ms`);

export function searchLibraryTable(figures, table, kib) {
  const rows = [['search library, big menu (' + figures.products + ' products)', 'gzip', 'CPU', 'index build', 'keystroke median', 'p95', 'max']];
  for (const run of figures.runs) {
    for (const [name, label] of [['miniSearch', 'MiniSearch 7.2.0'], ['fuse', 'Fuse.js 7.5.0']]) {
      const f = run[name];
      rows.push([label, kib(figures.gzipBytes[name]), `${run.cpuThrottle}×`, ms(f.buildMs), ms(f.medianMs), ms(f.p95Ms), ms(f.maxMs)]);
    }
  }
  const firsts = figures.runs[0];
  const lines = figures.queries.map((q) => `  ${q.padEnd(12)} MiniSearch: ${firsts.miniSearch.firsts[q].first ?? '—'} (${firsts.miniSearch.firsts[q].count}); Fuse.js: ${firsts.fuse.firsts[q].first ?? '—'} (${firsts.fuse.firsts[q].count})`);
  return `${table(rows)}\nfirst result (and how many) per query:\n${lines.join('\n')}`;
}

export function searchTimingTable(runs, table, budgetMs) {
  const rows = [['search screen, big menu', 'keystrokes', 'keystroke → first results painted: median', 'p95', 'max', 'budget (p95)', '→ their pictures: median / p95', 'index build in idle steps: busy / until done']];
  for (const run of runs) {
    rows.push([`${run.cpuThrottle}× CPU`, run.keystrokes, ms(run.medianMs), ms(run.p95Ms), ms(run.maxMs), `≤ ${budgetMs} ms`,
      run.pictures ? `${ms(run.pictures.medianMs)} / ${ms(run.pictures.p95Ms)}` : '—',
      run.indexBuild ? `${run.indexBuild.busyMs} / ${run.indexBuild.ms} ms (${run.indexBuild.products} products)` : '—']);
  }
  const last = runs.at(-1);
  const lines = last ? last.perQuery.map((q) => `  ${q.query.padEnd(12)} ${q.keystrokeToPaintMs.join(', ')} ms (pictures ${q.keystrokeToPicturesMs?.join(', ') ?? '—'} ms); first: ${q.first ?? '—'} (${q.results ?? 0} cards)`) : [];
  return `${table(rows)}\n${lines.join('\n')}`;
}

/** `node bench/src/search.mjs <overall.json>`: the library comparison alone, on a saved overall. */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node bench/src/search.mjs <overall.json>  (or npm run bench -- --search-only)');
    process.exit(2);
  }
  const { launchBrowser } = await import('./browser.mjs');
  const { table, kib } = await import('./report.mjs');
  const products = JSON.parse(fs.readFileSync(file, 'utf8')).products.filter((p) => p.active);
  const browser = await launchBrowser();
  try {
    const figures = await searchLibraryFigures(browser, { products });
    console.log(searchLibraryTable(figures, table, kib));
    if (process.argv[3]) fs.writeFileSync(process.argv[3], `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}
