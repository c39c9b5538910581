// The readable tables of `npm run bench`: each figure beside its budget of ARCHITECTURE.md §6.
import { LIBRARIES } from './attribute.mjs';

export const BUDGETS = {
  // Issue 37 withdrew ARCHITECTURE.md's 150 KB, which React itself (~67 KB) cannot meet, for 250 KB.
  firstVisitGzipBytes: 250 * 1024,
  rendererCopies: 1,
  remoteBytesBeforeRoute: 0,
  dataToPaintMs4x: 1000,
  addToBasketMs4x: 100,
  searchKeystrokeMs4x: 50,
  overallsP99Ms: 25,
  overallsRate: 500,
  mapGzipBytes: 60 * 1024,
  mapFirstTilesMs4x: 1500,
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  axeSeriousOrCritical: 0,
};

export const kib = (bytes) => (bytes === null || bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)} ms`);

export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const verdict = (ok) => (ok === null ? 'n/a' : ok ? 'within' : 'OVER');

export function budgetTable(bundles, api) {
  const rows = [['figure', 'measured', 'budget (ARCHITECTURE.md §6)', '']];
  const total = bundles.firstVisit.totalGzipBytes;
  rows.push(['JS transferred (gzip), first visit of / until the menu shows', kib(total), `≤ ${kib(BUDGETS.firstVisitGzipBytes)}`, verdict(total <= BUDGETS.firstVisitGzipBytes)]);
  // One React renderer on the page: one react, one react-dom and one react-dom/client, counted from
  // the build's stats and, independently, from the shipped code.
  const { renderer } = bundles;
  const once = (name) => renderer[name] === BUDGETS.rendererCopies && renderer.byContent[name].length === BUDGETS.rendererCopies;
  rows.push(['copies of the renderer loaded (react / react-dom / react-dom/client)', `${renderer.react} / ${renderer.reactDom} / ${renderer.reactDomClient}`, 'exactly 1 each', verdict(once('react') && once('reactDom') && once('reactDomClient'))]);
  // And what ran: the renderers that announced themselves to React DevTools' hook (react-hook.mjs).
  if (renderer.onPage) rows.push(['React renderers started on the page (as React DevTools counts them)', `${renderer.onPage.length} (${renderer.onPage.map((r) => `${r.rendererPackageName}@${r.version}`).join(', ') || 'none'})`, `exactly ${BUDGETS.rendererCopies}`, verdict(renderer.onPage.length === BUDGETS.rendererCopies)]);
  for (const [remote, bytes] of Object.entries(bundles.remotesBeforeRoute)) {
    rows.push([`JS of ${remote} loaded on / (its route not visited)`, `${bytes} B`, '0 bytes', verdict(bytes === 0)]);
  }
  for (const run of bundles.timings.filter((t) => t.cpuThrottle > 1)) {
    rows.push([`${run.label}: data received → first products painted`, ms(run.dataToPaintMs), `≤ ${BUDGETS.dataToPaintMs4x} ms (measurement)`, verdict(run.dataToPaintMs !== null && run.dataToPaintMs <= BUDGETS.dataToPaintMs4x)]);
  }
  for (const run of (bundles.addToBasket || []).filter((t) => t.cpuThrottle > 1)) {
    rows.push([`${run.label}: add to basket, input → paint (max of ${run.clicks})`, ms(run.maxMs), `≤ ${BUDGETS.addToBasketMs4x} ms (measurement)`, verdict(run.maxMs !== null && run.clicks > 0 && run.maxMs <= BUDGETS.addToBasketMs4x)]);
  }
  for (const run of (bundles.search?.timings || []).filter((t) => t.cpuThrottle > 1)) {
    rows.push([`${run.label}: search, keystroke → first results painted (p95 of ${run.keystrokes}; max ${ms(run.maxMs)})`, ms(run.p95Ms), `≤ ${BUDGETS.searchKeystrokeMs4x} ms (docs/search.md)`, verdict(run.p95Ms !== null && run.keystrokes > 0 && run.p95Ms <= BUDGETS.searchKeystrokeMs4x)]);
  }
  if (bundles.map) {
    const map = bundles.map;
    rows.push([`map code (gzip): lazy Leaflet chunk + ${map.route} picker chunk`, kib(map.gzipBytes), `≤ ${kib(BUDGETS.mapGzipBytes)}`, verdict(map.gzipBytes <= BUDGETS.mapGzipBytes)]);
    if (map.cpuThrottle > 1) {
      rows.push([`${map.route}, ${map.cpuThrottle}× CPU: navigation → first map tiles painted`, ms(map.firstTilesPaintedMs), `≤ ${BUDGETS.mapFirstTilesMs4x} ms`, verdict(map.firstTilesPaintedMs !== null && map.firstTilesPaintedMs <= BUDGETS.mapFirstTilesMs4x)]);
    }
  }
  if (api) {
    rows.push([`GET /products/v1/overalls (big, ${api.products} products) p99 at ${api.load.rate} req/s`, `${api.load.latencyMs.p99} ms`, `≤ ${BUDGETS.overallsP99Ms} ms at ${BUDGETS.overallsRate} req/s (${api.budgetMachine})`, verdict(api.load.latencyMs.p99 !== null && api.load.latencyMs.p99 <= BUDGETS.overallsP99Ms && api.load.errors === 0)]);
  }
  return table(rows);
}

export function libraryTable(bundles) {
  const containers = Object.keys(bundles.firstVisit.containers);
  const rows = [['library \\ container (gzip)', ...containers, 'total']];
  const totals = {};
  for (const library of LIBRARIES) {
    const cells = containers.map((c) => bundles.firstVisit.containers[c].libraries[library] || 0);
    const sum = cells.reduce((a, b) => a + b, 0);
    if (!sum) continue;
    totals[library] = sum;
    rows.push([library, ...cells.map((b) => (b ? kib(b) : '·')), kib(sum)]);
  }
  rows.push(['total', ...containers.map((c) => kib(bundles.firstVisit.containers[c].total)), kib(bundles.firstVisit.totalGzipBytes)]);
  rows.push(['files', ...containers.map((c) => bundles.firstVisit.containers[c].files), bundles.firstVisit.files]);
  return table(rows);
}

export function timingTable(bundles) {
  const rows = [['run (measurements, not budget checks)', 'navigation → first product visible', 'overalls received', 'data → first products painted', 'cards in DOM']];
  for (const run of bundles.timings) {
    rows.push([run.label, ms(run.firstProductPaintedMs), ms(run.overallsReceivedMs), ms(run.dataToPaintMs), run.productCardsInDom]);
  }
  return table(rows);
}

export function addToBasketTable(bundles) {
  const rows = [['add to basket (measurements)', 'clicks', 'input → paint, each', 'median', 'max', 'Event Timing durations']];
  for (const run of bundles.addToBasket) {
    rows.push([run.label, run.clicks, run.inputToPaintMs.map((v) => `${v}`).join(' / ') || '—', ms(run.medianMs), ms(run.maxMs), run.eventTimingMs.join(' / ') || '< 16 ms']);
  }
  return table(rows);
}

export function apiTable(api) {
  const l = api.load;
  const rows = [['GET /products/v1/overalls', 'p50', 'p95', 'p99', 'max', 'sent', 'ok', 'errors', 'achieved rate']];
  rows.push(['from scheduled start', `${l.latencyMs.p50} ms`, `${l.latencyMs.p95} ms`, `${l.latencyMs.p99} ms`, `${l.latencyMs.max} ms`, l.sent, l.latencyMs.count, l.errors, `${l.achievedRate}/s`]);
  rows.push(['from actual send', `${l.serviceMs.p50} ms`, `${l.serviceMs.p95} ms`, `${l.serviceMs.p99} ms`, `${l.serviceMs.max} ms`, '', '', '', '']);
  return table(rows);
}

export function mapTable(bundles) {
  const map = bundles.map;
  const rows = [['map code on ' + map.route + ' (measurements)', 'gzip']];
  for (const file of map.files) rows.push([file.file, kib(file.gzipBytes)]);
  rows.push(['total', kib(map.gzipBytes)]);
  return `${table(rows)}\nfirst tiles: inserted ${ms(map.firstTilesInsertedMs)}, painted ${ms(map.firstTilesPaintedMs)}, first tile received ${ms(map.tilesReceivedMs)} (${map.cpuThrottle}× CPU)`;
}

export function routeTable(bundles) {
  const rows = [['remote on its own route (fresh profile)', 'mounted', 'its JS (gzip)', 'files', 'page errors', `React renderers (${BUDGETS.rendererCopies})`]];
  for (const visit of bundles.routeVisits || []) {
    const renderers = visit.renderers?.length;
    rows.push([`${visit.remote} ${visit.route}`, visit.mounted ? 'yes' : 'NO', kib(visit.gzipBytes), visit.files, visit.errors.length, renderers === undefined ? '—' : `${renderers}${renderers === BUDGETS.rendererCopies ? '' : ' ✗'}`]);
  }
  return table(rows);
}

/**
 * Lighthouse mobile per screen, beside the budgets of ARCHITECTURE.md §6, each figure over its
 * budget marked ✗. With `checks` (the first visit's, lighthouse.mjs firstVisitChecks): axe's serious
 * and critical findings and the React renderers the page started, beside theirs.
 */
export function lighthouseTable(rows, { checks = null } = {}) {
  let over = 0;
  const cell = (value, budget, better) => {
    if (value === null || value === undefined) return '—';
    const ok = better === 'higher' ? value >= budget : better === 'equal' ? value === budget : value <= budget;
    if (!ok) over += 1;
    return `${value}${ok ? '' : ' ✗'}`;
  };
  const check = (path) => checks?.find((c) => c.path === path);
  const lines = [['screen (Lighthouse 12 mobile)', `performance ≥ ${BUDGETS.lighthousePerformance}`, `accessibility ${BUDGETS.lighthouseAccessibility}`,
    `LCP ≤ ${BUDGETS.lcpMs} ms`, `TBT ≤ ${BUDGETS.tbtMs} ms`, `CLS ≤ ${BUDGETS.cls}`,
    ...(checks ? [`axe serious+critical ${BUDGETS.axeSeriousOrCritical}`, `React renderers ${BUDGETS.rendererCopies}`] : []), 'LCP element']];
  for (const r of rows) {
    const c = check(r.path);
    lines.push([r.path, cell(r.performance, BUDGETS.lighthousePerformance, 'higher'), cell(r.accessibility, BUDGETS.lighthouseAccessibility, 'higher'),
      cell(r.lcpMs === null ? null : Math.round(r.lcpMs), BUDGETS.lcpMs), cell(r.tbtMs === null ? null : Math.round(r.tbtMs), BUDGETS.tbtMs),
      cell(r.cls === null ? null : Math.round(r.cls * 1000) / 1000, BUDGETS.cls),
      ...(checks ? [c?.error ? 'error ✗' : cell(c?.axeSeriousOrCritical, BUDGETS.axeSeriousOrCritical), c?.error ? 'error ✗' : cell(c?.renderers, BUDGETS.rendererCopies, 'equal')] : []),
      (r.lcpElement ?? '—').replace(/\s+/g, ' ').slice(0, 40)]);
  }
  const failed = rows.filter((r) => r.failedAccessibilityAudits?.length).map((r) => `${r.path}: ${r.failedAccessibilityAudits.join(', ')}`);
  const axeRules = (checks ?? []).filter((c) => c.axeRules?.length || c.error).map((c) => `${c.path}: ${c.error ?? c.axeRules.join(', ')}`);
  const errors = rows.filter((r) => r.runtimeError).map((r) => `${r.path}: ${r.runtimeError}`);
  const indexes = rows.map((r) => r.benchmarkIndex).filter(Number.isFinite).sort((a, b) => a - b);
  const runs = rows.filter((r) => r.runs).map((r) => `${r.path} ${r.runs.join('/')}${r.runsTbtMs ? ` (TBT ${r.runsTbtMs.join('/')} ms`
    + `${r.runsCpuSlowdown?.some((x) => x !== r.runsCpuSlowdown[0]) ? ` at ${r.runsCpuSlowdown.map((x) => `${x}×`).join('/')}` : ''})` : ''}`);
  const slowdowns = rows.flatMap((r) => r.runsCpuSlowdown ?? [r.cpuSlowdownMultiplier]).filter(Number.isFinite).sort((a, b) => a - b);
  const slowdownRange = slowdowns.length && slowdowns[0] !== slowdowns.at(-1) ? `; CPU slowdown per run ${slowdowns[0]}–${slowdowns.at(-1)}×` : '';
  const host = indexes.length ? `\nbenchmark index before each run: ${Math.round(indexes[0])}–${Math.round(indexes.at(-1))}${slowdownRange}` : '';
  const noWorker = rows.filter((r) => r.serviceWorkerActive === false).map((r) => r.path);
  return `${table(lines)}${noWorker.length ? `\nno service worker active after the visit before (measured without it): ${noWorker.join(', ')}` : ''}${failed.length ? `\nfailed accessibility audits: ${failed.join('; ')}` : ''}${axeRules.length ? `\naxe: ${axeRules.join('; ')}` : ''}`
    + `${errors.length ? `\nLighthouse runtime errors: ${errors.join('; ')}` : ''}`
    + `${runs.length ? `\nthe run with the median performance of each screen is shown; every run's performance (and TBT): ${runs.join(', ')}` : ''}${host}`
    + `\n${over ? `${over} figure(s) over budget (✗)` : 'every figure within its budget'}`;
}

/** The calibration line: the host's benchmark index and the CPU slowdown Lighthouse ran at. */
export function calibrationLine(calibration) {
  if (calibration.byHand) return `CPU slowdown ${calibration.cpuSlowdownMultiplier}× set by hand (--lighthouse-cpu-slowdown), not calibrated`;
  return `host benchmark index ${calibration.benchmarkIndex} (median of ${calibration.benchmarkIndexes.join(', ')}; load average ${calibration.loadAverage1m})`
    + ` → CPU slowdown ${calibration.cpuSlowdownMultiplier}× (Lighthouse's calculator: 3 + (index − 1300) / 233 from 1,300, 2 + (index − 800) / 500 from 800)`
    + `${calibration.spreadPercent > 20 ? `\nthe readings spread ${calibration.spreadPercent} % around their median: the machine was not quiet, and neither slowdown nor figures are to be trusted` : ''}`;
}

/** axe-core (WCAG 2.1 AA) per route and brand: serious and critical findings, beside the budget of 0. */
export function axeTable(rows) {
  const lines = [['route (axe-core, WCAG 2.1 AA)', 'brand', 'serious + critical', 'rules']];
  for (const r of rows) lines.push([r.path, r.brand, r.error ? 'error' : `${r.seriousOrCritical}${r.seriousOrCritical > BUDGETS.axeSeriousOrCritical ? ' ✗' : ''}`, r.error ?? (r.rules.join(', ') || '·')]);
  return table(lines);
}
