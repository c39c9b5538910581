#!/usr/bin/env node
// `npm run typecheck` (and the first step of `npm test`): `tsc --noEmit` on every workspace's own
// tsconfig (the workspaces do not emit declarations, so project references would need `composite`
// builds for nothing). tsc checks on one core, so two run side by side (TYPECHECK_JOBS; by default
// as many as there are cores, at most two); each one's output is printed whole when it ends.
// Checks them all, then exits non-zero if any failed. A workspace without a tsconfig.json holds no
// TypeScript (the build factory, tooling/) and is left out, saying so.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WORKSPACES, repoRoot } from './lib/workspaces.mjs';

const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS) || Math.min(2, os.availableParallelism()));

function check(ws) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(tsc, ['-p', `${ws}/tsconfig.json`, '--noEmit'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    const done = (ok) => {
      if (output) process.stdout.write(output);
      console.log(`${ok ? '✔' : '✘'} typecheck ${ws} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(ok);
    };
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

const queue = WORKSPACES.filter((ws) => {
  const typed = fs.existsSync(path.join(repoRoot, ws, 'tsconfig.json'));
  if (!typed) console.log(`- typecheck ${ws}: no tsconfig.json, no TypeScript to check`);
  return typed;
});
const failed = [];
await Promise.all(Array.from({ length: jobs }, async () => {
  for (let ws = queue.shift(); ws; ws = queue.shift()) if (!(await check(ws))) failed.push(ws);
}));
if (failed.length) console.log(`type errors in: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
