import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashIntegrationKey } from '../../platform/integration-auth';

export const newIntegrationKey = (): string => randomBytes(32).toString('base64url');

/** Gives a merchant a fresh key and answers it; the previous key stops working at once. */
export async function rotateIntegrationKey(db: Kysely<Database>, merchantId: number): Promise<string> {
  const key = newIntegrationKey();
  await db.updateTable('merchants').set({ integrationKeyHash: hashIntegrationKey(key) }).where('id', '=', merchantId).execute();
  return key;
}
