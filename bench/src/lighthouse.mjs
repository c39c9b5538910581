// Lighthouse 12 (mobile preset: a Moto G Power-sized screen, simulated slow 4G) on the screens
// ARCHITECTURE.md §6 names, in Debian's Chromium, at a CPU slowdown calibrated to the host
// (calibrate.mjs), never the preset's flat 4×. Two visits are measured, and reported apart:
// - the first visit: every run in a Chromium profile of its own, made for it (no HTTP cache, no
//   service worker, no Cache Storage, no localStorage, IndexedDB or cookies, on any origin);
//   checkout and orders are then what a newcomer opening them gets;
// - the returning customer: one profile in which a customer logged in and put a product in the
//   basket; each screen visited once, then measured with everything kept (Lighthouse's storage
//   reset off: the HTTP cache, the service worker and its caches, localStorage).
// Until 2026-11-27 the bench measured one profile with the customer's localStorage kept between
// runs and called it a first visit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { TLS_FRONT_CHROMIUM_ARGS } from '../../scripts/lib/tls-front.mjs';
import { cpuSlowdownForIndex, freshProfile } from './calibrate.mjs';
import { REACT_HOOK, reactRenderers } from './react-hook.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

/** The screens of §6: home, a product, basket, search, checkout, orders, a map. */
export function lighthouseRoutes(productId) {
  return [
    { name: 'home', path: '/' },
    { name: 'product', path: `/product/${productId}` },
    { name: 'basket', path: '/basket' },
    { name: 'search', path: '/search' },
    { name: 'checkout', path: '/checkout' },
    { name: 'orders', path: '/profile/orders' },
    { name: 'map', path: '/branches/map' },
  ];
}

/** The routes axe checks on each brand (ids filled in from the brand's own menu). */
const AXE_ROUTES = ['/', '/product/:id', '/search', '/basket', '/checkout', '/login', '/profile', '/profile/orders', '/profile/address',
  '/branches', '/branches/map', '/address/pickup', '/about', '/vacancy', '/reservations'];
export const AXE_BRANDS = ['demo', 'mim', 'oqshom'];

export const DEBUG_PORT = Number(process.env.BENCH_LIGHTHOUSE_DEBUG_PORT || 29222);

async function latestCode(apiUrl, phone) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${apiUrl}/dev/sms-outbox?phone=${phone}`);
    if (response.ok) {
      const code = /\b(\d{6})\b/.exec((await response.json())[0]?.text ?? '')?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no login code for ${phone} in the outbox`);
}

/** Logs a new customer in through the login screen and puts one product in the basket. */
async function prepareCustomer(page, { shellUrl, apiUrl, vendor }) {
  const phone = `99890${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await page.goto(`${shellUrl}/login?vendor=${vendor}`);
  await page.getByTestId('login-phone').fill(phone.slice(3));
  await page.getByTestId('login-send').click();
  await page.getByTestId('login-code').fill(await latestCode(apiUrl, phone));
  await page.getByTestId('login-confirm').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${shellUrl}/?vendor=${vendor}`);
  // A product added in one tap (no modifier to choose).
  const card = page.locator('article.cat-card:has(button.cat-add:not([data-needs-choice]))').first();
  await card.waitFor();
  await card.locator('button.cat-add').click();
  const productId = await card.getAttribute('data-product-id');
  return { phone, productId };
}

function pick(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = (id) => (lhr.categories[id]?.score === null || lhr.categories[id]?.score === undefined ? null : Math.round(lhr.categories[id].score * 100));
  const failedA11y = Object.values(lhr.audits)
    .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    failedAccessibilityAudits: failedA11y,
    runtimeError: lhr.runtimeError?.message ?? null,
    // How fast this machine's CPU was by Lighthouse's own measure, taken before this run, and the
    // slowdown the run was modelled at: the calibration's (calibrate.mjs), or the one of this index.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
  };
}

/** The slowdown Lighthouse's calculator gives for the benchmark index read at this run's start (two decimals), or null. */
function ownSlowdown(lhr) {
  const index = lhr.environment?.benchmarkIndex;
  return Number.isFinite(index) ? Math.round(cpuSlowdownForIndex(index) * 100) / 100 : null;
}

/** @axe-core/playwright, as the browser suite runs it (e2e/tests/a11y.spec.ts); null when not installed. */
async function axeBuilder() {
  try {
    return (await import('@axe-core/playwright')).default; // the e2e workspace's dependency (4.13.0)
  } catch {
    return null;
  }
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical axe findings on the page as it is now, with the browser suite's options. */
async function seriousFindings(AxeBuilder, page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    // Leaflet's tile images are decorative map pieces the map library draws itself.
    .exclude('.leaflet-tile-container')
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, nodes: v.nodes.length }));
}

