/**
 * `node api/dist/migrate.mjs`: brings the database to the latest schema, prepares it as the API's
 * start would (production: the demo merchants only with SEED_DEMO=1, never their credentials;
 * published credentials switched off), and exits: 0 when done, 1 on any failure.
 *
 * A deployment runs it once before the API processes start (docker-compose.yml "migrate", which the
 * API services wait for; CI's production topology likewise, scripts/production/topology.mjs), so two
 * replicas starting side by side never race to seed an empty database. Each API process still
 * migrates when it opens the database (a no-op by then; Kysely's migration lock makes concurrent
 * runs safe on PostgreSQL).
 */
import path from 'node:path';
import { isProductionEnv, REPO_ROOT } from './config';
import { databaseOptionsFromEnv, openDatabase } from './db/connect';
import { prepareDatabase } from './seed/startup';

const production = isProductionEnv(process.env);
if (production && !process.env.DATABASE_URL?.trim()) {
  console.error('Refusing to migrate: DATABASE_URL is not set: production keeps its data in PostgreSQL (postgres://user:password@host:5432/database)');
  process.exit(1);
}

const started = Date.now();
const options = databaseOptionsFromEnv(process.env, path.join(REPO_ROOT, '.data'));
try {
  const handle = await openDatabase(options);
  try {
    await prepareDatabase(handle.db, { production }, process.env, (line) => console.log(line));
  } finally {
    await handle.close();
  }
  console.log(`migrate: the database is at the latest schema (${options.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${options.dataDir}`}, ${Date.now() - started} ms)`);
} catch (error) {
  console.error(`migrate: failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
}
