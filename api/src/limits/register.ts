import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ApiConfig } from '../config';
import { AbuseLimits } from './limiter';
import { LIMIT_POLICIES, type LimitPolicyName } from './policies';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The abuse limit of this route (LIMIT_POLICIES), set by `serve()` from the route table. */
    limit?: LimitPolicyName;
  }
  interface FastifyInstance {
    limits: AbuseLimits;
  }
}

/** Expired counters are deleted this often; a key that comes back starts a fresh window anyway. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Counts every request of a limited route, after the tenant and token hooks (a customer's own
 * limit needs the customer), before its body is read. With REDIS_URL the counters live in Redis,
 * otherwise in the database; both are shared by every API process.
 */
export async function registerAbuseLimits(
  app: FastifyInstance,
  db: Kysely<Database>,
  { redisUrl, abuseLimits, login, ordersPerIpPer10Min }: Pick<ApiConfig, 'redisUrl' | 'abuseLimits'> & Partial<Pick<ApiConfig, 'login' | 'ordersPerIpPer10Min'>>,
) {
  const perIp = {
    ...(login ? { codeCheck: { points: login.codeChecksPerIpPer10Min, durationSeconds: LIMIT_POLICIES.codeCheck.perIp.durationSeconds } } : {}),
    ...(ordersPerIpPer10Min ? { orderCreate: { points: ordersPerIpPer10Min, durationSeconds: LIMIT_POLICIES.orderCreate.perIp.durationSeconds } } : {}),
  };
  let limits: AbuseLimits;
  if (!abuseLimits) {
    limits = new AbuseLimits({ kind: 'off' });
  } else if (redisUrl) {
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    client.on('error', (error) => app.log.warn({ err: error.message }, 'abuse limits: Redis unavailable, counting in this process'));
    await client.connect().catch(() => { /* the limiters fall back to memory until Redis answers */ });
    app.addHook('onClose', async () => { client.disconnect(); });
    limits = new AbuseLimits({ kind: 'redis', client }, perIp);
  } else {
    limits = new AbuseLimits({ kind: 'postgres', db }, perIp);
    const sweep = setInterval(() => {
      void db.deleteFrom('rateLimits').where('expire', '<', String(Date.now())).execute()
        .catch((error: Error) => app.log.warn({ err: error.message }, 'abuse limits: sweep failed'));
    }, SWEEP_INTERVAL_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  app.decorate('limits', limits);
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.limit;
    if (policy) await limits.consume(policy, { ip: request.ip, customerId: request.user?.id });
  });
}

/**
 * An onRequest hook counting a merchants' systems route per merchant. It goes after the route's
 * integration key hook (route hooks run after the global one above, which cannot know the
 * merchant yet), so a wrong key is refused before anything is counted.
 */
export const limitPerMerchant = (policy: LimitPolicyName, merchantOf: (request: FastifyRequest) => number | undefined) =>
  async (request: FastifyRequest) => {
    await request.server.limits.consume(policy, { ip: request.ip, merchantId: merchantOf(request) });
  };
