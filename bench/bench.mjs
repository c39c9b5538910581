#!/usr/bin/env node
// `npm run bench`: the figures of ARCHITECTURE.md §6, printed beside their budgets, never asserted.
//   1. builds the frontends when needed (with BENCH_STATS=1: dist/stats.json, file → modules)
//   2. starts the stack (API on a temporary DATA_DIR with the 3,000-product merchant `big`, the shell
//      and the five remotes) on the bench ports 28080 / 23000-23005 (BENCH_*_PORT to change them)
//   3. a first visit of /?vendor=demo in Chromium with an empty cache: every JavaScript response's
//      gzip bytes, split per container and per shared library; React copies (in the build's modules,
//      in the shipped code, and the renderers started on the page); remotes loaded on /
//   4. timings of the big menu at 1× and 4× CPU slowdown (measurements), and add to basket on it
//      (input → paint, bench/src/add-to-basket.mjs); the map: its code's gzip bytes (the lazy
//      Leaflet chunk, the delivery picker's chunk and the map interface) and navigation → first tiles painted on
//      /address/delivery at 4× CPU (at 1× with --no-cpu)
//   5. GET /products/v1/overalls of `big` at 500 requests/s for 10 s, open loop, loopback
//   6. bench/results/bundles.json and bench/results/api.json, and the tables
//   7. the API's reliability suite (fuzz, ownership, concurrent checkouts, SIGKILL) on PGlite and, with
//      DATABASE_URL, PostgreSQL: bench/results/reliability.json and its table
//   8. the live stream (bench/src/live.mjs): status change → the customer's stream (p50/p95), and
//      5,000 streams held by one API process with its memory, on its own API process (port
//      BENCH_LIVE_API_PORT, 28090; PostgreSQL when DATABASE_URL is set, else PGlite): bench/results/live.json
//   9. Lighthouse 12 mobile on the screens of §6 (home, a product, basket, search, checkout, orders, a
//      map) at a CPU slowdown calibrated to the host (bench/src/calibrate.mjs: the median of the
//      host's benchmark index over calibration runs, through Lighthouse's CPU-throttling calculator),
//      twice and reported apart: a true first visit (a fresh Chromium profile for every run: nothing
//      stored) with, per screen, axe's serious and critical findings and the React renderers the page
//      started; and a returning customer (logged in, a basket, the screen visited once, everything
//      kept). Then axe-core on the main routes of the three demo brands, logged in, and the cost of
//      Module Federation (bench/src/lighthouse.mjs): bench/results/lighthouse.json
// Options: --no-api (skip 5), --no-cpu (skip 4), --no-reliability (skip 7), --no-live (skip 8),
// --no-lighthouse (skip 9), --only-lighthouse (9 alone), --out <dir> (instead of bench/results).
//   --lighthouse-runs N: each screen measured N times, the run with the median performance kept.
//   --lighthouse-reports <dir>: each screen's whole Lighthouse report (JSON) written there too.
//   --lighthouse-calibration-runs N: calibration runs whose median index sets the slowdown (5).
//   --lighthouse-cpu-slowdown X: Lighthouse's CPU slowdown set by hand instead of calibrated.
//   --lighthouse-one-slowdown: every run at the calibration's slowdown. By default each run is
//   modelled at the slowdown of the benchmark index Lighthouse read at its own start (a host whose
//   speed moves between minutes, as this project's do, is described run by run).
//   --lighthouse-screens home,product,...: only those screens (names of lighthouseRoutes).
//   --no-returning: no returning-customer runs; --no-axe-routes: no axe over the three brands' 15
//   routes; --no-federation: no Module Federation against one bundle (all three parts of step 9).
//   --lighthouse-tls: Lighthouse through HTTPS over HTTP/2 (scripts/lib/tls-front.mjs), as a deployment
//   serves the storefront, rather than through the stack's own HTTP/1.1 servers; needs openssl.
//   --map-only [--runs N]: only the map figures of step 4, N first visits (5 unless told), each run's
//   figures, its load chain and the median: bench/results/map.json.
//   --search-only: only the menu search figures of step 4 (bench/src/search.mjs): keystroke → paint
//   on /search?vendor=big at 1× and 4× CPU, and MiniSearch vs Fuse.js on the same 3,000 products:
//   bench/results/search.json (docs/search.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontends, buildOneBundle, isStale, FRONTENDS, repoRoot } from '../scripts/build.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { TLS_FRONT_CHROMIUM_ARGS, startTlsFront } from '../scripts/lib/tls-front.mjs';
import { REMOTES, apiUpstream, createStaticServer, shellRuntimeConfig } from '../scripts/serve-static.mjs';
import { attribute, readStats, rendererInstances, rendererMarkers } from './src/attribute.mjs';
import { firstVisit, launchBrowser, mapVisit, visitRoute } from './src/browser.mjs';
import { openLoop } from './src/load.mjs';
import { addToBasketTiming } from './src/add-to-basket.mjs';
import { searchLibraryFigures, searchLibraryTable, searchTiming, searchTimingTable } from './src/search.mjs';
import { addToBasketTable, apiTable, axeTable, budgetTable, calibrationLine, libraryTable, lighthouseTable, mapTable, routeTable, table, timingTable, BUDGETS, kib } from './src/report.mjs';
import { reliabilityRows, runReliability } from './src/reliability.mjs';
import { liveFigures, liveRows } from './src/live.mjs';
import { DEBUG_PORT, axeFigures, firstVisitChecks, lighthouseFigures, lighthouseRoutes, menuProductId } from './src/lighthouse.mjs';
import { calibrateCpuSlowdown } from './src/calibrate.mjs';
import { shellPageSecurityHeaders, shellSecurityHeaders } from '../scripts/lib/security-headers.mjs';

