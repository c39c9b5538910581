import { createHmac, timingSafeEqual } from 'node:crypto';
import { type InitDataUser } from '@storefront/contracts';
import { buildDataCheckString, isInitDataFresh, isInitDataPresent, parseInitData, type ParsedInitData } from '@storefront/contracts/rules';

/**
 * Verification of Telegram Mini App init data (providers.md): the pure parts come from the
 * contracts package, the HMAC with the merchant's bot token happens here, on the server only.
 */
export type InitDataCheck =
  | { ok: true; data: ParsedInitData; user: InitDataUser }
  | { ok: false; reason: 'MISSING' | 'INVALID' | 'EXPIRED' | 'NO_USER' };

const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** secret_key = HMAC_SHA256(key = "WebAppData", message = bot_token), raw bytes. */
const secretKeyOf = (botToken: string): Buffer => createHmac('sha256', 'WebAppData').update(botToken).digest();

/** hex(HMAC_SHA256(secret_key, data_check_string)): what Telegram puts in `hash`. */
export function initDataHash(initData: string, botToken: string): string {
  return createHmac('sha256', secretKeyOf(botToken)).update(buildDataCheckString(initData)).digest('hex');
}

/**
 * Checks in this order: present (spec §5), signed by this bot (constant-time compare), fresh
 * (auth_date within `maxAgeSeconds`), carries a user. The signature comes before freshness so an
 * unsigned request learns nothing about our clock or limit.
 */
export function verifyInitData(
  initData: string | null | undefined,
  botToken: string,
  options: { maxAgeSeconds: number; now?: Date },
): InitDataCheck {
  if (!isInitDataPresent(initData)) return { ok: false, reason: 'MISSING' };
  const data = parseInitData(initData);
  const received = data.hash?.toLowerCase();
  if (!received || !HASH_PATTERN.test(received)) return { ok: false, reason: 'INVALID' };
  const expected = Buffer.from(initDataHash(initData, botToken), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(received, 'hex'))) return { ok: false, reason: 'INVALID' };
  if (!isInitDataFresh(data.authDate, options.now ?? new Date(), options.maxAgeSeconds)) return { ok: false, reason: 'EXPIRED' };
  if (!data.user) return { ok: false, reason: 'NO_USER' };
  return { ok: true, data, user: data.user };
}
