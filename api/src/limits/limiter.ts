import { CompiledQuery, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../db/schema';
import { tooManyRequests } from '../lib/errors';
import { LIMIT_POLICIES, type Allowance, type LimitPolicy, type LimitPolicyName } from './policies';

export type LimitStore =
  | { kind: 'postgres'; db: Kysely<Database> }
  | { kind: 'redis'; client: Redis }
  | { kind: 'memory' }
  /** ABUSE_LIMITS=off: nothing is counted. */
  | { kind: 'off' };

/** Who is asking: the client's address, the customer when logged in, the merchant of an integration key. */
export interface Requester {
  ip: string;
  customerId?: number;
  merchantId?: number;
}

/** The table of migration 008; rate-limiter-flexible's Postgres limiter only reads and upserts it. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * rate-limiter-flexible's Postgres limiter speaks to a `pg` client with query objects; this hands
 * its SQL to Kysely, so the same counters work on PGlite and on a PostgreSQL server.
 */
function kyselyAsPgClient(db: Kysely<Database>) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(q.text, q.values ?? []));
      return { rows: result.rows, rowCount: result.rows.length || Number(result.numAffectedRows ?? 0) };
    },
  };
}

function limiterFor(store: LimitStore, keyPrefix: string, allowance: Allowance): RateLimiterAbstract {
  const common = { keyPrefix, points: allowance.points, duration: allowance.durationSeconds };
  // When the shared store fails, counting goes on in this process rather than letting everyone through or no one.
  const insuranceLimiter = new RateLimiterMemory(common);
  switch (store.kind) {
    case 'postgres':
      return new RateLimiterPostgres({
        ...common, storeClient: kyselyAsPgClient(store.db), storeType: 'pool', tableName: RATE_LIMIT_TABLE,
        tableCreated: true, clearExpiredByTimeout: false, insuranceLimiter,
      });
    case 'redis':
      return new RateLimiterRedis({ ...common, storeClient: store.client, insuranceLimiter });
    case 'memory':
    case 'off':
      return insuranceLimiter;
  }
}

/**
 * The abuse limits of LIMIT_POLICIES, counted where every API process sees them: PostgreSQL by
 * default, Redis when REDIS_URL is set. A refusal is 429 with `Retry-After` and the catalogue's description in the customer's language.
 */
export class AbuseLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  /** `perIp` replaces a policy's own per-IP allowance (the configured codeCheck figure). */
  constructor(private readonly store: LimitStore, private readonly perIp: Partial<Record<LimitPolicyName, Allowance>> = {}) {}

  private limiter(policy: LimitPolicyName, side: 'ip' | 'customer' | 'merchant', allowance: Allowance) {
    const key = `${policy}:${side}`;
    let limiter = this.limiters.get(key);
    if (!limiter) {
      limiter = limiterFor(this.store, `limit:${key}`, allowance);
      this.limiters.set(key, limiter);
    }
    return limiter;
  }

  /** Counts one request against the policy, or throws 429. */
  async consume(policyName: LimitPolicyName, who: Requester): Promise<void> {
    if (this.store.kind === 'off') return;
    const policy: LimitPolicy = LIMIT_POLICIES[policyName];
    const checks: Promise<unknown>[] = [];
    const perIp = this.perIp[policyName] ?? policy.perIp;
    if (perIp) checks.push(this.limiter(policyName, 'ip', perIp).consume(who.ip));
    if (policy.perCustomer && who.customerId !== undefined) {
      checks.push(this.limiter(policyName, 'customer', policy.perCustomer).consume(String(who.customerId)));
    }
    if (policy.perMerchant && who.merchantId !== undefined) {
      checks.push(this.limiter(policyName, 'merchant', policy.perMerchant).consume(String(who.merchantId)));
    }
    const outcomes = await Promise.allSettled(checks);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    if (refusals.length === 0) return;
    const refused = refusals.find((reason): reason is RateLimiterRes => reason instanceof RateLimiterRes);
    if (!refused) throw refusals[0];
    const seconds = Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
    throw tooManyRequests('default', seconds, { policy: policyName });
  }
}
