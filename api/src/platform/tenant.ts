import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../lib/errors';
import { MERCHANT_NOT_FOUND } from '../lib/named-errors';

export interface MerchantContext {
  id: number;
  sub: string;
  catalogVersion: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The active merchants seen lately; invalidate one when its row or catalogue changes. */
    merchantCache: MerchantCache;
  }
  interface FastifyRequest {
    merchant?: MerchantContext;
  }
  interface FastifyContextConfig {
    tenant?: boolean;
    auth?: 'none' | 'token' | 'optional';
  }
}

/** How long a merchant looked up by the tenant hook is trusted without asking the database again. */
export const MERCHANT_CACHE_TTL_MS = 3000;
/** Bound on remembered merchants: ids come from a header, so the map must not grow with them. */
const MERCHANT_CACHE_MAX_ENTRIES = 10_000;

/**
 * The active merchants of recent requests, by id, each trusted for `ttlMs` (monotonic clock): the
 * menu's hot path does not query the database per request, yet a merchant deactivated or deleted
 * behind the API's back is refused, and a `catalogVersion` bumped there is seen, within the TTL.
 * A change made through the API calls `invalidate`, which is seen at once. Unknown or inactive
 * merchants are never remembered: they are asked about every time, as before. Concurrent misses
 * for one id share one query, and a query that was running when `invalidate` came is not kept.
 */
export class MerchantCache {
  private readonly entries = new Map<number, { merchant: MerchantContext; expiresAt: number }>();
  private readonly pending = new Map<number, Promise<MerchantContext | undefined>>();
  private invalidations = 0;

  constructor(private readonly db: Kysely<Database>, readonly ttlMs = MERCHANT_CACHE_TTL_MS) {}

  get(id: number): Promise<MerchantContext | undefined> | MerchantContext {
    const hit = this.entries.get(id);
    if (hit && hit.expiresAt > performance.now()) return hit.merchant;
    let load = this.pending.get(id);
    if (!load) {
      const started: Promise<MerchantContext | undefined> = this.load(id).finally(() => {
        if (this.pending.get(id) === started) this.pending.delete(id);
      });
      this.pending.set(id, started);
      load = started;
    }
    return load;
  }

  /** Forgets one merchant (or all): the next request reads it from the database. */
  invalidate(id?: number) {
    this.invalidations += 1;
    if (id === undefined) {
      this.entries.clear();
      this.pending.clear();
    } else {
      this.entries.delete(id);
      this.pending.delete(id);
    }
  }

  private async load(id: number): Promise<MerchantContext | undefined> {
    const seen = this.invalidations;
    const merchant = await this.db
        .selectFrom('merchants')
        .select(['id', 'sub', 'catalogVersion'])
        .where('id', '=', id)
        .where('isActive', '=', true)
        .where('deleted', '=', false)
      .executeTakeFirst();
    if (!merchant) {
      this.entries.delete(id);
      return undefined;
    }
    // Shared by every request that reads it while it is cached: nobody may change it.
    const frozen = Object.freeze(merchant);
    if (this.ttlMs > 0 && seen === this.invalidations) {
      if (this.entries.size >= MERCHANT_CACHE_MAX_ENTRIES) this.entries.clear();
      this.entries.set(id, { merchant: frozen, expiresAt: performance.now() + this.ttlMs });
    }
    return frozen;
  }
}

/**
 * Resolves the `merchant` header (the merchant id the storefront keeps in its `merchant` cookie)
 * before any tenant route runs. A missing, malformed, unknown, inactive or deleted merchant is a
 * 4xx; no route ever falls back to another merchant's data. Active merchants come through
 * `MerchantCache` (a few seconds at most behind the database).
 */
export function registerTenantResolution(app: FastifyInstance, db: Kysely<Database>, options: { ttlMs?: number } = {}) {
  const merchants = new MerchantCache(db, options.ttlMs);
  app.decorate('merchantCache', merchants);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.routeOptions.config?.tenant) return;
    const header = request.headers.merchant;
    const raw = Array.isArray(header) ? header[0] : header;
    if (!raw || raw === 'undefined' || raw === 'null') {
      throw badRequest('MERCHANT_REQUIRED');
    }
    if (!/^\d{1,9}$/.test(raw)) {
      throw badRequest('MERCHANT_INVALID');
    }
    const merchant = await merchants.get(Number(raw));
    if (!merchant) throw MERCHANT_NOT_FOUND();
    request.merchant = merchant;
  });
}