const args = process.argv.slice(2);
const option = (name) => { const i = args.indexOf(name); return i === -1 ? undefined : args[i + 1]; };
const outDir = path.resolve(repoRoot, option('--out') || 'bench/results');
const withApi = !args.includes('--no-api');
const withCpu = !args.includes('--no-cpu');
const withReliability = !args.includes('--no-reliability');
const withLive = !args.includes('--no-live');
const onlyLighthouse = args.includes('--only-lighthouse');
const withLighthouse = onlyLighthouse || !args.includes('--no-lighthouse');
const mapOnly = args.includes('--map-only');
const searchOnly = args.includes('--search-only');
const lighthouseScreens = option('--lighthouse-screens')?.split(',').map((name) => name.trim()).filter(Boolean) ?? null;

const benchStarted = Date.now();
const log = (line) => console.log(`bench: ${line}`);
const elapsed = () => `${((Date.now() - benchStarted) / 1000).toFixed(1)} s`;

const envPort = (name, fallback) => Number(process.env[name] || fallback);
const PORTS = {
  api: envPort('BENCH_API_PORT', 28080),
  shell: envPort('BENCH_SHELL_PORT', 23000),
  catalog: envPort('BENCH_CATALOG_PORT', 23001),
  basketCheckout: envPort('BENCH_BASKET_CHECKOUT_PORT', 23002),
  profile: envPort('BENCH_PROFILE_PORT', 23003),
  addressMaps: envPort('BENCH_ADDRESS_MAPS_PORT', 23004),
  booking: envPort('BENCH_BOOKING_PORT', 23005),
};
/** The TLS front's ports (--lighthouse-tls): the shell's and each remote's HTTPS port, and the shell server behind it. */
const TLS_PORTS = {
  shell: PORTS.shell + 100, shellUpstream: PORTS.shell + 110,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.name, PORTS[remote.name] + 100])),
};
/** One route of each remote not on / (shared-contracts/src/app-routes.ts). */
const ROUTE_OF_REMOTE = [['basketCheckout', '/basket'], ['profile', '/login'], ['addressMaps', '/branches'], ['booking', '/vacancy']];
/** Container name ↔ workspace (the shell and the five remotes). */
const CONTAINERS = [{ container: 'shell', workspace: 'shell' }, ...REMOTES.map((r) => ({ container: r.name, workspace: r.workspace }))];

function machine() {
  const cpus = os.cpus();
  return { cores: cpus.length, cpu: cpus[0]?.model?.trim() ?? null, memoryGiB: Math.round(os.totalmem() / 2 ** 30), platform: `${os.platform()} ${os.release()}`, node: process.version };
}

function git() {
  const run = (...a) => { try { return execFileSync('git', a, { cwd: repoRoot, encoding: 'utf8' }).trim(); } catch { return null; } };
  const status = run('status', '--porcelain', '--untracked-files=no');
  return { commit: run('rev-parse', 'HEAD'), branch: run('rev-parse', '--abbrev-ref', 'HEAD'), dirty: status ? status.split('\n').length > 0 : false };
}

/**
 * Build what is stale, and (again) whatever lacks dist/stats.json: the bench needs the module map
 * (`withStats`; the search figures alone do without it).
 */
