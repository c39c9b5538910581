import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where `npm run bench` finds the reliability figures beside its own (bench/results/*.json). */
export const RELIABILITY_RESULTS = path.join(repoRoot, 'bench/results/reliability.json');

const gitCommit = () => {
  try { return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim(); } catch { return null; }
};

/**
 * With RECORD_RELIABILITY=1 (set by `npm run bench`), writes one part's figures (`fuzz`, `ownership`) of the database this run used (`pglite` or
 * `postgres`) into bench/results/reliability.json, keeping the other parts and databases.
 */
export async function recordReliability(part: string, figures: Record<string, unknown>): Promise<void> {
  // Only `npm run bench` keeps the figures; a plain test run leaves the committed file alone.
  if (process.env.RECORD_RELIABILITY !== '1') return;
  const database = process.env.TEST_DB === 'pg' ? 'postgres' : 'pglite';
  let current: any = {};
  try { current = JSON.parse(await readFile(RELIABILITY_RESULTS, 'utf8')); } catch { /* first run */ }
  const next = {
    ...current,
    [database]: {
      ...(current?.[database] ?? {}),
      [part]: { timestamp: new Date().toISOString(), commit: gitCommit(), ...figures },
    },
  };
  await mkdir(path.dirname(RELIABILITY_RESULTS), { recursive: true });
  // bench/results/*.tmp is ignored by git; the rename makes the write whole.
  const temp = `${RELIABILITY_RESULTS}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(next, null, 2)}\n`);
  await rename(temp, RELIABILITY_RESULTS);
}
