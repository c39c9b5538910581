import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ONE_TIME_CODE_LENGTH } from '@storefront/contracts';
import type { Database } from '../../db/schema';
import { tooManyRequests } from '../../lib/errors';

/** providers.md "Security numbers we hold to", phone codes (their length is the contracts' ONE_TIME_CODE_LENGTH). */
export const LOGIN_CODE_TTL_MS = 5 * 60_000;
/** Checks of one code, right or wrong: after five wrong ones it is dead. */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/**
 * Sends to one phone from one address per rolling hour: providers.md's "5 sends per phone per
 * hour", counted per requesting address so that a stranger spending them locks out nobody else.
 */
export const LOGIN_CODES_PER_PHONE_PER_ADDRESS_PER_HOUR = 5;
/** The cooldown between sends to one phone, from any address, while it has had few sends. */
export const LOGIN_CODE_COOLDOWN_MS = 60_000;
/** Sends to one phone in an hour, from all addresses, before its cooldown starts doubling. */
export const LOGIN_CODES_PER_PHONE_BEFORE_DELAY = 5;
/** The longest a phone's cooldown grows: the most a stranger with many addresses delays its owner. */
export const LOGIN_CODE_LONGEST_COOLDOWN_MS = 15 * 60_000;

/**
 * The wait after the latest send to a phone that had `sends` sends (that one included) in the
 * last hour, from any address: 60 s up to the fifth, then doubling (2, 4, 8 min) up to 15 min.
 * So pumping SMS to one number gets about a dozen an hour at most, and nobody, however many
 * addresses they use, keeps the number's owner from a code for longer than 15 minutes at a time.
 */
export function phoneCooldownMs(sends: number): number {
  const doublings = Math.max(0, sends - LOGIN_CODES_PER_PHONE_BEFORE_DELAY);
  return Math.min(LOGIN_CODE_COOLDOWN_MS * 2 ** doublings, LOGIN_CODE_LONGEST_COOLDOWN_MS);
}
const HOUR_MS = 3_600_000;
/** Advisory lock namespaces (pg_advisory_xact_lock(int, int)) of the send limits. */
const LOCK_IP = 5005;
const LOCK_PHONE = 5006;

export interface LoginCodeOptions {
  /** Sends from one IP address per rolling hour. */
  codesPerIpPerHour: number;
  /** The clock of every limit and expiry here; tests move it instead of sleeping. */
  now?: () => Date;
}

export interface IssuedCode {
  /** The login_codes row: a phone change names it when it confirms the code. */
  id: number;
  code: string;
  expiresIn: number;
  resendIn: number;
}

const hashCode = (salt: string, merchantId: number, phone: string, code: string) =>
  createHmac('sha256', Buffer.from(salt, 'hex')).update(`${merchantId}:${phone}:${code}`, 'utf8').digest('hex');

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Login codes sent by SMS. Each send is a row of `login_codes` (only a salted HMAC of the code is
 * kept), and those rows are what the limits count, so they hold across restarts and instances:
 * sends per IP per hour, sends per phone from one IP per hour, and a cooldown between sends to
 * one phone that grows with the phone's sends in the hour (phoneCooldownMs). The
 * limits are checked and the row written under advisory locks of the IP and the phone, so
 * concurrent requests cannot slip past them. Only the latest code of a phone at a merchant counts.
 */
export class LoginCodes {
  private readonly now: () => Date;

