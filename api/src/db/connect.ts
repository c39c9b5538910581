import { CamelCasePlugin, Kysely, Migrator, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import type { Database } from './schema';
import { createPglitePool } from './pglite-pool';
import { migrationProvider } from './migrations';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string /* absent: in memory */ };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseOptions['kind'];
  close(): Promise<void>;
}

// int8 (count(*), sums) comes back as text from pg; our figures fit a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let pool: any;
  if (options.kind === 'postgres') {
    pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server drops (restart, admin command) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error: Error) => console.error(`database connection lost: ${error.message}`));
  } else {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const pglite = new PGlite(options.dataDir);
    await pglite.waitReady;
    pool = createPglitePool(pglite);
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
  return { db, kind: options.kind, close: () => db.destroy() };
}

/** Chooses the database from the environment: DATABASE_URL wins, else PGlite in DATA_DIR. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv, defaultDataDir: string): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: env.DATA_DIR || defaultDataDir };
}
