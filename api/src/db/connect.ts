import { CamelCasePlugin, Kysely, Migrator, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import type { Database } from './schema';
import { createPglitePool } from './pglite-pool';
import { migrationProvider } from './migrations';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string /* absent: in memory */; loadDataDir?: Blob /* a dumpDataDir() tarball to start from */ };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseOptions['kind'];
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for `loadDataDir` (the test suite's snapshots). */
  dumpDataDir?(): Promise<Blob>;
}

// int8 (count(*), sums) comes back as text from pg; our figures fit a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

/**
 * PostgreSQL's LISTEN/NOTIFY for one database: `NOTIFY` (pg_notify) inside a transaction is
 * delivered when it commits, to every process listening. On PGlite it stays in the process.
 */
export interface DatabaseNotifications {
  /**
   * Calls `onPayload` for every notification on `channel` until the answered function is called.
   * When the listening connection was lost and is back, `onRestart` says so: notifications sent
   * meanwhile are lost, so the listener catches up from its tables.
   */
  listen(channel: string, handlers: { onPayload(payload: string): void; onRestart?(): void }): Promise<() => Promise<void>>;
}

const notificationsOfDb = new WeakMap<object, DatabaseNotifications>();

/** LISTEN/NOTIFY of a database opened by `openDatabase`; undefined for any other Kysely instance. */
export function databaseNotifications(db: Kysely<Database>): DatabaseNotifications | undefined {
  return notificationsOfDb.get(db);
}

const CHANNEL_NAME = /^[a-z_]{1,63}$/;
/** Waits before the listening connection is opened again: 0.25 s doubling up to 10 s. */
const relistenDelay = (attempt: number) => Math.min(10_000, 250 * 2 ** attempt);

/** One dedicated connection per listener (a pooled one would be handed to queries). */
function postgresNotifications(url: string): DatabaseNotifications {
  return {
    async listen(channel, { onPayload, onRestart }) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
      let client: pg.Client | null = null;
      let closed = false;
      let attempt = 0;
      let retry: NodeJS.Timeout | null = null;
      const lost = (lostClient: pg.Client) => {
        if (client !== lostClient || closed) return;
        client = null;
        lostClient.end().catch(() => {});
        schedule();
      };
      const schedule = () => {
        if (closed || retry) return;
        retry = setTimeout(() => {
          retry = null;
          connect(true).catch(() => schedule());
        }, relistenDelay(attempt++));
        retry.unref();
      };
      const connect = async (restart: boolean) => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        next.on('error', (error: Error) => {
          console.error(`database notifications connection lost: ${error.message}`);
          lost(next);
        });
        next.on('end', () => lost(next));
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        if (closed) {
          await next.end();
          return;
        }
        client = next;
        attempt = 0;
        if (restart) onRestart?.();
      };
      await connect(false);
      return async () => {
        closed = true;
        if (retry) clearTimeout(retry);
        const current = client;
        client = null;
        await current?.end().catch(() => {});
      };
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let pool: any;
  let notifications: DatabaseNotifications;
  let dumpDataDir: DatabaseHandle['dumpDataDir'];
  if (options.kind === 'postgres') {
    notifications = postgresNotifications(options.url);
    pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server drops (restart, admin command) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error: Error) => console.error(`database connection lost: ${error.message}`));
  } else {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const pglite = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    await pglite.waitReady;
    pool = createPglitePool(pglite);
    // Pages still in shared buffers are not in the files the dump reads.
    dumpDataDir = async () => { await pglite.exec('CHECKPOINT'); return pglite.dumpDataDir('none'); };
    notifications = {
      async listen(channel, { onPayload }) {
        if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
        const unlisten = await pglite.listen(channel, onPayload);
        return async () => { if (!pglite.closed) await unlisten().catch(() => {}); };
      },
    };
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  // Features are built side by side and land in any order: a database that already ran a later
  // migration still gets an earlier-numbered one that landed after it. Each migration only adds.
  const { error, results } = await new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true }).migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`);
  }
  if (error) {
    await db.destroy();
    throw error;
  }
  notificationsOfDb.set(db, notifications);
  return { db, kind: options.kind, close: () => db.destroy(), ...(dumpDataDir ? { dumpDataDir } : {}) };
}

/** Chooses the database from the environment: DATABASE_URL wins, else PGlite in DATA_DIR. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv, defaultDataDir: string): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: env.DATA_DIR || defaultDataDir };
}
