import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
export const OUTSIDE_REMOTE_DIST = path.join(here, 'dist');

/** The newest modification time under a folder (its dist left out). */
function newest(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).filter((name) => name !== 'dist').reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

/**
 * Builds the fixture remote (its own webpack config, not the repository's factory) into its dist,
 * unless that is newer than its sources, the contracts version it declares and the lockfile.
 * A few seconds: two small modules, React and the rest come from the shell.
 */
export async function buildOutsideRemote(log: (line: string) => void = console.log): Promise<boolean> {
  const marker = path.join(OUTSIDE_REMOTE_DIST, 'remoteEntry.js');
  const inputs = [here, path.join(repoRoot, 'shared-contracts/package.json'), path.join(repoRoot, 'package-lock.json')];
  const built = fs.statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built && inputs.every((input) => newest(input) < built)) {
    log('build: the outside remote (e2e/outside-remote) is up to date');
    return true;
  }
  const started = Date.now();
  log('build: the outside remote (e2e/outside-remote) ...');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/webpack/bin/webpack.js'), '--config', path.join(here, 'webpack.config.mjs')], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code === 0) log(`build: the outside remote built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      else log(`build: the outside remote FAILED\n${output.trim()}`);
      resolve(code === 0);
    });
  });
}
