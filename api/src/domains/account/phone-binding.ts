import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionUser } from '../../lib/auth';
import { isUniqueViolation } from '../../db/errors';
import { PHONE_MERGE_NEEDS_CODE, PHONE_TAKEN, USER_NOT_FOUND } from '../../lib/named-errors';

/**
 * How the customer proved that the phone is theirs: a code sent by SMS to it, or the contact they
 * shared with the merchant's bot, which Telegram delivered to the bot's webhook.
 */
export type PhoneProof = 'SMS_CODE' | 'TELEGRAM_CONTACT';

export interface ContactNames {
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * Binds a proven phone to the customer; nothing else may set a phone. When the phone already
 * belongs to another account of the merchant:
 * - a Telegram customer without a phone who proved it by SMS joins that website account: the
 *   website account keeps its id and gains the Telegram id, orders, addresses, favourites, grades,
 *   cashback and live tokens of the Telegram one, which is switched off;
 * - a shared contact alone is refused with PHONE_MERGE_NEEDS_CODE (the website account's owner
 *   proves it by SMS);
 * - anything else is PHONE_TAKEN.
 * Answers the customer the session now belongs to.
 */
export async function bindProvenPhone(
  db: Kysely<Database>,
  caller: SessionUser,
  phone: string,
  proof: PhoneProof,
  names: ContactNames = {},
): Promise<SessionUser> {
  return db.transaction().execute(async (trx) => {
    // The caller as it is now, locked: a second binding of the same account waits for this one.
    const current = await trx.selectFrom('users').selectAll()
      .where('id', '=', caller.id).where('merchantId', '=', caller.merchantId).where('isActive', '=', true)
      .forUpdate().executeTakeFirst();
    if (!current) throw USER_NOT_FOUND();
    if (current.phone === phone) return current;
    const holder = await trx.selectFrom('users').selectAll()
      .where('merchantId', '=', caller.merchantId).where('phone', '=', phone).where('id', '!=', caller.id)
      .forUpdate().executeTakeFirst();
    if (!holder) return setPhone(trx, current, phone, names);
    if (proof !== 'SMS_CODE') throw PHONE_MERGE_NEEDS_CODE();
    if (current.telegramId === null || current.phone !== null || holder.telegramId !== null || !holder.isActive) throw PHONE_TAKEN();
    return mergeTelegramIntoWebAccount(trx, current, holder);
  });
}

async function setPhone(trx: Transaction<Database>, caller: SessionUser, phone: string, names: ContactNames): Promise<SessionUser> {
  const firstName = names.firstName?.trim().slice(0, 100);
  const lastName = names.lastName?.trim().slice(0, 100);
  try {
    const updated = await trx.updateTable('users')
      .set({
        phone,
        // A contact's names fill only what the customer has not written themselves.
        ...(firstName && !caller.firstName ? { firstName } : {}),
        ...(lastName && !caller.lastName ? { lastName } : {}),
        lastModifiedDate: sql<Date>`now()`,
      })
      .where('id', '=', caller.id).where('merchantId', '=', caller.merchantId)
      .returningAll().executeTakeFirst();
    if (!updated) throw USER_NOT_FOUND();
    return updated;
  } catch (error) {
    // Another request bound the phone to someone else between our read and this write.
    if (isUniqueViolation(error)) throw PHONE_TAKEN();
    throw error;
  }
}

async function mergeTelegramIntoWebAccount(trx: Transaction<Database>, telegram: SessionUser, web: SessionUser): Promise<SessionUser> {
  const scope = { merchantId: web.merchantId, from: telegram.id, to: web.id };
  // The Telegram id is unique per merchant: it leaves the old row before the website account takes it.
  await trx.updateTable('users')
    .set({ telegramId: null, isActive: false, cashback: 0, lastModifiedDate: sql<Date>`now()` })
    .where('id', '=', telegram.id).execute();
  const merged = await trx.updateTable('users')
    .set({
      telegramId: telegram.telegramId,
      firstName: web.firstName ?? telegram.firstName,
      lastName: web.lastName ?? telegram.lastName,
      language: web.language ?? telegram.language,
      cashback: web.cashback + telegram.cashback,
      lastModifiedDate: sql<Date>`now()`,
    })
    .where('id', '=', web.id).returningAll().executeTakeFirstOrThrow();
  for (const table of ['orders', 'addresses', 'productGrades'] as const) {
    await trx.updateTable(table).set({ userId: scope.to })
      .where('userId', '=', scope.from).where('merchantId', '=', scope.merchantId).execute();
  }
  // A product both accounts marked stays one favourite.
  await trx.deleteFrom('favourites')
    .where('userId', '=', scope.from)
    .where('productId', 'in', (eb) => eb.selectFrom('favourites').select('productId').where('userId', '=', scope.to))
    .execute();
  await trx.updateTable('favourites').set({ userId: scope.to }).where('userId', '=', scope.from).execute();
  // The Mini App that proved the phone keeps its session, now on the joined account.
  await trx.updateTable('authTokens').set({ userId: scope.to })
    .where('userId', '=', scope.from).where('merchantId', '=', scope.merchantId).where('revokedAt', 'is', null).execute();
  return merged;
}
