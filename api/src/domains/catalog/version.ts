import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * Records that a merchant's catalogue (groups, categories, products, branch entries) changed: the
 * merchant's `catalogVersion` goes up, so the next menu is built afresh with a new ETag, and the
 * tenant cache forgets the merchant, so the new version is seen by the very next request. Call it
 * after the change is committed, never inside its transaction (a change made by another process is
 * seen within the cache's TTL).
 */
export async function catalogueChanged(app: FastifyInstance, merchantId: number): Promise<void> {
  await app.db.updateTable('merchants')
    .set((eb) => ({ catalogVersion: eb('catalogVersion', '+', 1), lastModifiedDate: sql<Date>`now()` }))
    .where('id', '=', merchantId)
    .execute();
  app.merchantCache.invalidate(merchantId);
}
