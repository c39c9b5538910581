import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * How long a contact shared with the bot proves the phone for binding. The Mini App asks for the
 * contact and waits for it, so a few minutes is plenty; an old contact is not proof that the number
 * still belongs to the same person.
 */
export const CONTACT_PROOF_MAX_AGE_SECONDS = 600;

export const hashWebhookSecret = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

export interface VerifiedContact {
  telegramId: number;
  phone: string;
  firstName: string | null;
  lastName: string | null;
}

/** The merchant whose bot webhook was given this secret token, or null. */
export async function merchantOfWebhookSecret(db: Kysely<Database>, secret: string): Promise<number | null> {
  const row = await db.selectFrom('merchants').select('id')
    .where('botWebhookSecretHash', '=', hashWebhookSecret(secret))
    .where('deleted', '=', false).where('isActive', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Keeps the latest contact a Telegram user shared with the merchant's bot. */
export async function recordContact(db: Kysely<Database>, merchantId: number, contact: VerifiedContact): Promise<void> {
  await db.insertInto('telegramContacts')
    .values({ merchantId, ...contact })
    .onConflict((c) => c.columns(['merchantId', 'telegramId']).doUpdateSet({
      phone: contact.phone, firstName: contact.firstName, lastName: contact.lastName, receivedAt: sql<Date>`now()`,
    }))
    .execute();
}

/** The contact this Telegram user shared with the merchant's bot recently enough to prove the phone. */
export async function recentContact(db: Kysely<Database>, merchantId: number, telegramId: number): Promise<VerifiedContact | null> {
  const row = await db.selectFrom('telegramContacts')
    .select(['telegramId', 'phone', 'firstName', 'lastName'])
    .where('merchantId', '=', merchantId).where('telegramId', '=', telegramId)
    .where('receivedAt', '>', sql<Date>`now() - make_interval(secs => ${CONTACT_PROOF_MAX_AGE_SECONDS})`)
    .executeTakeFirst();
  return row ?? null;
}
