import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashWebhookSecret } from '../domains/webbot/telegram-contacts';

export const TELEGRAM_API_BASE = 'https://api.telegram.org';

/**
 * Points a merchant's bot at our webhook (Bot API `setWebhook`) with a fresh secret token, and
 * stores only that token's hash: Telegram sends it back in X-Telegram-Bot-Api-Secret-Token on
 * every update, which is how the webhook knows the call is Telegram's and which merchant it is for.
 */
export async function setBotWebhook(
  db: Kysely<Database>,
  sub: string,
  webhookUrl: string,
  apiBase = TELEGRAM_API_BASE,
): Promise<{ merchantId: number }> {
  const merchant = await db.selectFrom('merchants').select(['id', 'botToken']).where('sub', '=', sub).executeTakeFirst();
  if (!merchant) throw new Error(`no merchant "${sub}"`);
  if (!merchant.botToken) throw new Error(`merchant "${sub}" has no bot token`);
  // Bot API: 1-256 characters of A-Z, a-z, 0-9, _ and -.
  const secret = randomBytes(32).toString('base64url');
  const response = await fetch(`${apiBase}/bot${merchant.botToken}/setWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: webhookUrl, secret_token: secret, allowed_updates: ['message'] }),
  });
  const answer = (await response.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
  // The bot token is part of the URL: the error names neither.
  if (!response.ok || !answer?.ok) throw new Error(`Telegram refused setWebhook: ${answer?.description ?? response.status}`);
  await db.updateTable('merchants').set({ botWebhookSecretHash: hashWebhookSecret(secret) }).where('id', '=', merchant.id).execute();
  return { merchantId: merchant.id };
}
