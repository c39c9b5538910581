// The workspaces, read from the root package.json so that the type checks, the linter and
// `npm test` never keep a second list that could drift from what npm installs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every workspace folder, in the order package.json lists them. */
export const WORKSPACES = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces;

/** The micro-frontends the shell mounts at run time. */
export const REMOTES = WORKSPACES.filter((ws) => ws.startsWith('mf-'));
