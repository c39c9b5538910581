#!/usr/bin/env node
// Builds every frontend workspace whose dist is missing or older than its sources, and bundles the
// API (api/build.mjs; always: it takes a fraction of a second).
//   node scripts/build.mjs            stale ones only
//   node scripts/build.mjs --force    all of them
//   node scripts/build.mjs mf-catalog shell   only those (still skipped when fresh, unless --force)
// Two builds run at a time (the machines have two cores); each prints its time and its size.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { buildApi } from './lib/api-bundle.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Frontend workspaces and the file whose presence says their build finished. */
export const FRONTENDS = [
  { workspace: 'shell', marker: 'index.html' },
  { workspace: 'mf-catalog', marker: 'remoteEntry.js' },
  { workspace: 'mf-basket-checkout', marker: 'remoteEntry.js' },
  { workspace: 'mf-profile', marker: 'remoteEntry.js' },
  { workspace: 'mf-address-maps', marker: 'remoteEntry.js' },
  { workspace: 'mf-booking', marker: 'remoteEntry.js' },
];

/** Inputs every frontend build reads besides its own workspace. */
const COMMON_INPUTS = ['tooling', 'shared-contracts/src', 'shared-runtime/src', 'shared-ui/src', 'tsconfig.base.json', 'package-lock.json'];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Written after a successful build: webpack leaves an unchanged file untouched (its mtime too),
 * so the outputs' own times cannot say when the last build ran.
 */
const STAMP = '.build-stamp';

export function isStale({ workspace, marker }) {
  const dir = path.join(repoRoot, workspace);
  let built;
  try {
    fs.statSync(path.join(dir, 'dist', marker));
    built = fs.statSync(path.join(dir, 'dist', STAMP)).mtimeMs;
  } catch {
    return 'missing';
  }
  const inputs = ['src', 'webpack.config.js', 'package.json', 'tsconfig.json'].map((name) => path.join(dir, name))
    .concat(COMMON_INPUTS.map((name) => path.join(repoRoot, name)));
  return inputs.some((input) => newestMtime(input) > built) ? 'outdated' : null;
}

/** JavaScript of a dist folder: raw bytes and gzip (level 9) bytes. */
export function distSize(workspace) {
  const dist = path.join(repoRoot, workspace, 'dist');
  let raw = 0;
  let gzip = 0;
  for (const name of fs.readdirSync(dist)) {
    if (!name.endsWith('.js')) continue;
    const body = fs.readFileSync(path.join(dist, name));
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function runWebpack(workspace, extraEnv = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/webpack/bin/webpack.js'), '--config', 'webpack.config.js'], {
      cwd: path.join(repoRoot, workspace),
      env: { ...process.env, NODE_ENV: 'production', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ workspace, ok: code === 0, seconds: (Date.now() - started) / 1000, output }));
  });
}

/**
 * The shell with every remote compiled in as a lazy chunk and no Module Federation: what
 * `npm run bench` compares the real, federated storefront with. `federationRuntime` is the module
 * that stands in for the federation runtime and imports the remotes (the bench's
 * one-bundle/federation-runtime.mjs), passed to the factory as BUILD_ONE_BUNDLE. Into `outDir`
 * (outside every dist).
 */
export async function buildOneBundle({ outDir, federationRuntime, log = console.log }) {
  log(`build: one-bundle shell into ${path.relative(repoRoot, outDir)} ...`);
  const result = await runWebpack('shell', { BUILD_ONE_BUNDLE: federationRuntime, BUILD_OUT_DIR: outDir });
  if (!result.ok) throw new Error(`the one-bundle build failed\n${result.output.trim()}`);
  log(`build: one-bundle shell built in ${result.seconds.toFixed(1)} s`);
}

/**
 * A second build of a remote into `outDir`, declaring `contractsVersion` as the contracts it was
 * built against: the remote as another release would deploy it (the e2e suite's compatibility test).
 * Skipped when `outDir` is newer than the remote's own dist.
 */
export async function buildRemoteVariant({ workspace, contractsVersion, outDir, log = console.log }) {
  const own = path.join(repoRoot, workspace, 'dist/remoteEntry.js');
  const marker = path.join(outDir, 'remoteEntry.js');
  if (fs.existsSync(marker) && fs.existsSync(own) && fs.statSync(marker).mtimeMs > fs.statSync(own).mtimeMs) return true;
  log(`build: ${workspace} as built against contracts ${contractsVersion} → ${path.relative(repoRoot, outDir)}`);
  const result = await runWebpack(workspace, { BUILD_CONTRACTS_VERSION: contractsVersion, BUILD_OUT_DIR: outDir });
  if (!result.ok) log(result.output);
  return result.ok;
}

/**
 * @param {{ force?: boolean, onlyMissing?: boolean, only?: string[], concurrency?: number, log?: (line: string) => void }} options
 *   onlyMissing: build a frontend only when its dist is missing (the e2e setup after `npm test` built them)
 * @returns {Promise<{ built: string[], failed: string[] }>}
 */
export async function buildFrontends({ force = false, onlyMissing = false, only = [], concurrency = 2, log = console.log } = {}) {
  const chosen = FRONTENDS.filter((frontend) => !only.length || only.includes(frontend.workspace));
  const queue = [];
  for (const frontend of chosen) {
    const stale = force ? 'forced' : isStale(frontend);
    const reason = onlyMissing && stale === 'outdated' ? null : stale;
    if (reason) queue.push(frontend.workspace);
    else log(`build: ${frontend.workspace} ${stale ? 'is older than its sources; kept (only missing builds run)' : 'is up to date'}`);
  }
  const built = [];
  const failed = [];
  const worker = async () => {
    for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
      log(`build: ${workspace} ...`);
      const result = await runWebpack(workspace);
      if (result.ok) {
        fs.writeFileSync(path.join(repoRoot, workspace, 'dist', STAMP), `${new Date().toISOString()}\n`);
        const size = distSize(workspace);
        log(`build: ${workspace} built in ${result.seconds.toFixed(1)} s (JavaScript ${kb(size.raw)}, gzip ${kb(size.gzip)})`);
        built.push(workspace);
      } else {
        log(`build: ${workspace} FAILED after ${result.seconds.toFixed(1)} s\n${result.output.trim()}`);
        failed.push(workspace);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { built, failed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const only = args.filter((arg) => !arg.startsWith('--'));
  const unknown = only.filter((name) => !FRONTENDS.some((frontend) => frontend.workspace === name));
  if (unknown.length) {
    console.error(`build: unknown workspace ${unknown.join(', ')}`);
    process.exit(2);
  }
  const started = Date.now();
  const { failed } = await buildFrontends({ force, only });
  if (!only.length) {
    const api = await buildApi();
    console.log(`build: api bundled in ${api.seconds.toFixed(1)} s (${kb(api.bytes)})`);
  }
  console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s${failed.length ? `, failed: ${failed.join(', ')}` : ''}`);
  process.exit(failed.length ? 1 : 0);
}
