import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Integration keys are random 256-bit secrets, stored only as their SHA-256. */
export const hashIntegrationKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
export const newIntegrationKey = (): string => randomBytes(32).toString('base64url');

/** The active merchant whose systems were given this key, or null. */
export async function merchantOfIntegrationKey(db: Kysely<Database>, key: string): Promise<number | null> {
  const row = await db.selectFrom('merchants').select('id')
    .where('integrationKeyHash', '=', hashIntegrationKey(key))
    .where('deleted', '=', false).where('isActive', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Gives a merchant a fresh key and answers it; the previous key stops working at once. */
export async function rotateIntegrationKey(db: Kysely<Database>, merchantId: number): Promise<string> {
  const key = newIntegrationKey();
  await db.updateTable('merchants').set({ integrationKeyHash: hashIntegrationKey(key) }).where('id', '=', merchantId).execute();
  return key;
}
