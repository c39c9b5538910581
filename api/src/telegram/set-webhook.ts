import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { startAppUrl } from '@storefront/contracts/rules';
import type { Database } from '../db/schema';
import { hashWebhookSecret } from '../domains/webbot';
import { httpBotApi, merchantStorefrontUrl, MENU_BUTTON_TEXT } from '../domains/bot-messages';

export const TELEGRAM_API_BASE = 'https://api.telegram.org';

/**
 * Points a merchant's bot at our webhook (Bot API `setWebhook`) with a fresh secret token, and
 * stores only that token's hash: Telegram sends it back in X-Telegram-Bot-Api-Secret-Token on
 * every update, which is how the webhook knows the call is Telegram's and which merchant it is for.
 * Then the bot's menu button (`setChatMenuButton`, the default of every private chat) becomes a
 * `web_app` button opening the merchant's Mini App: its storefront, the sub-domain of
 * `storefrontUrl` (STOREFRONT_URL; see bot-messages/storefront.ts).
 */
export async function setBotWebhook(
  db: Kysely<Database>,
  sub: string,
  webhookUrl: string,
  apiBase = TELEGRAM_API_BASE,
  storefrontUrl: string | null = null,
): Promise<{ merchantId: number; menuUrl: string }> {
  const merchant = await db.selectFrom('merchants').select(['id', 'sub', 'domain', 'botToken']).where('sub', '=', sub).executeTakeFirst();
  if (!merchant) throw new Error(`no merchant "${sub}"`);
  if (!merchant.botToken) throw new Error(`merchant "${sub}" has no bot token`);
  const storefront = merchantStorefrontUrl(merchant, storefrontUrl);
  if (!storefront) throw new Error(`merchant "${sub}" has no storefront address: set STOREFRONT_URL`);
  const menuUrl = startAppUrl(storefront);
  if (!menuUrl.startsWith('https://')) throw new Error(`the Mini App must be served over https, not ${menuUrl}: set STOREFRONT_URL`);
  const api = httpBotApi(apiBase);
  // Bot API: 1-256 characters of A-Z, a-z, 0-9, _ and -.
  const secret = randomBytes(32).toString('base64url');
  // The bot token is part of the URL: errors name neither (the adapter never reports the URL).
  const webhook = await api.call(merchant.botToken, 'setWebhook', { url: webhookUrl, secret_token: secret, allowed_updates: ['message', 'my_chat_member'] });
  if (webhook.kind !== 'ok') throw new Error(`Telegram refused setWebhook: ${webhook.description}`);
  await db.updateTable('merchants').set({ botWebhookSecretHash: hashWebhookSecret(secret) }).where('id', '=', merchant.id).execute();
  const menu = await api.call(merchant.botToken, 'setChatMenuButton', {
    menu_button: { type: 'web_app', text: MENU_BUTTON_TEXT, web_app: { url: menuUrl } },
  });
  if (menu.kind !== 'ok') throw new Error(`Telegram refused setChatMenuButton: ${menu.description}`);
  return { merchantId: merchant.id, menuUrl };
}
