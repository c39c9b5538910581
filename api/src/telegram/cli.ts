/**
 * `npm run bot:webhook --workspace @storefront/api -- <merchant sub> <public webhook URL>`: points
 * the merchant's Telegram bot at `<API origin>/webbot/v1/bot/webhook` with a fresh secret token
 * and sets the bot's menu button to open the merchant's Mini App on its storefront (STOREFRONT_URL's
 * sub-domain of the merchant) (database from DATABASE_URL, else PGlite in DATA_DIR or <repo>/.data;
 * TELEGRAM_API_URL, or the older TELEGRAM_API_BASE, for a fake).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseOptionsFromEnv, openDatabase } from '../db/connect';
import { TELEGRAM_API_BASE, setBotWebhook } from './set-webhook';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const [sub, url] = process.argv.slice(2);
if (!sub || !url || !/^https:\/\//.test(url)) {
  console.error('usage: bot:webhook <merchant sub> <https URL of /webbot/v1/bot/webhook>');
  process.exit(2);
}
const handle = await openDatabase(databaseOptionsFromEnv(process.env, resolve(repoRoot, '.data')));
try {
  const apiBase = process.env.TELEGRAM_API_URL?.trim() || process.env.TELEGRAM_API_BASE?.trim() || TELEGRAM_API_BASE;
  const { merchantId, menuUrl } = await setBotWebhook(handle.db, sub, url, apiBase, process.env.STOREFRONT_URL?.trim() || null);
  console.log(`merchant ${sub} (${merchantId}): bot webhook set to ${url}, menu button opens ${menuUrl}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
