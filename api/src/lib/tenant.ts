import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, notFound } from './errors';

export interface MerchantContext {
  id: number;
  sub: string;
  catalogVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    merchant?: MerchantContext;
  }
  interface FastifyContextConfig {
    tenant?: boolean;
    auth?: 'none' | 'token' | 'optional';
  }
}

/**
 * Resolves the `merchant` header (the merchant id the storefront keeps in its `merchant` cookie)
 * before any tenant route runs. A missing, malformed, unknown, inactive or deleted merchant is a
 * 4xx; no route ever falls back to another merchant's data.
 */
export function registerTenantResolution(app: FastifyInstance, db: Kysely<Database>) {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!request.routeOptions.config?.tenant) return;
    const header = request.headers.merchant;
    const raw = Array.isArray(header) ? header[0] : header;
    if (!raw || raw === 'undefined' || raw === 'null') {
      throw badRequest('MERCHANT_REQUIRED', 'Не указан заголовок merchant');
    }
    if (!/^\d{1,9}$/.test(raw)) {
      throw badRequest('MERCHANT_INVALID', 'Заголовок merchant должен быть числовым идентификатором');
    }
    const merchant = await db
      .selectFrom('merchants')
      .select(['id', 'sub', 'catalogVersion'])
      .where('id', '=', Number(raw))
      .where('isActive', '=', true)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (!merchant) throw notFound('MERCHANT_NOT_FOUND', 'Мерчант не найден');
    request.merchant = merchant;
  });
}
