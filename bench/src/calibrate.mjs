// The CPU slowdown Lighthouse runs at, calibrated to the host (issue 37, item 7). Lighthouse's
// mobile preset slows the CPU 4×, which models its reference phone only on a host whose benchmark
// index is about 1,500; on a host of index 3,200 it measures a phone three times faster than the
// preset's. Lighthouse's docs (docs/throttling.md, on CPU throttling) point to its CPU
// throttling calculator, whose formula is `cpuSlowdownForIndex` below
// (https://github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

/**
 * Lighthouse's CPU-throttling calculator: the slowdown that makes a host of this benchmark index
 * behave like the mobile preset's phone.
 *   index ≥ 1,300: 3 + (index − 1,300) / 233   (3× at 1,300, 4× at 1,533, 6× at 2,000, ~11× at 3,200)
 *   800–1,300:     2 + (index − 800) / 500     (2× at 800)
 *   150–800:       1 + (index − 150) / 650     (1× at 150; below, no slowdown at all)
 */
export function cpuSlowdownForIndex(index) {
  if (!Number.isFinite(index)) throw new Error(`no benchmark index to calibrate with (${index})`);
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  if (index >= 150) return 1 + (index - 150) / 650;
  return 1;
}

export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A Chromium with a profile of its own (a temporary directory), for Lighthouse on `port`. */
export async function freshProfile({ port, extraArgs = [] }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-lighthouse-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs, `--remote-debugging-port=${port}`],
    headless: true,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The host's benchmark index by Lighthouse's own measure (`lhr.environment.benchmarkIndex`, taken
 * in the browser before each run), `runs` times in fresh profiles, and its median; the multiplier
 * the calculator gives for it. Each run is Lighthouse with one cheap audit on `url`.
 */
export async function calibrateCpuSlowdown({ url, port, runs = 5, extraArgs = [], log = () => {} }) {
  const { default: lighthouse } = await import('lighthouse');
  const indexes = [];
  for (let run = 0; run < runs; run += 1) {
    const profile = await freshProfile({ port, extraArgs });
    try {
      const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] });
      const index = runner?.lhr.environment?.benchmarkIndex;
      if (Number.isFinite(index)) indexes.push(Math.round(index));
      log(`calibration ${run + 1} of ${runs}: benchmark index ${Math.round(index)} (load average ${os.loadavg()[0].toFixed(2)})`);
    } finally {
      await profile.close();
    }
  }
  const benchmarkIndex = median(indexes);
  const multiplier = Math.round(cpuSlowdownForIndex(benchmarkIndex) * 100) / 100;
  // How far the readings spread around their median: over ~20 %, other work was sharing the cores.
  const spread = indexes.length ? Math.round(((Math.max(...indexes) - Math.min(...indexes)) / benchmarkIndex) * 100) : null;
  return { benchmarkIndexes: indexes, benchmarkIndex, spreadPercent: spread, cpuSlowdownMultiplier: multiplier, loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100 };
}
