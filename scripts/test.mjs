#!/usr/bin/env node
// `npm test`: type checks, the linter (import boundaries and hook rules), unit tests, the API
// suite (PGlite, and PostgreSQL when DATABASE_URL is set), the frontend build, the browser tests,
// then the production topology's browser test (skipped, saying so, without Debian's nginx). Stops
// at the first failing step; the last line is `N passed, N failed` counting steps.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { WORKSPACES, repoRoot } from './lib/workspaces.mjs';

/** Workspaces whose own `test` script is not a unit-test step (the API suite and the browser tests run below). */
const NOT_UNIT = new Set(['api', 'e2e']);

const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
const readPkg = (ws) => JSON.parse(fs.readFileSync(path.join(repoRoot, ws, 'package.json'), 'utf8'));

const steps = [];
steps.push({ name: 'typecheck (every workspace)', cmd: process.execPath, args: ['scripts/typecheck.mjs'] });
steps.push({ name: 'lint', cmd: 'npm', args: ['run', 'lint'] });
for (const ws of WORKSPACES) {
  if (NOT_UNIT.has(ws) || !readPkg(ws).scripts?.test) continue;
  steps.push({ name: `unit tests ${ws}`, cmd: 'npm', args: ['test', '--workspace', readPkg(ws).name] });
}
steps.push({ name: 'unit tests scripts', cmd: process.execPath, args: ['--test', 'scripts/test/'] });
steps.push({ name: 'API suite on PGlite', cmd: 'npm', args: ['run', 'test:pglite', '--workspace', '@storefront/api'] });
if (process.env.DATABASE_URL) {
  steps.push({ name: 'API suite on PostgreSQL', cmd: 'npm', args: ['run', 'test:pg', '--workspace', '@storefront/api'] });
}
steps.push({ name: 'build frontends', cmd: process.execPath, args: ['scripts/build.mjs'] });
steps.push({ name: 'browser tests', cmd: bin('playwright'), args: ['test', '-c', 'e2e/playwright.config.ts'] });
// The deployment of docker-compose.yml run as processes (scripts/production/topology.mjs): Debian's
// nginx with TLS in front, two API processes in production mode on PostgreSQL and Redis, on the
// frontends the build step above built. Needs Debian's nginx (.ci/run installs it).
const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';
steps.push({
  name: 'production topology (browser)', cmd: bin('playwright'), args: ['test', '-c', 'e2e/production/playwright.config.ts'],
  skip: fs.existsSync(NGINX_BIN) ? null : `${NGINX_BIN} is missing; install Debian's nginx (apt-get install nginx, as .ci/run does) to run it`,
});

function run({ cmd, args }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(signal ? 1 : code));
  });
}

let passed = 0;
let failed = 0;
const skipped = [];
const started = Date.now();
for (const step of steps) {
  if (step.skip) {
    console.log(`\n⤼ ${step.name} SKIPPED: ${step.skip}`);
    skipped.push(step.name);
    continue;
  }
  console.log(`\n▶ ${step.name}: ${path.basename(step.cmd)} ${step.args.join(' ')}`);
  const stepStarted = Date.now();
  const code = await run(step);
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (code === 0) {
    passed++;
    console.log(`✔ ${step.name} passed (${seconds} s)`);
  } else {
    failed++;
    console.log(`✘ ${step.name} FAILED with exit code ${code} (${seconds} s); stopping`);
    break;
  }
}
console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(0)} s, ${steps.length - passed - failed} step(s) not run${skipped.length ? ` (skipped: ${skipped.join(', ')})` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
