import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The queries of the home page's content: what a merchant shows now, by priority. */

type Db = Kysely<Database>;

/** Shown at `now`: switched on, started and not yet ended (missing dates do not limit). */
const showingAt = (now: Date) => ({
  started: (eb: any) => eb.or([eb('startDate', 'is', null), eb('startDate', '<=', now)]),
  notEnded: (eb: any) => eb.or([eb('endDate', 'is', null), eb('endDate', '>=', now)]),
});

export function currentStories(db: Db, merchantId: number, now: Date) {
  const { started, notEnded } = showingAt(now);
  return db.selectFrom('stories').select(['id', 'title', 'cover', 'slides', 'updatedDate'])
    .where('merchantId', '=', merchantId).where('isActive', '=', true).where(started).where(notEnded)
    .orderBy('priority', 'desc').orderBy('id').limit(50).execute();
}

export function currentBanners(db: Db, merchantId: number, now: Date) {
  const { started, notEnded } = showingAt(now);
  return db.selectFrom('banners').select(['id', 'image', 'title', 'link'])
    .where('merchantId', '=', merchantId).where('isActive', '=', true).where(started).where(notEnded)
    .orderBy('priority', 'desc').orderBy('id').limit(20).execute();
}
