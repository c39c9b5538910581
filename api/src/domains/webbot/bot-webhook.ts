import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { MAX_NAME_LENGTH, MAX_SHORT_TEXT_LENGTH, TelegramChatId, TelegramUserId, Text } from '@storefront/contracts';
import { uzPhoneOfInternational } from '@storefront/contracts/rules';
import { merchantOfWebhookSecret, recordContact, type VerifiedContact } from './telegram-contacts';
import { apiError } from '../../lib/errors';
import { startAnswer, type StartAnswerContext, forgetBlockedChat, rememberBlockedChat } from '../bot-messages';

export const BOT_WEBHOOK_PATH = '/webbot/v1/bot/webhook';
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** A member's status in Telegram's ChatMemberUpdated ('kicked': the customer blocked the bot). */
const ChatMember = z.object({ status: z.string().check(z.maxLength(32)) });

/**
 * The parts of Telegram's Update the bot answers (a shared contact, `/start`, the customer blocking
 * or restarting the bot); every other field is ignored.
 */
const TelegramUpdate = z.object({
  update_id: z.number(),
  my_chat_member: z.optional(z.object({
    chat: z.object({ id: TelegramChatId, type: z.optional(z.string()) }),
    from: z.object({ id: TelegramUserId }),
    new_chat_member: ChatMember,
  })),
  message: z.optional(z.object({
    chat: z.optional(z.object({ id: TelegramChatId, type: z.optional(z.string()) })),
    from: z.optional(z.object({ id: TelegramUserId, language_code: z.optional(z.string()) })),
    /** A command such as `/start` or `/start <deep link>` (only its start is read). */
    text: z.optional(z.string()),
    contact: z.optional(z.object({
      phone_number: Text(MAX_SHORT_TEXT_LENGTH),
      first_name: z.optional(Text(MAX_NAME_LENGTH)),
      last_name: z.optional(Text(MAX_NAME_LENGTH)),
      user_id: z.optional(TelegramUserId),
    })),
  })),
});
type TelegramUpdate = z.infer<typeof TelegramUpdate>;

const CONTACT_RECEIVED = "Raqamingiz qabul qilindi. Ilovaga qayting. / Номер получен, вернитесь в приложение.";
const FOREIGN_CONTACT = "Iltimos, o'zingizning raqamingizni yuboring. / Пожалуйста, отправьте свой номер.";
const NOT_UZ_PHONE = "Faqat O'zbekiston raqamlari qabul qilinadi. / Принимаются только номера Узбекистана.";

/**
 * The merchant's bot webhook (Telegram's setWebhook with a `secret_token`): Telegram is the only
 * caller, proven by `X-Telegram-Bot-Api-Secret-Token`, which also names the merchant. A contact is
 * proof of a phone only when the customer shared their own (contact.user_id is the sender); it is
 * kept for the Mini App's contact call to bind. The answer is a Bot API method (Telegram runs a
 * method returned in the webhook's response), so the customer hears back with no outgoing call.
 * `/start` is answered the same way: a greeting with a button opening the Mini App's menu, or the
 * deep link of `/start <param>` (domains/bot-messages/start.ts).
 */
export async function botWebhookPlugin(app: FastifyInstance, options: { storefrontUrl?: string | null } = {}) {
  const { db } = app;
  app.post(BOT_WEBHOOK_PATH, { schema: { body: TelegramUpdate }, config: { tenant: false, auth: 'none' } }, async (request) => {
    const secret = request.headers[SECRET_HEADER];
    const merchantId = typeof secret === 'string' && secret.length > 0 && secret.length <= 256
      ? await merchantOfWebhookSecret(db, secret) : null;
    if (merchantId === null) throw apiError(401, 'WEBHOOK_SECRET_INVALID');
    const update = request.body as TelegramUpdate;
    if (update.my_chat_member) {
      await followMembership(db, merchantId, update.my_chat_member);
      return {};
    }
    const message = update.message;
    // Telegram's Chat always names its type; web_app buttons work in private chats only, and a
    // private chat is the customer's own (its id is theirs).
    const isPrivate = message?.chat?.type === 'private' && message.chat.id === message.from?.id;
    // Writing to the bot (a /start, a contact) lifts a block the bot learned of from a 403.
    if (message?.from && isPrivate) await forgetBlockedChat(db, { merchantId, chatId: message.chat!.id });
    const start = message?.from && isPrivate && !message.contact ? startCommand(message.text) : null;
    if (start) {
      return startAnswer(db, { merchantId, storefrontUrl: options.storefrontUrl ?? null }, {
        chatId: message!.chat!.id, telegramId: message!.from!.id, languageCode: message!.from!.language_code ?? null, param: start.param,
      } satisfies StartAnswerContext);
    }
    return answerUpdate(update, (contact) => recordContact(db, merchantId, contact));
  });
}

/**
 * The customer blocked the bot ('kicked') or restarted it ('member') in their private chat with it:
 * Telegram says so at once, so the bot stops queueing their order messages before a send meets a
 * 403, and speaks again after a restart even when they write nothing.
 */
async function followMembership(db: FastifyInstance['db'], merchantId: number, change: NonNullable<TelegramUpdate['my_chat_member']>) {
  const isPrivate = change.chat.type === 'private' && change.chat.id === change.from.id;
  if (!isPrivate) return;
  const chat = { merchantId, chatId: change.chat.id };
  if (change.new_chat_member.status === 'kicked') await rememberBlockedChat(db, chat);
  else if (change.new_chat_member.status === 'member') await forgetBlockedChat(db, chat);
}

/** `/start`, `/start@<bot>` and `/start <param>` (Telegram's `t.me/<bot>?start=<param>`); null for any other text. */
export function startCommand(text: string | undefined): { param: string | null } | null {
  const match = /^\/start(?:@[A-Za-z0-9_]{1,64})?(?:\s+(\S+))?\s*$/.exec(text?.slice(0, 200) ?? '');
  return match ? { param: match[1] ?? null } : null;
}

async function answerUpdate(
  update: TelegramUpdate,
  record: (contact: VerifiedContact) => Promise<void>,
): Promise<Record<string, unknown>> {
  const message = update.message;
  const contact = message?.contact;
  const chatId = message?.chat?.id;
  if (!contact || !message?.from) return {};
  const reply = (text: string) => (chatId === undefined ? {} : { method: 'sendMessage', chat_id: chatId, text, reply_markup: { remove_keyboard: true } });
  // A forwarded contact card names someone else: only one's own number proves anything.
  if (contact.user_id !== message.from.id) return reply(FOREIGN_CONTACT);
  const phone = uzPhoneOfInternational(contact.phone_number);
  if (!phone) return reply(NOT_UZ_PHONE);
  await record({
    telegramId: message.from.id,
    phone,
    firstName: contact.first_name || null,
    lastName: contact.last_name || null,
  });
  return reply(CONTACT_RECEIVED);
}
