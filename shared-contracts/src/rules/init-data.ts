import { INIT_DATA_MIN_LENGTH } from '../constants';
import { InitDataUser } from '../entities/session';

/**
 * Telegram Mini App `initData` (providers.md "Telegram Mini App initData"): the pure parts that the
 * storefront and the API share. The HMAC check itself needs a bot token and node's crypto, so it
 * lives in the API; everything here is string work with no secrets.
 */

export interface ParsedInitData {
  /** Every received field in its received order, values URL-decoded; duplicates kept. */
  pairs: Array<[string, string]>;
  /** The `hash` field, or null when absent. */
  hash: string | null;
  /** `auth_date` in Unix seconds, or null when absent or not a whole number. */
  authDate: number | null;
  /** The `user` field parsed, or null when absent or not a valid user object. */
  user: InitDataUser | null;
  queryId: string | null;
  startParam: string | null;
}

/** Spec §5: init data counts only when longer than 10 characters; shorter counts as missing. */
export function isInitDataPresent(initData: string | null | undefined): initData is string {
  return typeof initData === 'string' && initData.length > INIT_DATA_MIN_LENGTH;
}

// Decoded with the same rules as URLSearchParams (`+` is a space), as Telegram's own examples do.
function pairsOf(initData: string): Array<[string, string]> {
  return [...new URLSearchParams(initData)];
}

function parseUser(raw: string | undefined): InitDataUser | null {
  if (raw === undefined) return null;
  try {
    const checked = InitDataUser.safeParse(JSON.parse(raw));
    return checked.success ? checked.data : null;
  } catch {
    return null;
  }
}

/**
 * Reads the fields of `initData`. Never throws: a field that is missing or malformed comes back as
 * null, and whether the data can be trusted is decided by the signature check, not here.
 */
export function parseInitData(initData: string): ParsedInitData {
  const pairs = pairsOf(initData);
  const first = (key: string) => pairs.find(([k]) => k === key)?.[1];
  const authDateText = first('auth_date');
  const authDate = authDateText !== undefined && /^\d{1,12}$/.test(authDateText) ? Number(authDateText) : null;
  return {
    pairs,
    hash: first('hash') ?? null,
    authDate,
    user: parseUser(first('user')),
    queryId: first('query_id') ?? null,
    startParam: first('start_param') ?? null,
  };
}

/**
 * The text Telegram signs: every received field except `hash` as `key=value` (URL-decoded value),
 * sorted by key, joined with a line feed. Every received pair takes part, duplicates too, so a
 * field smuggled in twice changes the text and fails the signature instead of slipping past it.
 */
export function buildDataCheckString(initData: string): string {
  return pairsOf(initData)
    .filter(([key]) => key !== 'hash')
    // Plain code-unit order (keys are ASCII), stable for equal keys: the order Telegram sorts in.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

/** A minute of clock difference between Telegram and us is tolerated for dates in the future. */
export const INIT_DATA_CLOCK_SKEW_SECONDS = 60;

/**
 * Whether `auth_date` (Unix seconds) is recent enough: not older than `maxAgeSeconds` at `now`, and
 * not further in the future than a small clock skew (a date far ahead would stay "fresh" forever).
 */
export function isInitDataFresh(authDate: number | null | undefined, now: Date, maxAgeSeconds: number): boolean {
  if (typeof authDate !== 'number' || !Number.isInteger(authDate) || authDate <= 0) return false;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const age = nowSeconds - authDate;
  return age <= maxAgeSeconds && age >= -INIT_DATA_CLOCK_SKEW_SECONDS;
}
