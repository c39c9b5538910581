#!/usr/bin/env node
// `npm run typecheck`: `tsc --noEmit` on every workspace's own tsconfig, one after another (the
// workspaces do not emit declarations, so project references would need `composite` builds for
// nothing). Checks them all, then exits non-zero if any failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { WORKSPACES, repoRoot } from './lib/workspaces.mjs';

const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');
const failed = [];
for (const ws of WORKSPACES) {
  const started = Date.now();
  const { status } = spawnSync(tsc, ['-p', `${ws}/tsconfig.json`, '--noEmit'], { cwd: repoRoot, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${status === 0 ? '✔' : '✘'} typecheck ${ws} (${seconds} s)`);
  if (status !== 0) failed.push(ws);
}
if (failed.length) console.log(`type errors in: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
