import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { merchantSettings, readMerchantSettings, requireFeature } from '../src/platform/merchant-settings';

/** A database that answers the web settings query with `row` and counts how often it is asked. */
function fakeDb(row: { settings: Record<string, unknown> } | undefined | Error) {
  const asked = { count: 0 };
  const query = {
    selectAll: () => query,
    where: () => query,
    executeTakeFirst: async () => {
      asked.count += 1;
      if (row instanceof Error) throw row;
      return row;
    },
  };
  const db = { selectFrom: () => query } as unknown as Kysely<Database>;
  return { db, asked };
}
const aRequest = () => ({}) as FastifyRequest;

describe('merchant settings', () => {
  it('answers features by the contracts\' rule, every feature off without settings', async () => {
    const on = await readMerchantSettings(fakeDb({ settings: { chatActive: true, promoActive: false } }).db, 1);
    expect(on.featureOn('chat')).toBe(true);
    expect(on.featureOn('promo')).toBe(false);
    expect(on.featureOn('booking')).toBe(false);
    const none = await readMerchantSettings(fakeDb(undefined).db, 1);
    expect(none.settings).toBeUndefined();
    expect(none.featureOn('chat')).toBe(false);
  });

  it('reads once per request and merchant, again for another request', async () => {
    const { db, asked } = fakeDb({ settings: { chatActive: true } });
    const request = aRequest();
    await merchantSettings(db, request, 1);
    await requireFeature(db, request, 1, 'chat', () => new Error('off'));
    expect(asked.count).toBe(1);
    await merchantSettings(db, request, 2);
    await merchantSettings(db, aRequest(), 1);
    expect(asked.count).toBe(3);
  });

  it('refuses with the route\'s own error while the feature is off', async () => {
    const { db } = fakeDb({ settings: { chatActive: false } });
    await expect(requireFeature(db, aRequest(), 1, 'chat', () => new Error('CHAT_NOT_OFFERED'))).rejects.toThrow('CHAT_NOT_OFFERED');
  });

  it('does not keep a failed read: the next call asks again', async () => {
    const failing = fakeDb(new Error('down'));
    const request = aRequest();
    await expect(merchantSettings(failing.db, request, 1)).rejects.toThrow('down');
    await expect(merchantSettings(failing.db, request, 1)).rejects.toThrow('down');
    expect(failing.asked.count).toBe(2);
  });
});
