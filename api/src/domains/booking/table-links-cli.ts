/**
 * `npm run table:links --workspace @storefront/api -- <merchant sub> <branch id> [--app <short name>] [--storefront <url>]`:
 * prints the QR code links of a branch's active tables, one table a line (tab-separated: id, name,
 * seats, the Mini App link, the web link). The Mini App link is `https://t.me/<bot>?startapp=t_<branch>_<table>`
 * (`/<app>` when the Mini App is registered under a short name); the web link is the storefront's
 * `/?table=&branch=` (the merchant's domain, or STOREFRONT_URL / --storefront as the bot's buttons use it).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseOptionsFromEnv, openDatabase } from '../../db/connect';
import { merchantStorefrontUrl } from '../bot-messages';
import { activeTables } from './repository';
import { tableLinks } from './table-links';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return null;
  const value = args[at + 1] ?? null;
  args.splice(at, 2);
  return value;
};
const appShortName = option('app');
const storefrontOption = option('storefront');
const [sub, branchText] = args;
const branchId = Number(branchText);
if (!sub || !Number.isInteger(branchId) || branchId <= 0) {
  console.error('usage: table:links <merchant sub> <branch id> [--app <mini app short name>] [--storefront <url>]');
  process.exit(2);
}
const handle = await openDatabase(databaseOptionsFromEnv(process.env, resolve(repoRoot, '.data')));
try {
  const merchant = await handle.db.selectFrom('merchants').select(['id', 'sub', 'domain', 'botUsername']).where('sub', '=', sub).executeTakeFirst();
  if (!merchant) throw new Error(`no merchant "${sub}"`);
  const branch = await handle.db.selectFrom('branches').select('id').where('merchantId', '=', merchant.id).where('id', '=', branchId).executeTakeFirst();
  if (!branch) throw new Error(`merchant "${sub}" has no branch ${branchId}`);
  const tables = await activeTables(handle.db, merchant.id, branchId);
  if (!tables.length) console.error(`branch ${branchId} has no active tables`);
  if (!merchant.botUsername) console.error(`merchant "${sub}" has no bot username: no Mini App links`);
  const storefront = merchantStorefrontUrl(merchant, storefrontOption ?? process.env.STOREFRONT_URL ?? null);
  for (const link of tableLinks(branchId, tables, { botUsername: merchant.botUsername, appShortName, storefront })) {
    process.stdout.write(`${[link.tableId, link.name, link.seats, link.telegram ?? '-', link.web ?? '-'].join('\t')}\n`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