  constructor(private readonly db: Kysely<Database>, private readonly options: LoginCodeOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Makes a code for the phone at the merchant, or throws 429 when a limit refuses. The phone
   * limits count sends of every merchant: they protect the owner of the number from SMS floods,
   * without letting a stranger lock the owner out (docs/security.md "Login codes").
   */
  async issue(merchantId: number, phone: string, ip: string): Promise<IssuedCode> {
    const code = String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(ONE_TIME_CODE_LENGTH, '0');
    const salt = randomBytes(16).toString('hex');
    const id = await this.db.transaction().execute(async (trx) => {
      // The same order everywhere (IP, then phone), so two sends never wait on each other in a circle.
      await sql`SELECT pg_advisory_xact_lock(${LOCK_IP}::int, hashtext(${ip}::text))`.execute(trx);
      await sql`SELECT pg_advisory_xact_lock(${LOCK_PHONE}::int, hashtext(${phone}::text))`.execute(trx);
      const now = this.now();
      const hourAgo = new Date(now.getTime() - HOUR_MS);

      const byIp = await trx.selectFrom('loginCodes').select('createdAt')
        .where('ip', '=', ip).where('createdAt', '>', hourAgo)
        .orderBy('createdAt', 'desc').limit(this.options.codesPerIpPerHour).execute();
      if (byIp.length >= this.options.codesPerIpPerHour) {
        const oldest = new Date(byIp[byIp.length - 1].createdAt).getTime();
        const wait = secondsUntil(oldest + HOUR_MS, now.getTime());
        throw tooManyRequests('perAddress', wait, { reason: 'IP_LIMIT' });
      }

      const byPhone = await trx.selectFrom('loginCodes').select(['createdAt', 'ip'])
        .where('phone', '=', phone).where('createdAt', '>', hourAgo)
        .orderBy('createdAt', 'desc').execute();
      const fromHere = byPhone.filter((send) => send.ip === ip);
      if (fromHere.length >= LOGIN_CODES_PER_PHONE_PER_ADDRESS_PER_HOUR) {
        const oldest = new Date(fromHere[LOGIN_CODES_PER_PHONE_PER_ADDRESS_PER_HOUR - 1].createdAt).getTime();
        const wait = secondsUntil(oldest + HOUR_MS, now.getTime());
        throw tooManyRequests('phonePerAddress', wait, { reason: 'PHONE_ADDRESS_LIMIT' });
      }
      const latest = byPhone[0] ? new Date(byPhone[0].createdAt).getTime() : null;
      const cooldown = phoneCooldownMs(byPhone.length);
      if (latest !== null && now.getTime() - latest < cooldown) {
        const wait = secondsUntil(latest + cooldown, now.getTime());
        if (cooldown === LOGIN_CODE_COOLDOWN_MS) {
          throw tooManyRequests('codeResent', wait, { reason: 'COOLDOWN' });
        }
        throw tooManyRequests('perPhone', wait, { reason: 'PHONE_LIMIT' });
      }

      // Sends older than a day count for nothing: the phone's history stays short.
      await trx.deleteFrom('loginCodes').where('phone', '=', phone).where('createdAt', '<', new Date(now.getTime() - 24 * HOUR_MS)).execute();
      const row = await trx.insertInto('loginCodes').values({
        merchantId, phone, ip, salt,
        codeHash: hashCode(salt, merchantId, phone, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
    return { id, code, expiresIn: LOGIN_CODE_TTL_MS / 1000, resendIn: LOGIN_CODE_COOLDOWN_MS / 1000 };
  }

  /**
   * Whether `code` is the latest live code of the phone at the merchant; a right code is used up.
   * Every check counts against the code before it is compared (one atomic update), so concurrent
   * guesses cannot exceed LOGIN_CODE_MAX_ATTEMPTS; the fifth wrong one leaves the code dead.
   * With `codeId`, that code must still be the latest one (a phone change names the code it sent).
   */
  async consume(merchantId: number, phone: string, code: string, codeId?: number): Promise<boolean> {
    const now = this.now();
    const latest = await this.db.selectFrom('loginCodes').select(['id', 'salt', 'codeHash'])
      .where('merchantId', '=', merchantId).where('phone', '=', phone)
      .orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!latest || (codeId !== undefined && latest.id !== codeId)) return false;
    const counted = await this.db.updateTable('loginCodes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .where('usedAt', 'is', null)
      .where('attempts', '<', LOGIN_CODE_MAX_ATTEMPTS)
      .where('expiresAt', '>', now)
      .returning('id').executeTakeFirst();
    if (!counted) return false;
    const given = Buffer.from(hashCode(latest.salt, merchantId, phone, code), 'hex');
    if (!timingSafeEqual(given, Buffer.from(latest.codeHash, 'hex'))) return false;
    const used = await this.db.updateTable('loginCodes').set({ usedAt: now })
      .where('id', '=', latest.id).where('usedAt', 'is', null)
      .returning('id').executeTakeFirst();
    return Boolean(used);
  }
}

/** Default SMS text, Uzbek and Russian, when the merchant's smsContent has no {code}. */
export const DEFAULT_SMS_TEMPLATE = '{name}: kirish kodi {code}. Код для входа: {code}';
const SMS_MAX_LENGTH = 640;

/**
 * The login SMS: the merchant's `smsContent` setting as a template when it holds `{code}`
 * (`{name}` is the merchant's name), otherwise DEFAULT_SMS_TEMPLATE.
 */
export function loginSmsText(template: string | null | undefined, merchantName: string, code: string): string {
  const fill = (t: string) => t.replaceAll('{code}', code).replaceAll('{name}', merchantName).trim();
  const own = template?.includes('{code}') ? fill(template) : null;
  if (own && own.length <= SMS_MAX_LENGTH) return own;
  return fill(DEFAULT_SMS_TEMPLATE);
}