/** Until the screen is drawn: every screen has an h1 once drawn (the "not available here" page too). */
async function screenDrawn(page, url) {
  // Not 'networkidle': a logged-in page holds its live stream open for good.
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('h1') !== null, null, { timeout: 15_000 });
  await page.waitForTimeout(1000);
}

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules, through @axe-core/playwright with the browser suite's
 * options) on each route of each demo brand, in the browser the logged-in customer of that brand
 * has: its serious and critical findings. Null when @axe-core/playwright is not installed.
 */
export async function axeFigures({ shellUrl, apiUrl, brands = AXE_BRANDS, log = () => {} }) {
  const AxeBuilder = await axeBuilder();
  if (!AxeBuilder) return null;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-axe-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, viewport: { width: 390, height: 844 } });
  const rows = [];
  try {
    const page = await context.newPage();
    for (const brand of brands) {
      const { productId } = await prepareCustomer(page, { shellUrl, apiUrl, vendor: brand });
      for (const route of AXE_ROUTES) {
        const url = `${shellUrl}${route.replace(':id', productId)}?vendor=${brand}`;
        try {
          await screenDrawn(page, url);
          const violations = await seriousFindings(AxeBuilder, page);
          rows.push({ brand, path: route, seriousOrCritical: violations.reduce((sum, v) => sum + v.nodes, 0), rules: violations.map((v) => `${v.id}×${v.nodes}`) });
        } catch (error) {
          rows.push({ brand, path: route, error: String(error.message || error).split('\n')[0] });
        }
      }
      log(`axe: ${brand} done`);
    }
    return rows;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** A product of the brand's menu for the product screen, from the API (a first visit has no basket to take it from). */
export async function menuProductId(apiUrl, vendor) {
  const merchant = await fetch(`${apiUrl}/users/v1/merchants/sub/${vendor}`).then((r) => r.json());
  const overall = await fetch(`${apiUrl}/products/v1/overalls?type=WEB`, { headers: { merchant: String(merchant.id) } }).then((r) => r.json());
  const product = overall.products.find((p) => p.active) ?? overall.products[0];
  if (!product) throw new Error(`${vendor} has no product`);
  return product.id;
}

/** The run with the median performance score: one Lighthouse run on 2 cores varies by several points. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.figures.performance ?? 0) - (b.figures.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Lighthouse on each screen, at `cpuSlowdown` (the calibrated multiplier; required).
 * @param {object} options
 * @param {'first' | 'returning'} [options.visit]  a first visit (a fresh profile for every run) or a returning customer
 * @param {string[] | null} [options.only]  route names (lighthouseRoutes) to measure; all by default
 * @param {string | null} [options.reportDir]  where to write each route's full Lighthouse report (JSON)
 * @returns {Promise<Array<{ name, path, url, visit, performance, accessibility, lcpMs, tbtMs, cls, ... }>>}
 */
export async function lighthouseFigures({ shellUrl, apiUrl, vendor = 'demo', visit = 'first', only = null, reportDir = null, runs = 1, cpuSlowdown, perRunSlowdown = false, productId = null, log = () => {} }) {
  if (!Number.isFinite(cpuSlowdown)) throw new Error('lighthouseFigures: cpuSlowdown (the calibrated multiplier) is required');
  const { default: lighthouse, auditFlowArtifacts } = await import('lighthouse');
  const constants = await import('lighthouse/core/config/constants.js');
  const throttling = { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown };
  // Through the TLS front (lib/tls-front.mjs) the certificate is a self-signed one.
  const extraArgs = shellUrl.startsWith('https:') ? TLS_FRONT_CHROMIUM_ARGS : [];
  const flags = { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], throttling };
  const measure = async (url, extra = {}) => {
    const runner = await lighthouse(url, { ...flags, ...extra });
    const own = perRunSlowdown ? ownSlowdown(runner.lhr) : null;
    if (own === null || own === cpuSlowdown) return { report: runner.report, figures: pick(runner.lhr) };
    // The run audited again at the slowdown of the host's speed Lighthouse read at its start. The
    // simulation (throttlingMethod 'simulate') gathers at the host's own speed and applies the
    // slowdown only when auditing, so the same trace is modelled at the run's own multiplier; the
    // artifacts' settings say which one, as Lighthouse requires them to match the audit's.
    const ownThrottling = { ...throttling, cpuSlowdownMultiplier: own };
    const artifacts = { ...runner.artifacts, settings: { ...runner.artifacts.settings, throttling: ownThrottling } };
    const flow = await auditFlowArtifacts({ name: url, gatherSteps: [{ artifacts, flags: { ...flags, ...extra, throttling: ownThrottling } }] });
    const { lhr } = flow.steps[0];
    return { report: JSON.stringify(lhr), figures: pick(lhr) };
  };

  // The returning customer: one profile for every screen, a customer logged in with a basket.
  const returning = visit === 'returning' ? await freshProfile({ port: DEBUG_PORT, extraArgs }) : null;
  try {
    let page = null;
    if (returning) {
      page = await returning.context.newPage();
      const prepared = await prepareCustomer(page, { shellUrl, apiUrl, vendor });
      productId ??= prepared.productId;
    }
    productId ??= await menuProductId(apiUrl, vendor);
    const results = [];
    for (const route of lighthouseRoutes(productId).filter((r) => !only || only.includes(r.name))) {
      const url = `${shellUrl}${route.path}?vendor=${vendor}`;
      const measured = [];
      for (let run = 0; run < runs; run += 1) {
        log(`lighthouse (${visit} visit, ${cpuSlowdown}× CPU): ${url}${runs > 1 ? ` (run ${run + 1} of ${runs})` : ''}`);
        if (returning) {
          // The visit before: the screen drawn, its files in the HTTP cache, the service worker (it
          // registers 3 s after load, then at an idle moment) installed and its caches filled.
          await screenDrawn(page, url);
          const serviceWorkerActive = await page.evaluate(() => Promise.race([
            navigator.serviceWorker ? navigator.serviceWorker.ready.then(() => true) : false,
            new Promise((resolve) => setTimeout(() => resolve(false), 8000)),
          ]));
          await page.goto('about:blank');
          const result = await measure(url, { disableStorageReset: true });
          result.figures.serviceWorkerActive = serviceWorkerActive;
          measured.push(result);
        } else {
          const profile = await freshProfile({ port: DEBUG_PORT, extraArgs });
          try {
            measured.push(await measure(url));
          } finally {
            await profile.close();
          }
        }
      }
      const median = medianRun(measured);
      if (reportDir) fs.writeFileSync(path.join(reportDir, `lighthouse-${visit}-${route.name}.json`), median.report);
      results.push({
        ...route, url, visit, ...median.figures,
        ...(runs > 1 ? {
          runs: measured.map((m) => m.figures.performance),
          runsTbtMs: measured.map((m) => Math.round(m.figures.tbtMs ?? 0)),
          runsCpuSlowdown: measured.map((m) => m.figures.cpuSlowdownMultiplier),
        } : {}),
      });
    }
    return results;
  } finally {
    await returning?.close();
  }
}

