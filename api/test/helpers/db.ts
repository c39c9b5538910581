import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect';

/**
 * A fresh, empty, migrated database for one test file. `TEST_DB=pg` (set by `npm run test:pg`)
 * makes a new database on the server of DATABASE_URL and drops it on close; otherwise PGlite in memory.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'pg') return openDatabase({ kind: 'pglite' });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=pg needs DATABASE_URL');
  const name = `storefront_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
