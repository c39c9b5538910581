import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect';

/** What global-setup.ts made once for the whole run: a migrated and a seeded database to copy. */
export type DatabaseStarts =
  | { kind: 'pglite'; migrated: string /* tarball path */; seeded: string }
  | { kind: 'pg'; migrated: string /* template database */; seeded: string };

const tarballs = new Map<string, Blob>();
function tarball(file: string): Blob {
  let blob = tarballs.get(file);
  if (!blob) tarballs.set(file, (blob = new Blob([readFileSync(file)])));
  return blob;
}

/**
 * A fresh database for one test file, migrated, and seeded with the demo merchants when `seeded`
 * is set. `TEST_DB=pg` (set by `npm run test:pg`) makes a new database on the server of
 * DATABASE_URL from a template and drops it on close; otherwise PGlite in memory from a dump.
 */
export async function openTestDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  const starts = inject('databaseStarts');
  const start = seeded ? starts.seeded : starts.migrated;
  if (starts.kind === 'pglite') return openDatabase({ kind: 'pglite', loadDataDir: tarball(start) });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=pg needs DATABASE_URL');
  const name = `storefront_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${start}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  const opened: DatabaseHandle = {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
  urls.set(opened, url.toString());
  return opened;
}

const urls = new WeakMap<DatabaseHandle, string>();

/**
 * The database of `handle` as a second API process would open it: its own connection pool and its
 * own LISTEN connection on the same PostgreSQL database. PGlite lives inside this process, so there
 * the second process shares the handle (the fan-out of PGlite is in-process anyway).
 */
export async function openSameDatabase(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const url = urls.get(handle);
  if (!url) return { ...handle, close: async () => {} };
  return openDatabase({ kind: 'postgres', url });
}
