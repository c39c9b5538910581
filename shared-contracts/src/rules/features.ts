import type { MerchantWebSettings } from '../entities/merchant';

/**
 * Every feature a merchant switches on or off in its web settings, by the field that switches it:
 * the one table the storefront and the API ask, so a feature cannot be on in one place and off in
 * another. Payment types, service types and languages have tables of their own (service-payment,
 * language); footer links and other display options are not features.
 */
export const FEATURE_FLAGS = {
  booking: 'bookingActive',
  dineIn: 'dineInActive',
  delivery: 'deliveryActive',
  pickup: 'pickupActive',
  branches: 'branchesActive',
  cancelOrder: 'cancelOrderActive',
  cashback: 'cashbackActive',
  balance: 'balanceActive',
  promo: 'promoActive',
  savedCards: 'cardActive',
  favourites: 'favouriteActive',
  chat: 'chatActive',
  notifications: 'notificationsActive',
  vacancies: 'vacanciesActive',
  stories: 'storiesActive',
  banners: 'bannersActive',
  aboutMerchant: 'aboutMerchantActive',
  termsOfUse: 'termsOfUseActive',
  privacy: 'privacyActive',
} as const satisfies Record<string, keyof MerchantWebSettings>;

/** A feature a merchant can switch, by its name in FEATURE_FLAGS. */
export type Feature = keyof typeof FEATURE_FLAGS;
/** The settings field that switches a feature. */
export type FeatureField = (typeof FEATURE_FLAGS)[Feature];
/** Settings as either side holds them: only the switches matter, and any of them may be missing. */
export type FeatureSwitches = Partial<Record<FeatureField, boolean | null>>;

/**
 * Whether the merchant has this feature on. Only an explicit true is on: a merchant without
 * settings, or with the field missing or null, does not offer the feature.
 */
export function featureOn(settings: FeatureSwitches | null | undefined, feature: Feature): boolean {
  return settings?.[FEATURE_FLAGS[feature]] === true;
}
