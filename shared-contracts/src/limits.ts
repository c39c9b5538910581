/**
 * Bounds of everything a client sends, shared by the browser (form limits, the basket reducer) and
 * the API (the route table's schemas): one number per rule, so the two cannot disagree.
 */

/** Largest id the database stores (PostgreSQL integer); a bigger one cannot name anything. */
export const MAX_ID = 2_147_483_647;

/**
 * Largest Telegram user or chat id, by its size: Telegram's ids "have at most 52 significant
 * bits", so anything larger (or fractional) names nobody and is a bad request, not a database
 * error.
 */
export const MAX_TELEGRAM_ID = 2 ** 52;

/** Pieces of one basket line. */
export const MAX_LINE_COUNT = 999;
/** Lines of one basket or order. */
export const MAX_LINES = 100;
/** Branch entries a basket line may carry of its product (as the browser knew it). */
export const MAX_PRODUCT_BRANCHES = 1000;
/** Chosen modifications of one line, and pieces of one modification. */
export const MAX_LINE_MODIFICATIONS = 50;
export const MAX_MODIFICATION_COUNT = 99;

/**
 * Largest sum of money, in so'm, a request may carry (prices, totals of the preview, cashback):
 * far above any real basket, and in tiyin (×100) still an exact integer of JavaScript and of the
 * providers' amounts.
 */
export const MAX_AMOUNT = 1_000_000_000_000;
/** Largest distance in metres a request may carry (more than Earth's circumference). */
export const MAX_DISTANCE_M = 50_000_000;

/** Page number of a paged list (pages of at most 100 rows). */
export const MAX_PAGE = 100_000;

/** Text limits, in UTF-16 code units (what maxLength counts in the browser and in zod). */
export const MAX_NAME_LENGTH = 100;
export const MAX_ADDRESS_TEXT_LENGTH = 255;
export const MAX_COMMENT_LENGTH = 500;
/** Codes, dates, times, types, phone numbers and other short words. */
export const MAX_SHORT_TEXT_LENGTH = 64;
export const MAX_INIT_DATA_LENGTH = 8192;
export const MAX_SEARCH_LENGTH = 200;
/** Digits of a one-time code: the login and phone codes our API sends, and a card bank's code. */
export const ONE_TIME_CODE_LENGTH = 6;
/** A one-time code as typed: exactly ONE_TIME_CODE_LENGTH digits. */
export const ONE_TIME_CODE_PATTERN = new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`);
/** A card provider's token (Payme's are about 400 characters). */
export const MAX_CARD_TOKEN_LENGTH = 2000;

/**
 * The live stream (`GET /orders/v1/orders/events`): the API writes a heartbeat comment
 * this often, so proxies and the API's idle timeout keep the stream open and a reader that hears
 * nothing for two of them knows the stream is dead and reconnects.
 */
export const LIVE_HEARTBEAT_MS = 20_000;
/** Streams one customer may hold open at once in one API process (tabs, devices); more is 429. */
export const LIVE_STREAMS_PER_CUSTOMER = 8;
/** Events replayed after a Last-Event-ID at most; further behind, the stream says `reset`. */
export const LIVE_REPLAY_MAX = 200;
/** Notifications answered at once (the newest); a merchant's message is at most this long. */
export const MAX_NOTIFICATIONS = 50;
export const MAX_NOTIFICATION_TEXT_LENGTH = 1000;
/** A chat message's longest text after cleaning (rules/chat.ts), and the messages one page answers at most. */
export const MAX_CHAT_TEXT_LENGTH = 1000;
export const MAX_CHAT_PAGE = 50;
