import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A stored image by its key. */
export function storedImage(db: Kysely<Database>, key: string) {
  return db.selectFrom('media').select(['data', 'contentType']).where('key', '=', key).executeTakeFirst();
}
