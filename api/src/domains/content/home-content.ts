import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { featureOn, type FeatureSwitches } from '@storefront/contracts/rules';
import { currentBanners, currentStories } from './repository';

type Db = Kysely<Database>;

/** The stories a merchant shows now; none while its settings switch stories off. */
export async function shownStories(db: Db, merchantId: number, settings: FeatureSwitches | undefined, now: Date) {
  if (!featureOn(settings, 'stories')) return [];
  return (await currentStories(db, merchantId, now)).map((story) => ({ ...story, updatedDate: new Date(story.updatedDate).toISOString() }));
}

/** The banners a merchant shows now; none while its settings switch banners off. */
export async function shownBanners(db: Db, merchantId: number, settings: FeatureSwitches | undefined, now: Date) {
  if (!featureOn(settings, 'banners')) return [];
  return currentBanners(db, merchantId, now);
}
