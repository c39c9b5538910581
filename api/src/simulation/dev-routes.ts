import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { UzPhone } from '@storefront/contracts';
import { iso } from '../lib/mappers';
import { outboxMessages } from './sms-outbox';

/**
 * Development-only routes, registered outside the contracts' route table (the storefront never
 * calls them) and, with the rest of the simulation, only when NODE_ENV is not production:
 * `GET /dev/sms-outbox?phone=998…` — messages of the outbox gateway to that phone, latest first,
 * with their full text (so the login code). Optional `limit` (default 20, at most 100).
 * `PUT /dev/hours-clock` {at: ISO moment | null} — the moment branches' opening hours are read at
 * (lib/hours-clock.ts) jumps there and runs on; null returns it to the wall clock.
 */
export function devRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get('/dev/sms-outbox', {
    schema: {
      querystring: z.object({
        phone: UzPhone,
        limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
      }),
    },
  }, async (request) => {
    const { phone, limit } = request.query as { phone: string; limit: number };
    const rows = await outboxMessages(db, phone, limit);
    return rows.map((row) => ({
      id: row.id, merchantId: row.merchantId, phone: row.phone, text: row.text, gateway: row.gateway, createdDate: iso(row.createdDate),
    }));
  });

  app.put('/dev/hours-clock', {
    schema: { body: z.object({ at: z.nullable(z.iso.datetime({ offset: true })) }) },
  }, async (request) => {
    const { at } = request.body as { at: string | null };
    app.hoursClock.set(at ? new Date(at) : null);
    return { now: app.hoursClock.now().toISOString() };
  });
}