async function ensureBuilds({ withStats = true } = {}) {
  if (withStats) process.env.BENCH_STATS = '1'; // the builds inherit it (tooling/webpack/create-config.mjs)
  const needed = FRONTENDS.filter((f) => isStale(f) || (withStats && !fs.existsSync(path.join(repoRoot, f.workspace, 'dist/stats.json'))))
    .map((f) => f.workspace);
  if (!needed.length) return log(`frontends up to date${withStats ? ', with stats' : ''}`);
  log(`building ${needed.join(', ')}${withStats ? ' (with BENCH_STATS=1)' : ''}`);
  const { failed } = await buildFrontends({ force: true, only: needed, log });
  if (failed.length) throw new Error(`the build of ${failed.join(', ')} failed`);
}

const containerOf = (url) => {
  const port = Number(new URL(url).port);
  return Object.entries(PORTS).find(([, p]) => p === port)?.[0] ?? `other:${new URL(url).host}`;
};

function bundleFigures(visit, stats) {
  const scripts = visit.scripts.map((s) => ({ ...s, container: containerOf(s.url), file: path.basename(new URL(s.url).pathname), transferred: s.bodyBytes }));
  const first = scripts.filter((s) => s.phase === 'first-visit');
  const containers = attribute(first, stats);
  const ordered = Object.fromEntries(CONTAINERS.map(({ container }) => [container, containers[container] ?? { total: 0, files: 0, libraries: {}, packages: {} }]));
  const instances = rendererInstances(first, stats);
  const markers = first.filter((s) => s.body).map((s) => ({ file: `${s.container}:${s.file}`, ...rendererMarkers(s.body) }));
  const remotesBeforeRoute = {};
  for (const { name } of REMOTES.filter((r) => r.name !== 'catalog')) {
    remotesBeforeRoute[name] = scripts.filter((s) => s.container === name).reduce((sum, s) => sum + s.wireBytes, 0);
  }
  const packages = {};
  for (const entry of Object.values(ordered)) for (const [pkg, bytes] of Object.entries(entry.packages)) packages[pkg] = (packages[pkg] || 0) + bytes;
  return {
    firstVisit: {
      url: visit.url,
      totalGzipBytes: first.reduce((sum, s) => sum + s.transferred, 0),
      totalWireBytes: first.reduce((sum, s) => sum + s.wireBytes, 0),
      files: first.length,
      notGzipped: first.filter((s) => s.encoding !== 'gzip').map((s) => s.url),
      containers: ordered,
      largestPackages: Object.entries(packages).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([name, bytes]) => ({ name, bytes })),
      scripts: first.map(({ url, container, file, bodyBytes, wireBytes, encoding, status }) => ({ url, container, file, gzipBytes: bodyBytes, wireBytes, encoding, status })),
    },
    afterSettle: {
      settleMs: visit.settleMs,
      scripts: scripts.filter((s) => s.phase === 'after-settle').map(({ url, bodyBytes }) => ({ url, gzipBytes: bodyBytes })),
    },
    renderer: {
      ...Object.fromEntries(Object.entries(instances).map(([name, where]) => [name, where.length])),
      where: instances,
      onPage: visit.renderers ?? null,
      byContent: Object.fromEntries(Object.keys(instances).map((name) => [name, markers.filter((m) => m[name]).map((m) => m.file)])),
    },
    remotesBeforeRoute,
  };
}

async function merchantId(apiUrl, sub) {
  const response = await fetch(`${apiUrl}/users/v1/merchants/sub/${sub}`);
  if (!response.ok) throw new Error(`merchant ${sub}: HTTP ${response.status}`);
  return (await response.json()).id;
}

