/**
 * `npm run seed --workspace @storefront/api [-- --reset] [-- --big]`: seeds the demo merchants into
 * the database of the environment (DATABASE_URL, else PGlite in DATA_DIR or <repo>/.data).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { isProductionEnv } from '../config';
import { databaseOptionsFromEnv, openDatabase } from '../db/connect';
import { BIG_MERCHANT_SUB, isSeeded, seedBigMerchant, seedDatabase, type SeedSummary } from './index';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function printSummary(summary: SeedSummary) {
  console.table(summary.merchants.map((merchant) => ({
    sub: merchant.sub,
    id: merchant.id,
    branches: merchant.branches,
    areas: merchant.deliveryAreas,
    groups: merchant.groups,
    categories: merchant.categories,
    products: merchant.products,
    'product-branch': merchant.productBranches,
    grades: merchant.grades,
    promos: merchant.promos,
    vacancies: merchant.vacancies,
  })));
  console.log(`media images: ${summary.media}, brand rows: ${summary.brands}, took ${(summary.ms / 1000).toFixed(1)} s`);
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const unknown = [...args].filter((arg) => arg !== '--reset' && arg !== '--big');
  if (unknown.length) {
    console.error(`unknown option ${unknown.join(' ')}; usage: seed [--reset] [--big]`);
    process.exitCode = 2;
    return;
  }
  const options = databaseOptionsFromEnv(process.env, resolve(repoRoot, '.data'));
  console.log(options.kind === 'postgres' ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${options.dataDir}`);
  const handle = await openDatabase(options);
  try {
    const { db } = handle;
    if (args.has('--reset')) {
      // Every table of the schema except Kysely's migration bookkeeping.
      const tables = await sql<{ tablename: string }>`
        SELECT tablename FROM pg_tables
        WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely_migration%'`.execute(db);
      const names = tables.rows.map((row) => `"${row.tablename}"`);
      if (names.length) await sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`).execute(db);
      console.log(`reset: emptied ${names.length} tables`);
    }
    if (await isSeeded(db)) {
      const big = await db.selectFrom('merchants').select('id').where('sub', '=', BIG_MERCHANT_SUB).executeTakeFirst();
      if (args.has('--big') && !big) {
        printSummary(await seedBigMerchant(db));
      } else {
        console.log('already seeded (use --reset to seed again)');
      }
      return;
    }
    printSummary(await seedDatabase(db, { bigMerchant: args.has('--big'), demoCredentials: !isProductionEnv(process.env) }));
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