/**
 * The first-visit checks beside Lighthouse, per screen, each in a fresh browser context (nothing
 * stored) at 390×844 as the browser suite's axe test: axe's serious and critical findings, and the
 * React renderers the page started (react-hook.mjs). Null axe figures when @axe-core/playwright is
 * not installed.
 */
export async function firstVisitChecks({ shellUrl, routes, vendor = 'demo', log = () => {} }) {
  const AxeBuilder = await axeBuilder();
  const https = shellUrl.startsWith('https:');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...(https ? TLS_FRONT_CHROMIUM_ARGS : [])], headless: true });
  const rows = [];
  try {
    for (const route of routes) {
      const url = `${shellUrl}${route.path}?vendor=${vendor}`;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: https });
      try {
        const page = await context.newPage();
        await page.addInitScript(REACT_HOOK);
        await screenDrawn(page, url);
        const renderers = await reactRenderers(page);
        const violations = AxeBuilder ? await seriousFindings(AxeBuilder, page) : null;
        rows.push({
          name: route.name, path: route.path, renderers: renderers.length, rendererPackages: renderers.map((r) => `${r.rendererPackageName}@${r.version}`),
          axeSeriousOrCritical: violations ? violations.reduce((sum, v) => sum + v.nodes, 0) : null, axeRules: violations ? violations.map((v) => `${v.id}×${v.nodes}`) : null,
        });
      } catch (error) {
        rows.push({ name: route.name, path: route.path, error: String(error.message || error).split('\n')[0] });
      } finally {
        await context.close();
      }
      log(`first-visit checks: ${route.path}`);
    }
    return rows;
  } finally {
    await browser.close();
  }
}
