import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { configFromEnv } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/connect';
import { seedDatabase } from '../../src/seed/index';
import { openTestDatabase } from './db';

/**
 * The moment the test API reads branches' opening hours at, unless a test names its own: Wednesday
 * 25 November 2026, 19:00 in Tashkent, when every seeded branch is open (the latest opens at 17:00,
 * the earliest closes at 22:00). Orders placed now then do not depend on the hour the suite runs
 * (lib/hours-clock.ts).
 */
export const HOURS_NOW = new Date('2026-11-25T19:00:00+05:00');

export interface TestApi {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** Merchant ids by sub. */
  merchantId: (sub: string) => number;
  close(): Promise<void>;
}

/**
 * The real API over a fresh copy of the seeded database (PGlite, or PostgreSQL under TEST_DB=pg). Every test
 * asks from 127.0.0.1, so the abuse limits are off unless a test names its own environment
 * (the limits have tests of their own).
 */
export async function startTestApi(
  env: Record<string, string> = { ABUSE_LIMITS: 'off' },
  { hoursNow = () => HOURS_NOW }: { hoursNow?: () => Date } = {},
): Promise<TestApi> {
  // A file that sets SEED_* (its own integration keys, bot secrets) seeds its own copy with them.
  const ownSeed = Object.keys(process.env).some((name) => name.startsWith('SEED_'));
  const handle = await openTestDatabase({ seeded: !ownSeed });
  if (ownSeed) await seedDatabase(handle.db);
  const app = await buildApp({ db: handle.db, config: configFromEnv({ NODE_ENV: 'test', ...env }), databaseKind: handle.kind, hoursNow });
  const merchants = await handle.db.selectFrom('merchants').select(['id', 'sub']).execute();
  const ids = new Map(merchants.map((m) => [m.sub, m.id]));
  return {
    app,
    handle,
    merchantId: (sub) => {
      const id = ids.get(sub);
      if (!id) throw new Error(`No seeded merchant ${sub}`);
      return id;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