async function main() {
  await ensureBuilds({ withStats: !searchOnly });
  const stats = searchOnly ? null : readStats(repoRoot, CONTAINERS);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const stackLog = [];
  log(`starting the stack (API on ${PORTS.api} with SEED_BIG=1 in ${dataDir}, shell on ${PORTS.shell}, remotes on ${PORTS.catalog}-${PORTS.booking})`);
  let stack;
  const stackStarted = Date.now();
  try {
    stack = await startStack({ ports: PORTS, apiEnv: { DATA_DIR: dataDir, DATABASE_URL: '', SEED_BIG: '1', LOG_LEVEL: 'warn' }, log: (line) => stackLog.push(line) });
  } catch (error) {
    console.error(stackLog.join('\n'));
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  log(`stack up in ${((Date.now() - stackStarted) / 1000).toFixed(1)} s`);

  const meta = { timestamp: new Date().toISOString(), git: git(), machine: machine(), loadAverage1mAtStart: Math.round(os.loadavg()[0] * 100) / 100, ports: PORTS };
  if (mapOnly || searchOnly) {
    try {
      if (mapOnly) await mapRuns(stack, meta, Number(option('--runs') || 5));
      if (searchOnly) await searchRuns(stack, meta);
    } finally {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    return;
  }
  let bundles;
  let api = null;
  let quality = null;
  try {
    if (withLighthouse) {
      const throughTls = args.includes('--lighthouse-tls');
      meta.lighthouseProtocol = throughTls ? 'HTTPS over HTTP/2' : 'HTTP/1.1';
      const front = throughTls ? await startTlsFront(stack, TLS_PORTS, { log: () => {} }) : null;
      const shellUrl = front?.shellUrl ?? stack.urls.shell;
      const writeQuality = () => {
        fs.mkdirSync(outDir, { recursive: true });
        fs.writeFileSync(path.join(outDir, 'lighthouse.json'), `${JSON.stringify({ ...meta, budgets: BUDGETS, ...quality }, null, 2)}\n`);
      };
      try {
        const byHand = Number(option('--lighthouse-cpu-slowdown')) || null;
        const calibration = byHand
          ? { byHand: true, cpuSlowdownMultiplier: byHand }
          : await calibrateCpuSlowdown({ url: `${shellUrl}/?vendor=demo`, port: DEBUG_PORT, runs: Number(option('--lighthouse-calibration-runs') || 5), extraArgs: throughTls ? TLS_FRONT_CHROMIUM_ARGS : [], log });
        meta.lighthouseCalibration = calibration;
        meta.lighthouseCpuSlowdown = calibration.cpuSlowdownMultiplier;
        log(calibrationLine(calibration));
        const perRunSlowdown = !byHand && !args.includes('--lighthouse-one-slowdown');
        meta.lighthousePerRunSlowdown = perRunSlowdown;
        const common = { shellUrl, apiUrl: stack.urls.api, runs: Number(option('--lighthouse-runs') || 1), cpuSlowdown: calibration.cpuSlowdownMultiplier, perRunSlowdown, only: lighthouseScreens, reportDir: option('--lighthouse-reports') ? path.resolve(option('--lighthouse-reports')) : null, log };
        const productId = await menuProductId(stack.urls.api, 'demo');
        quality = { lighthouse: await lighthouseFigures({ ...common, visit: 'first', productId }) };
        quality.firstVisitChecks = await firstVisitChecks({ shellUrl, routes: lighthouseRoutes(productId).filter((r) => !lighthouseScreens || lighthouseScreens.includes(r.name)), log });
        writeQuality();
        if (!args.includes('--no-returning')) {
          quality.lighthouseReturning = await lighthouseFigures({ ...common, visit: 'returning', productId });
          writeQuality();
        }
      } finally {
        await front?.stop();
      }
      const cpu = meta.lighthousePerRunSlowdown ? 'CPU slowdown of each run\'s own benchmark index' : `${meta.lighthouseCpuSlowdown}× CPU`;
      const settings = `simulated slow 4G, ${cpu}, ${meta.lighthouseProtocol}, demo brand`;
      console.log(`\nLighthouse 12 mobile, FIRST VISIT (a fresh profile for every run: nothing stored; ${settings})`);
      console.log(`${calibrationLine(meta.lighthouseCalibration)}\n`);
      console.log(lighthouseTable(quality.lighthouse, { checks: quality.firstVisitChecks }));
      if (quality.lighthouseReturning) {
        console.log(`\nLighthouse 12 mobile, RETURNING CUSTOMER (logged in, a product in the basket, the screen visited once, storage kept; ${settings})\n`);
        console.log(lighthouseTable(quality.lighthouseReturning));
      }
      if (!args.includes('--no-axe-routes')) {
        quality.axe = await axeFigures({ shellUrl: stack.urls.shell, apiUrl: stack.urls.api, log });
        if (quality.axe) console.log(`\n${axeTable(quality.axe)}`);
        else console.log('\naxe: @axe-core/playwright is not installed (npm ci installs it with the e2e workspace)');
      }
      if (!args.includes('--no-federation')) {
        quality.federation = await federationCost(stack, meta.lighthouseCpuSlowdown);
        console.log(`\n${federationTable(quality.federation)}`);
      }
      writeQuality();
      if (onlyLighthouse) return;
    }
    const browser = await launchBrowser();
    try {
      const settleMs = 1500;
      log('first visit of /?vendor=demo (empty cache)');
      const visit = await firstVisit(browser, { url: `${stack.urls.shell}/?vendor=demo`, bodies: true, settleMs, countRenderers: true });
      visit.settleMs = settleMs;
      bundles = bundleFigures(visit, stats);
      const timings = [{ label: 'demo, 1× CPU', ...pickTiming(visit) }];
      if (withCpu) {
        for (const [label, url, rate] of [
          ['big (3,000 products), 1× CPU', `${stack.urls.shell}/?vendor=big`, 1],
          ['big (3,000 products), 4× CPU slowdown', `${stack.urls.shell}/?vendor=big`, 4],
          ['demo, 4× CPU slowdown', `${stack.urls.shell}/?vendor=demo`, 4],
        ]) {
          log(`timing: ${label}`);
          timings.push({ label, ...pickTiming(await firstVisit(browser, { url, cpuThrottle: rate })) });
        }
      }
      bundles.timings = timings;
      bundles.addToBasket = [];
      if (withCpu) {
        for (const [label, rate] of [['big (3,000 products), 1× CPU', 1], ['big (3,000 products), 4× CPU slowdown', 4]]) {
          log(`add to basket: ${label}`);
          bundles.addToBasket.push({ label, ...(await addToBasketTiming(browser, { url: `${stack.urls.shell}/?vendor=big`, cpuThrottle: rate })) });
        }
      }
      if (withCpu) {
        log('search: keystroke → paint on /search?vendor=big at 1× and 4× CPU');
        bundles.search = await searchFigures(browser, stack, false);
      }
      bundles.map = await mapFigures(browser, `${stack.urls.shell}${MAP_ROUTE}?vendor=demo`, withCpu ? 4 : 1);
      log(`map: ${kib(bundles.map.gzipBytes)} of map code, first tiles painted after ${Math.round(bundles.map.firstTilesPaintedMs)} ms at ${bundles.map.cpuThrottle}× CPU`);
      // Each other remote on one of its own routes: it loads and mounts (with the shell's runtime).
      bundles.routeVisits = [];
      for (const [remote, route] of ROUTE_OF_REMOTE) {
        const visit = await visitRoute(browser, { url: `${stack.urls.shell}${route}?vendor=demo`, remote });
        const own = visit.scripts.filter((s) => containerOf(s.url) === remote);
        bundles.routeVisits.push({ remote, route, mounted: visit.mounted, ms: visit.ms, files: own.length, gzipBytes: own.reduce((sum, s) => sum + s.bodyBytes, 0), errors: visit.errors, renderers: visit.renderers });
        log(`route ${route}: ${remote} ${visit.mounted ? 'mounted' : 'NOT mounted'} (${own.length} files, ${kib(own.reduce((sum, s) => sum + s.bodyBytes, 0))} of its own)`);
      }
      bundles.browser = `Chromium ${browser.version()}`;
    } finally {
      await browser.close();
    }

    if (withApi) {
      const id = await merchantId(stack.urls.api, 'big');
      const url = `http://127.0.0.1:${PORTS.api}/products/v1/overalls?type=WEB`;
      const headers = { merchant: String(id), 'accept-encoding': 'gzip' }; // no if-none-match: full bodies
      const probe = await fetch(url, { headers: { merchant: String(id) } }).then((r) => r.json());
      log(`load: warm-up, then ${BUDGETS.overallsRate} req/s for 10 s on ${url} (merchant big = ${id}, ${probe.products.length} products)`);
      await openLoop({ url, headers, rate: 100, durationMs: 2000 });
      const loadAverageBefore = os.loadavg()[0];
      const load = await openLoop({ url, headers, rate: BUDGETS.overallsRate, durationMs: 10_000, maxRequests: 5000 });
      api = {
        ...meta,
        endpoint: 'GET /products/v1/overalls?type=WEB',
        merchant: { sub: 'big', id },
        products: probe.products.length,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': 'not sent' },
        generator: 'bench/src/load.mjs: open loop, Node http.Agent keepAlive, same machine as the API (they share its cores)',
        budgetMachine: '2 cores, loopback',
        // Other work on the machine (other builds, servers) moves these figures: read them with it.
        loadAverage1mBefore: Math.round(loadAverageBefore * 100) / 100,
        load,
      };
    }
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  fs.mkdirSync(outDir, { recursive: true });
  const unit = 'bytes; KB in the tables = 1024 bytes; gzip bytes are the encoded bodies the browser received (CDP Network.loadingFinished encodedDataLength minus the response headers)';
  fs.writeFileSync(path.join(outDir, 'bundles.json'), `${JSON.stringify({ ...meta, browser: bundles.browser, unit, budgets: BUDGETS, ...bundles }, null, 2)}\n`);
  if (api) fs.writeFileSync(path.join(outDir, 'api.json'), `${JSON.stringify(api, null, 2)}\n`);

  console.log(`\nLamenu Storefront bench — ${meta.timestamp}, commit ${meta.git.commit?.slice(0, 10)}${meta.git.dirty ? ' (dirty)' : ''}, ${meta.machine.cores} cores (${meta.machine.cpu}), load average ${meta.loadAverage1mAtStart}\n`);
  console.log(budgetTable(bundles, api));
  console.log(`\nFirst visit of /?vendor=demo: JavaScript by container and library (gzip, apportioned by minified module size)\n`);
  console.log(libraryTable(bundles));
  console.log('\nLargest contributors (package, gzip):');
  console.log(bundles.firstVisit.largestPackages.map((p) => `  ${p.name.padEnd(34)} ${kib(p.bytes)}`).join('\n'));
  if (bundles.firstVisit.notGzipped.length) console.log(`\nnot gzipped: ${bundles.firstVisit.notGzipped.join(', ')}`);
  const { where, byContent } = bundles.renderer;
  console.log(`\nRenderer (React, one copy of each): ${Object.entries(where).map(([name, files]) => `${name} in ${files.join(', ') || 'none'}`).join('; ')}`);
  console.log(`       by content: ${Object.entries(byContent).map(([name, files]) => `${name} in ${files.length} file(s)`).join(', ')}`);
  if (bundles.renderer.onPage) console.log(`       started on the page (React DevTools' hook): ${bundles.renderer.onPage.map((r) => `${r.rendererPackageName}@${r.version}`).join(', ') || 'none'}`);
  console.log(`\n${routeTable(bundles)}`);
  if (bundles.map) console.log(`\n${mapTable(bundles)}`);
  console.log(`\n${timingTable(bundles)}`);
  if (bundles.addToBasket?.length) console.log(`\n${addToBasketTable(bundles)}`);
  if (bundles.search) console.log(`\n${searchTimingTable(bundles.search.timings, table, BUDGETS.searchKeystrokeMs4x)}`);
  if (api) console.log(`\n${apiTable(api)}\n(${api.load.sent} requests, ${(api.load.receivedBytes / 2 ** 20).toFixed(1)} MiB received (${JSON.stringify(api.load.encodings)}), generator and API share ${meta.machine.cores} cores; 1-min load average before: ${api.loadAverage1mBefore} — other work on the machine moves these figures)`);
  // After the stack is down: the suite starts its own API processes and needs the cores.
  if (withReliability) {
    const rows = reliabilityRows(runReliability(repoRoot, log));
    console.log(`\nReliability of the API (api/test/reliability)\n`);
    console.log(table([['figure', 'measured', 'goal (ARCHITECTURE.md §6)', ''], ...rows]));
  }

  if (withLive) {
    const live = await liveFigures({ repoRoot, port: envPort('BENCH_LIVE_API_PORT', 28090), log, databaseUrl: process.env.DATABASE_URL || null });
    fs.writeFileSync(path.join(outDir, 'live.json'), `${JSON.stringify({ ...meta, ...live }, null, 2)}\n`);
    console.log(`\nLive stream (${live.database}; an API process of its own, the load generator on the same cores)\n`);
    console.log(table([['figure', 'measured', 'goal (ARCHITECTURE.md §6)', ''], ...liveRows(live)]));
  }

  console.log(`\nwritten: ${path.relative(repoRoot, path.join(outDir, 'bundles.json'))}${api ? `, ${path.relative(repoRoot, path.join(outDir, 'api.json'))}` : ''}${withReliability ? ', bench/results/reliability.json' : ''}${withLive ? ', bench/results/live.json' : ''}; bench took ${elapsed()}`);
}

/**
 * What Module Federation costs: the same storefront built as one bundle (every remote a lazy chunk
 * of the shell, no federation runtime, no remote entries, no shared-module negotiation), served on
 * its own port against the same API; a first visit of / in each, and Lighthouse's LCP of each.
 */
async function federationCost(stack, cpuSlowdown) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-one-bundle-'));
  const port = envPort('BENCH_ONE_BUNDLE_PORT', 23010);
  try {
    await buildOneBundle({ outDir, federationRuntime: path.join(import.meta.dirname, 'one-bundle/federation-runtime.mjs'), log });
    const env = { ...process.env, API_PORT: String(PORTS.api), SERVICE_WORKER: 'off' };
    for (const remote of REMOTES) env[remote.portVar] = String(PORTS[remote.name]);
    const runtime = shellRuntimeConfig(env);
    const server = createStaticServer({ root: outDir, spa: true, runtime, securityHeaders: shellSecurityHeaders(runtime), pageSecurityHeaders: shellPageSecurityHeaders(runtime), dynamic: { '/remotes.json': () => runtime.remotes, '/config.json': () => runtime.config }, apiUpstream: apiUpstream(runtime, env) });
    await new Promise((resolve) => server.listen(port, resolve));
    try {
      const oneUrl = `http://localhost:${port}`;
      const browser = await launchBrowser();
      const visits = {};
      try {
        for (const [label, url] of [['federated', stack.urls.shell], ['one bundle', oneUrl]]) {
          const visit = await firstVisit(browser, { url: `${url}/?vendor=demo` });
          const scripts = visit.scripts.filter((s) => s.phase === 'first-visit');
          visits[label] = { gzipBytes: scripts.reduce((sum, s) => sum + s.bodyBytes, 0), files: scripts.length, firstProductPaintedMs: Math.round(visit.firstProductPaintedMs) };
        }
      } finally {
        await browser.close();
      }
      for (const [label, url] of [['federated', stack.urls.shell], ['one bundle', oneUrl]]) {
        const [home] = await lighthouseFigures({ shellUrl: url, apiUrl: stack.urls.api, only: ['home'], visit: 'first', cpuSlowdown, log });
        visits[label].lighthouse = { performance: home.performance, lcpMs: Math.round(home.lcpMs), tbtMs: Math.round(home.tbtMs) };
      }
      return visits;
    } finally {
      server.close();
      server.closeAllConnections();
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

function federationTable(visits) {
  const fed = visits.federated;
  const one = visits['one bundle'];
  const ratio = (a, b) => (a && b ? `${(a / b).toFixed(2)}×` : '—');
  return table([
    ['Module Federation vs one bundle, / of demo', 'federated', 'one bundle', 'federated / one bundle'],
    ['JavaScript until the menu shows (gzip)', kib(fed.gzipBytes), kib(one.gzipBytes), ratio(fed.gzipBytes, one.gzipBytes)],
    ['script files', fed.files, one.files, ratio(fed.files, one.files)],
    ['first product painted (1× CPU, loopback)', `${fed.firstProductPaintedMs} ms`, `${one.firstProductPaintedMs} ms`, ratio(fed.firstProductPaintedMs, one.firstProductPaintedMs)],
    ['Lighthouse mobile LCP', `${fed.lighthouse.lcpMs} ms`, `${one.lighthouse.lcpMs} ms`, ratio(fed.lighthouse.lcpMs, one.lighthouse.lcpMs)],
    ['Lighthouse mobile TBT', `${fed.lighthouse.tbtMs} ms`, `${one.lighthouse.tbtMs} ms`, ratio(fed.lighthouse.tbtMs, one.lighthouse.tbtMs)],
    ['Lighthouse mobile performance', fed.lighthouse.performance, one.lighthouse.performance, ''],
  ]);
}

/**
 * The menu search on the big menu: the search screen, keystroke → paint at 1× and 4× CPU, and
 * (`withLibraries`) MiniSearch against Fuse.js on the same products (bench/src/search.mjs).
 */
async function searchFigures(browser, stack, withLibraries) {
  const url = `${stack.urls.shell}/search?vendor=big`;
  const timings = [];
  for (const rate of [1, 4]) timings.push({ label: `big (3,000 products), ${rate}× CPU`, ...(await searchTiming(browser, { url, cpuThrottle: rate })) });
  if (!withLibraries) return { timings };
  const id = await merchantId(stack.urls.api, 'big');
  const overall = await fetch(`${stack.urls.api}/products/v1/overalls?type=WEB`, { headers: { merchant: String(id) } }).then((r) => r.json());
  log(`search: MiniSearch and Fuse.js on ${overall.products.length} products at 1× and 4× CPU`);
  const libraries = await searchLibraryFigures(browser, { products: overall.products.filter((p) => p.active) });
  return { timings, libraries };
}

/** `--search-only`: the search figures alone, with the library comparison: bench/results/search.json. */
async function searchRuns(stack, meta) {
  const browser = await launchBrowser();
  let figures;
  try {
    figures = await searchFigures(browser, stack, true);
    figures.browser = `Chromium ${browser.version()}`;
  } finally {
    await browser.close();
  }
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'search.json'), `${JSON.stringify({ ...meta, budgets: { searchKeystrokeMs4x: BUDGETS.searchKeystrokeMs4x }, ...figures }, null, 2)}\n`);
  console.log(`\n${searchTimingTable(figures.timings, table, BUDGETS.searchKeystrokeMs4x)}`);
  console.log(`\n${searchLibraryTable(figures.libraries, table, kib)}`);
  console.log(`\nwritten: ${path.relative(repoRoot, path.join(outDir, 'search.json'))}`);
}

/** The map screen the map figures are taken on. */
const MAP_ROUTE = '/address/delivery';

/**
 * The map's code is what the address-maps remote loads for the picker beyond its first chunk: the
 * lazy Leaflet chunk (map-leaflet, and the split chunk holding Leaflet itself, told by Leaflet's own
 * 'leaflet-pane' class name), the picker's chunk (screen-address-delivery), and the split chunk the picker
 * shares with the address form (the point picker and the map interface, told by 'data-map-engine').
 */
async function mapFigures(browser, url, cpuThrottle) {
  log(`map: first visit of ${MAP_ROUTE} at ${cpuThrottle}× CPU`);
  const visit = await mapVisit(browser, { url, cpuThrottle });
  const files = visit.scripts
    .filter((s) => containerOf(s.url) === 'addressMaps')
    .map((s) => ({ file: path.basename(new URL(s.url).pathname), gzipBytes: s.bodyBytes, leaflet: s.body.includes('leaflet-pane'), mapView: s.body.includes('data-map-engine') }))
    .filter((f) => /^(map-leaflet|screen-address-delivery)\./.test(f.file) || f.leaflet || f.mapView);
  const round = (v) => (v === null || v === undefined ? null : Math.round(v));
  return {
    route: MAP_ROUTE, cpuThrottle, files,
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    firstTilesInsertedMs: round(visit.firstTilesInsertedMs),
    firstTilesPaintedMs: round(visit.firstTilesPaintedMs),
    tilesReceivedMs: round(visit.tilesReceivedMs),
    tilesRequested: visit.tilesRequested,
    documentReceivedMs: visit.documentReceivedMs,
    chain: visit.chain,
  };
}

/** `--map-only`: the map figures alone, several first visits, each with its load chain, and the median. */
async function mapRuns(stack, meta, runs) {
  const browser = await launchBrowser();
  const cpu = withCpu ? 4 : 1;
  const results = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const figures = await mapFigures(browser, `${stack.urls.shell}${MAP_ROUTE}?vendor=demo`, cpu);
      results.push(figures);
      log(`map run ${run}/${runs}: first tiles painted after ${figures.firstTilesPaintedMs} ms (received ${figures.tilesReceivedMs} ms, ${figures.tilesRequested} tiles asked), load average ${os.loadavg()[0].toFixed(2)}`);
      for (const step of figures.chain) log(`    ${String(step.start).padStart(5)} → ${String(step.end).padStart(5)} ms  ${step.name}`);
    }
  } finally {
    await browser.close();
  }
  const median = (values) => { const sorted = values.filter((v) => v !== null).sort((a, b) => a - b); return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null; };
  // The code is the same in every run; a run whose browser took a chunk from a cache reports 0
  // bytes for it (seen in a first run), so the sizes come from the run that downloaded the most.
  const sized = results.reduce((most, r) => ((r.gzipBytes ?? 0) > (most.gzipBytes ?? 0) ? r : most), results[0]);
  const summary = {
    ...meta, cpuThrottle: cpu, runs,
    gzipBytes: sized?.gzipBytes ?? null, files: sized?.files ?? [],
    medianFirstTilesPaintedMs: median(results.map((r) => r.firstTilesPaintedMs)),
    medianTilesReceivedMs: median(results.map((r) => r.tilesReceivedMs)),
    results,
  };
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'map.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\n${mapTable({ map: { ...sized, firstTilesPaintedMs: summary.medianFirstTilesPaintedMs, firstTilesInsertedMs: median(results.map((r) => r.firstTilesInsertedMs)), tilesReceivedMs: summary.medianTilesReceivedMs } })}`);
  console.log(`median of ${runs} first visits; each: ${results.map((r) => r.firstTilesPaintedMs).join(', ')} ms (budget ${BUDGETS.mapFirstTilesMs4x} ms at 4× CPU); written: ${path.relative(repoRoot, path.join(outDir, 'map.json'))}`);
}

function pickTiming(visit) {
  const { url, cpuThrottle, visibleAfterMs, firstProductInsertedMs, firstProductPaintedMs, overallsReceivedMs, dataToPaintMs, productCardsInDom, merchantName } = visit;
  const round = (v) => (v === null || v === undefined ? null : Math.round(v));
  return { url, cpuThrottle, merchantName, productCardsInDom, visibleAfterMs, firstProductInsertedMs: round(firstProductInsertedMs), firstProductPaintedMs: round(firstProductPaintedMs), overallsReceivedMs: round(overallsReceivedMs), dataToPaintMs: round(dataToPaintMs) };
}

main().catch((error) => {
  console.error(`bench: ${error.stack || error}`);
  process.exit(1);
});
