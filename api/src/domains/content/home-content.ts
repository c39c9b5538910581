import type { Kysely } from 'kysely';
import type { MerchantWebSettings } from '@storefront/contracts';
import type { Database } from '../../db/schema';
import { currentBanners, currentStories } from './repository';

type Db = Kysely<Database>;
type Switches = Pick<MerchantWebSettings, 'storiesActive' | 'bannersActive'> | undefined;

/** The stories a merchant shows now; none while its settings switch stories off. */
export async function shownStories(db: Db, merchantId: number, settings: Switches, now: Date) {
  if (settings?.storiesActive !== true) return [];
  return (await currentStories(db, merchantId, now)).map((story) => ({ ...story, updatedDate: new Date(story.updatedDate).toISOString() }));
}

/** The banners a merchant shows now; none while its settings switch banners off. */
export async function shownBanners(db: Db, merchantId: number, settings: Switches, now: Date) {
  if (settings?.bannersActive !== true) return [];
  return currentBanners(db, merchantId, now);
}
