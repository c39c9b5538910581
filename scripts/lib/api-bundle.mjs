// The API as its own workspace builds it. The scripts start the API but never import its code: they
// run its build (api/build.mjs) as a child process and take the bundle's path from the package's
// `main`, the file a deployed API process runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './workspaces.mjs';

const apiRoot = path.join(repoRoot, 'api');

/** api/dist/main.mjs, as the API package names it. */
export const API_BUNDLE = path.join(apiRoot, JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8')).main);

/** Runs the API's build; its output is printed only when it fails. */
export function buildApi() {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['build.mjs'], { cwd: apiRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the API's build (api/build.mjs) failed with code ${code}\n${output.trim()}`));
      resolve({ file: API_BUNDLE, bytes: fs.statSync(API_BUNDLE).size, seconds: (Date.now() - started) / 1000 });
    });
  });
}
