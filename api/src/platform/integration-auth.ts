import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { apiError } from '../lib/errors';

/**
 * How a merchant's own systems (POS, kitchen, courier service) prove who they are: the
 * `X-Integration-Key` header. The integration, chat and notifications domains each serve routes to
 * those systems, so the check lives here rather than in any one of them.
 */

const KEY_HEADER = 'x-integration-key';
const KEY_INVALID = () => apiError(401, 'INTEGRATION_KEY_INVALID');

/** Integration keys are random 256-bit secrets, stored only as their SHA-256. */
export const hashIntegrationKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** The active merchant whose systems were given this key, or null. */
export async function merchantOfIntegrationKey(db: Kysely<Database>, key: string): Promise<number | null> {
  const row = await db.selectFrom('merchants').select('id')
    .where('integrationKeyHash', '=', hashIntegrationKey(key))
    .where('deleted', '=', false).where('isActive', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The onRequest hook of a merchants' systems route: `X-Integration-Key` is checked before the body
 * is read, as the storefront's tokens are, and names the merchant (`request.integrationMerchantId`).
 */
export function integrationKeyHook(db: Kysely<Database>) {
  return {
    onRequest: async (request: FastifyRequest) => {
      const key = request.headers[KEY_HEADER];
      const merchantId = typeof key === 'string' && key.length >= 16 && key.length <= 256 ? await merchantOfIntegrationKey(db, key) : null;
      if (merchantId === null) throw KEY_INVALID();
      request.integrationMerchantId = merchantId;
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant whose integration key came with the request. */
    integrationMerchantId?: number;
  }
}
