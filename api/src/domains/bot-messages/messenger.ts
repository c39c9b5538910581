import { sql, type Kysely } from 'kysely';
import type { BotMessagePayload, Database } from '../../db/schema';
import { every } from '../../lib/every';
import { httpBotApi, type BotApi, type BotApiOutcome } from './bot-api';
import { rememberBlockedChat } from './outbox';
import { merchantStorefrontUrl } from './storefront';

/**
 * The worker that sends the merchants' bots' messages from the outbox (`bot_messages`), in every
 * API process at once:
 *
 * - **Claims, never twice.** A tick claims due rows in a short transaction (`FOR UPDATE SKIP
 *   LOCKED`), leases them (`next_attempt_at` moves LEASE_MS ahead, `attempts` + 1) and commits
 *   before calling Telegram, so no lock is held over the network and another process skips them.
 *   The result is written only while the lease is still this tick's (`attempts` unchanged); a
 *   process that dies mid-send leaves the row to be tried again when its lease runs out.
 * - **One chat at a time, in order, 1 message/s.** Only a chat's oldest pending message is
 *   claimable, and after a message goes out the chat's next one waits PER_CHAT_INTERVAL_MS.
 *   Telegram asks bots not to send more than about one message per second to one chat.
 * - **20 messages/s per bot, across processes.** Claiming for a bot takes a transaction-scoped
 *   advisory lock on the bot's merchant, and claims no more than PER_BOT_PER_SECOND minus what was
 *   claimed for it in the last second. Telegram's limit is about 30/s per bot; the bot's webhook
 *   answers (greetings, contact replies) count against the same limit, so a third is left to them.
 * - **Retries.** A 5xx, a timeout or a network error is tried again after 2 s, 4 s, 8 s … (at most
 *   5 min, with jitter), MAX_ATTEMPTS times in all; a 429 waits its `retry_after` (the whole bot
 *   pauses, since Telegram does not say which limit was hit) and does not count as an attempt. A
 *   message still unsent MESSAGE_TTL_MS after it was written is dropped: news of an order that old
 *   is no news. Other refusals (400, a revoked token) are not retried.
 * - **Blocked.** A 403 (the customer blocked the bot) marks the chat blocked and drops its queued
 *   messages: nothing is sent there, and nothing retried, until the customer writes to the bot again.
 *
 * The bot token is read from the merchant's row when sending (the outbox never holds it) and is
 * never logged: log lines name the merchant, the message and Telegram's description only.
 */

type Db = Kysely<Database>;

export const PER_BOT_PER_SECOND = 20;
export const PER_CHAT_INTERVAL_MS = 1000;
/** Longer than a Bot API call may take (BOT_API_TIMEOUT_MS): a lease outlives the call it covers. */
export const LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 8;
export const MESSAGE_TTL_MS = 6 * 3600_000;
/** How often each process looks for due messages. */
export const BOT_MESSAGES_TICK_MS = 500;
/** How long sent and dropped messages are kept (what was said to whom, for support). */
export const BOT_MESSAGES_KEPT_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60_000;
/** pg_advisory_xact_lock's first key: the bots' claims ('bot' in ASCII), the merchant id the second. */
const CLAIM_LOCK = 0x626f74;

