import type { Kysely } from 'kysely';
import { parseDeepLink, startAppUrl } from '@storefront/contracts/rules';
import type { Database } from '../../db/schema';
import { merchantStorefrontUrl } from './storefront';
import { botLanguage, greetingText, OPEN_LINK, OPEN_MENU } from './texts';

export interface StartAnswerContext {
  chatId: number;
  telegramId: number;
  /** The sender's Telegram app language (`from.language_code`). */
  languageCode: string | null;
  /** What followed `/start`: a deep link (contracts' parseDeepLink), or anything else, which is ignored. */
  param: string | null;
}

/**
 * The bot's answer to `/start`, as a Bot API method for the webhook's response: a greeting in the
 * customer's language (their choice at this merchant, else their Telegram app's, else Uzbek) with a
 * `web_app` button opening the merchant's Mini App at its menu, or, for `/start <param>` naming a
 * deep link, at that link (`?startapp=<param>` on the storefront, which the Mini App opens the way
 * Telegram's own `startapp` would). A parameter that is not a deep link opens the menu: it is never
 * echoed back.
 */
export async function startAnswer(
  db: Kysely<Database>,
  bot: { merchantId: number; storefrontUrl: string | null },
  start: StartAnswerContext,
): Promise<Record<string, unknown>> {
  const [merchant, customer] = await Promise.all([
    db.selectFrom('merchants').select(['sub', 'domain', 'name']).where('id', '=', bot.merchantId).executeTakeFirstOrThrow(),
    db.selectFrom('users').select('language')
      .where('merchantId', '=', bot.merchantId).where('telegramId', '=', start.telegramId).executeTakeFirst(),
  ]);
  const language = botLanguage(customer?.language, start.languageCode);
  const link = parseDeepLink(start.param);
  const storefront = merchantStorefrontUrl(merchant, bot.storefrontUrl);
  const answer: Record<string, unknown> = {
    method: 'sendMessage',
    chat_id: start.chatId,
    text: greetingText(language, merchant.name, link !== null),
    link_preview_options: { is_disabled: true },
  };
  if (storefront) {
    answer.reply_markup = {
      inline_keyboard: [[{ text: (link ? OPEN_LINK : OPEN_MENU)[language], web_app: { url: startAppUrl(storefront, link) } }]],
    };
  }
  return answer;
}
