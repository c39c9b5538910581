import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { featureOn, type Feature } from '@storefront/contracts/rules';
import type { Database } from '../db/schema';

/**
 * Reading a merchant's settings: its feature flags and texts turn features of nearly every domain
 * on or off, so the reading lives here rather than in any one of them.
 */
type Db = Kysely<Database>;

/** The merchant's web settings (its feature flags and texts), or undefined when it has none. */
export function findWebSettings(db: Db, merchantId: number) {
  return db.selectFrom('webSettings').selectAll().where('merchantId', '=', merchantId).executeTakeFirst();
}

type WebSettings = NonNullable<Awaited<ReturnType<typeof findWebSettings>>>['settings'];

/** One merchant's settings as a request sees them: read once, asked about any number of features. */
export interface MerchantSettings {
  /** The web settings, or undefined when the merchant has none (then every feature is off). */
  readonly settings: WebSettings | undefined;
  /** Whether the merchant offers this feature: the contracts' rule, the same the storefront asks. */
  featureOn(feature: Feature): boolean;
}

/** The merchant's settings read now, for code that runs outside a request or inside a transaction. */
export async function readMerchantSettings(db: Db, merchantId: number): Promise<MerchantSettings> {
  const settings = (await findWebSettings(db, merchantId))?.settings;
  return { settings, featureOn: (feature) => featureOn(settings, feature) };
}

// Per request, so a route that checks several features (or a check plus the settings themselves)
// reads the row once; weak, so a finished request takes its entry with it.
const perRequest = new WeakMap<FastifyRequest, Map<number, Promise<MerchantSettings>>>();

/** The merchant's settings as this request sees them: the first call reads them, later ones reuse that. */
export function merchantSettings(db: Db, request: FastifyRequest, merchantId: number): Promise<MerchantSettings> {
  const byMerchant = perRequest.get(request) ?? new Map<number, Promise<MerchantSettings>>();
  perRequest.set(request, byMerchant);
  let read = byMerchant.get(merchantId);
  if (!read) {
    read = readMerchantSettings(db, merchantId);
    // A failed read is not remembered: the error answers this call, a retry reads again.
    read.catch(() => byMerchant.delete(merchantId));
    byMerchant.set(merchantId, read);
  }
  return read;
}

/** Refuses the request with `refusal()` unless the merchant offers the feature. */
export async function requireFeature(
  db: Db, request: FastifyRequest, merchantId: number, feature: Feature, refusal: () => Error,
): Promise<void> {
  if (!(await merchantSettings(db, request, merchantId)).featureOn(feature)) throw refusal();
}

/** The merchant's smallest basket for delivery (the branches' and the deliveries' pages both show it). */
export function minimalDeliveryPrice(db: Db, merchantId: number) {
  return db.selectFrom('deliverySettings').select('minimalDeliveryPrice').where('merchantId', '=', merchantId).executeTakeFirst();
}
