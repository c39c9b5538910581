// The reliability figures of the API (client input never answered 5xx, no leaks, no lost orders): the suite in
// api/test/reliability run with RECORD_RELIABILITY=1 on PGlite and, when DATABASE_URL is set, on
// PostgreSQL; it writes bench/results/reliability.json, which this reads back for the table.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const RELIABILITY_GOALS = {
  fuzzRequests: 5000,
  fiveXX: 0,
  leaks: 0,
  concurrentCheckouts: 200,
};

/** Runs the reliability tests once per database; answers the recorded figures and whether each run passed. */
export function runReliability(repoRoot, log) {
  const apiRoot = path.join(repoRoot, 'api');
  const runs = [{ database: 'pglite', env: { TEST_DB: '' } }];
  if (process.env.DATABASE_URL) runs.push({ database: 'postgres', env: { TEST_DB: 'pg' } });
  const passed = {};
  for (const run of runs) {
    log(`reliability suite on ${run.database}…`);
    const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/vitest'), ['run', 'test/reliability'], {
      cwd: apiRoot, stdio: 'ignore', env: { ...process.env, ...run.env, RECORD_RELIABILITY: '1' },
    });
    passed[run.database] = result.status === 0;
  }
  const file = path.join(repoRoot, 'bench/results/reliability.json');
  const figures = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  return { figures, passed };
}

export function reliabilityRows({ figures, passed }) {
  const ok = (good) => (good ? 'ok' : 'OVER');
  const rows = [];
  for (const [database, parts] of Object.entries(figures)) {
    if (!(database in passed)) continue;
    const { fuzz, ownership, concurrency, crash } = parts;
    if (fuzz) rows.push([`fuzz of every route of the route table (${database})`, `${fuzz.requests} requests, ${fuzz.fiveXX} answered 5xx`, `≥ ${RELIABILITY_GOALS.fuzzRequests}, 0 answered 5xx`, ok(fuzz.requests >= RELIABILITY_GOALS.fuzzRequests && fuzz.fiveXX === 0)]);
    if (ownership) rows.push([`ownership sweep, ${ownership.customers} customers of ${ownership.merchants} merchants (${database})`, `${ownership.requests} requests, ${ownership.leaks} leaks`, '0 leaks', ok(ownership.leaks === 0)]);
    if (concurrency) rows.push([`${concurrency.customers} concurrent checkouts (${database})`, `${concurrency.orders} orders, ${concurrency.lost} lost, ${concurrency.doubled} doubled, ${concurrency.ms} ms`, `${RELIABILITY_GOALS.concurrentCheckouts} orders, none lost or doubled`, ok(concurrency.orders === concurrency.customers && concurrency.lost === 0 && concurrency.doubled === 0)]);
    if (crash) rows.push([`SIGKILL under load, restart (${database})`, `${crash.acknowledged} acknowledged, ${crash.lost} lost, ${crash.doubled} doubled after retries`, '0 lost, 0 doubled', ok(crash.lost === 0 && crash.doubled === 0)]);
    if (!passed[database]) rows.push([`reliability suite (${database})`, 'FAILED', 'passes', 'OVER']);
  }
  return rows;
}
