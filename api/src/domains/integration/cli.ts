/**
 * `npm run integration:key --workspace @storefront/api -- <merchant sub>`: gives the merchant's own
 * systems a fresh integration key and prints it once, here only (it is stored as a hash and never
 * logged); the previous key stops working.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseOptionsFromEnv, openDatabase } from '../../db/connect';
import { rotateIntegrationKey } from './keys';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const [sub] = process.argv.slice(2);
if (!sub) {
  console.error('usage: integration:key <merchant sub>');
  process.exit(2);
}
const handle = await openDatabase(databaseOptionsFromEnv(process.env, resolve(repoRoot, '.data')));
try {
  const merchant = await handle.db.selectFrom('merchants').select('id').where('sub', '=', sub).executeTakeFirst();
  if (!merchant) throw new Error(`no merchant "${sub}"`);
  const key = await rotateIntegrationKey(handle.db, merchant.id);
  process.stdout.write(`X-Integration-Key for ${sub}: ${key}\n`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
