import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Messages of the outbox gateway to one phone, latest first. */
export function outboxMessages(db: Kysely<Database>, phone: string, limit: number) {
  return db.selectFrom('smsOutbox').selectAll().where('phone', '=', phone).orderBy('id', 'desc').limit(limit).execute();
}