/** 2 s, 4 s, 8 s … up to 5 min, ±20 %. */
export function defaultBackoffMs(attempt: number): number {
  const base = Math.min(2000 * 2 ** Math.max(0, attempt - 1), 5 * 60_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

export interface BotMessengerOptions {
  api: BotApi;
  /** STOREFRONT_URL: the merchant's storefront (its sub-domain) is where the Mini App buttons open. */
  storefrontUrl: string | null;
  perBotPerSecond?: number;
  perChatIntervalMs?: number;
  /** Most rows claimed per tick, all bots together. */
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
  backoffMs?: (attempt: number) => number;
  log?: { warn(details: object, message: string): void };
}

interface Claimed {
  id: number;
  merchantId: number;
  chatId: number;
  payload: BotMessagePayload;
  attempts: number;
  createdDate: Date;
}

/** Due messages of bots this process may send for now, leased to this tick. */
async function claim(db: Db, options: Required<Pick<BotMessengerOptions, 'perBotPerSecond' | 'batchSize' | 'leaseMs'>>): Promise<Claimed[]> {
  const due = await db.selectFrom('botMessages').select('merchantId').distinct()
    .where('status', '=', 'PENDING').where('nextAttemptAt', '<=', sql<Date>`now()`)
    .limit(100).execute();
  const claimed: Claimed[] = [];
  for (const { merchantId } of due) {
    const room = options.batchSize - claimed.length;
    if (room <= 0) break;
    claimed.push(...await db.transaction().execute(async (trx) => {
      const { rows: [lock] } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${CLAIM_LOCK}, ${merchantId}) as locked`.execute(trx);
      // Another process is claiming for this bot right now: its turn.
      if (!lock?.locked) return [];
      const recent = await trx.selectFrom('botMessages').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchantId', '=', merchantId).where('claimedAt', '>', sql<Date>`now() - interval '1 second'`)
        .executeTakeFirstOrThrow();
      const allowed = Math.min(room, options.perBotPerSecond - Number(recent.n));
      if (allowed <= 0) return [];
      // Telegram asked this bot to wait (a 429's message waits out its retry_after): all of it waits.
      const paused = await trx.selectFrom('botMessages').select('id')
        .where('merchantId', '=', merchantId).where('status', '=', 'PENDING')
        .where('lastError', 'like', '429%').where('nextAttemptAt', '>', sql<Date>`now()`)
        .limit(1).executeTakeFirst();
      if (paused) return [];
      const { rows } = await sql<{ id: number }>`
        select m.id from bot_messages m
        where m.merchant_id = ${merchantId} and m.status = 'PENDING' and m.next_attempt_at <= now()
          and not exists (
            select 1 from bot_messages o
            where o.merchant_id = m.merchant_id and o.chat_id = m.chat_id and o.status = 'PENDING' and o.id < m.id
          )
        order by m.id limit ${allowed}
        for update skip locked`.execute(trx);
      if (rows.length === 0) return [];
      return trx.updateTable('botMessages')
        .set({
          claimedAt: sql<Date>`now()`,
          nextAttemptAt: sql<Date>`now() + make_interval(secs => ${options.leaseMs / 1000})`,
          attempts: sql<number>`attempts + 1`,
          // Written again with this attempt's outcome; a 429 left here would pause the bot for the lease.
          lastError: null,
        })
        .where('id', 'in', rows.map((row) => Number(row.id)))
        .returning(['id', 'merchantId', 'chatId', 'payload', 'attempts', 'createdDate'])
        .execute();
    }));
  }
  return claimed.map((row) => ({ ...row, id: Number(row.id), chatId: Number(row.chatId) }));
}

/** The Bot API call of one message: sendMessage, with its Mini App button on the merchant's storefront. */
export function sendMessageBody(message: { chatId: number; payload: BotMessagePayload }, storefront: string | null): Record<string, unknown> {
  const { text, button } = message.payload;
  const body: Record<string, unknown> = { chat_id: message.chatId, text, link_preview_options: { is_disabled: true } };
  if (button && storefront) body.reply_markup = { inline_keyboard: [[{ text: button.text, web_app: { url: `${storefront}${button.path}` } }]] };
  return body;
}

export interface DrainResult { claimed: number; sent: number; retried: number; failed: number; blocked: number }

/**
 * One tick: claims what is due, sends it, records each outcome. Answers what happened (tests and
 * the logs read it).
 */
export async function drainBotMessages(db: Db, options: BotMessengerOptions): Promise<DrainResult> {
  const settings = {
    perBotPerSecond: options.perBotPerSecond ?? PER_BOT_PER_SECOND,
    perChatIntervalMs: options.perChatIntervalMs ?? PER_CHAT_INTERVAL_MS,
    batchSize: options.batchSize ?? 100,
    leaseMs: options.leaseMs ?? LEASE_MS,
    maxAttempts: options.maxAttempts ?? MAX_ATTEMPTS,
    backoffMs: options.backoffMs ?? defaultBackoffMs,
  };
  const result: DrainResult = { claimed: 0, sent: 0, retried: 0, failed: 0, blocked: 0 };
  const claimed = await claim(db, settings);
  result.claimed = claimed.length;
  if (claimed.length === 0) return result;
  const merchants = new Map((await db.selectFrom('merchants').select(['id', 'sub', 'domain', 'botToken'])
    .where('id', 'in', [...new Set(claimed.map((row) => row.merchantId))]).execute()).map((m) => [m.id, m]));

  await Promise.all(claimed.map(async (message) => {
    // Written only while the lease is still this tick's.
    const mine = () => db.updateTable('botMessages')
      .where('id', '=', message.id).where('status', '=', 'PENDING').where('attempts', '=', message.attempts);
    const merchant = merchants.get(message.merchantId);
    const expired = Date.now() - new Date(message.createdDate).getTime() > MESSAGE_TTL_MS;
    let outcome: BotApiOutcome;
    if (expired) {
      // Too old to be news (retried for hours, or queued while nothing was sending): dropped unsent.
      outcome = { kind: 'refused', status: 0, description: 'expired' };
    } else if (!merchant?.botToken) {
      outcome = { kind: 'refused', status: 0, description: 'the merchant has no bot token' };
    } else {
      const storefront = merchantStorefrontUrl(merchant, options.storefrontUrl);
      outcome = await options.api.call(merchant.botToken, 'sendMessage', sendMessageBody(message, storefront));
    }
    const details = { merchantId: message.merchantId, botMessageId: message.id, attempt: message.attempts };
    switch (outcome.kind) {
      case 'ok': {
        result.sent += 1;
        await mine().set({ status: 'SENT', sentAt: sql<Date>`now()`, lastError: null }).execute();
        // The chat's next message waits: about one message a second to one chat.
        await db.updateTable('botMessages')
          .set({ nextAttemptAt: sql<Date>`greatest(next_attempt_at, now() + make_interval(secs => ${settings.perChatIntervalMs / 1000}))` })
          .where('merchantId', '=', message.merchantId).where('chatId', '=', message.chatId).where('status', '=', 'PENDING')
          .execute();
        return;
      }
      case 'blocked':
        result.blocked += 1;
        await mine().set({ status: 'FAILED', lastError: `${outcome.status}: ${outcome.description}` }).execute();
        await rememberBlockedChat(db, { merchantId: message.merchantId, chatId: message.chatId });
        return;
      case 'rate-limited': {
        result.retried += 1;
        const pause = sql<Date>`now() + make_interval(secs => ${outcome.retryAfterSeconds})`;
        // Not an attempt of this message: Telegram asked the bot to wait.
        // This row, waiting with its 429, pauses the whole bot (claim() reads it): Telegram does not say which limit was hit.
        await mine().set({ nextAttemptAt: pause, attempts: sql<number>`attempts - 1`, lastError: `429: ${outcome.description}` }).execute();
        options.log?.warn({ ...details, retryAfter: outcome.retryAfterSeconds }, 'bot message: Telegram asked to wait (429)');
        return;
      }
      case 'retry':
        if (message.attempts >= settings.maxAttempts) break;
        result.retried += 1;
        await mine().set({
          nextAttemptAt: sql<Date>`now() + make_interval(secs => ${settings.backoffMs(message.attempts) / 1000})`,
          lastError: `${outcome.status ?? '-'}: ${outcome.description}`,
        }).execute();
        return;
      case 'refused':
        break;
    }
    result.failed += 1;
    const reason = `${outcome.status ?? '-'}: ${outcome.description}`;
    await mine().set({ status: 'FAILED', lastError: reason }).execute();
    options.log?.warn({ ...details, reason }, 'bot message not sent');
  }));
  return result;
}

/** Forgets sent and dropped messages older than BOT_MESSAGES_KEPT_DAYS. */
export async function pruneBotMessages(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('botMessages').where('status', '<>', 'PENDING')
    .where('createdDate', '<', new Date(now.getTime() - BOT_MESSAGES_KEPT_DAYS * 86_400_000)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The API process's bot messenger (main.ts): drains the outbox every BOT_MESSAGES_TICK_MS until stopped. */
export function startBotMessenger(
  db: Db,
  config: { telegramApiUrl: string; storefrontUrl: string | null },
  log: { warn(details: object, message: string): void },
  options: Partial<BotMessengerOptions> & { tickMs?: number } = {},
): { stop(): void } {
  const messenger: BotMessengerOptions = { api: httpBotApi(config.telegramApiUrl), storefrontUrl: config.storefrontUrl, log, ...options };
  const onError = (error: Error) => log.warn({ err: error.message }, 'bot messenger failed; trying again on the next tick');
  const timers = [
    every(options.tickMs ?? BOT_MESSAGES_TICK_MS, () => drainBotMessages(db, messenger), onError),
    every(PRUNE_EVERY_MS, () => pruneBotMessages(db), onError),
  ];
  return { stop: () => timers.forEach((timer) => timer.stop()) };
}
