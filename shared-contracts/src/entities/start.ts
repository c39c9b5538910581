import * as z from 'zod/mini';
import { Brand, Merchant, MerchantWebSettings, Policy } from './merchant';
import { City } from './geo';
import { Banner, Story } from './content';

/**
 * What the storefront needs to open a merchant's shop, in one answer (the `start` route): the
 * calls of spec §4 "Startup" and the home page's brand tabs, stories and banners. Each part is
 * what its own route answers; a part the settings switch off is empty.
 */
export const StartData = z.object({
  merchant: Merchant,
  settings: MerchantWebSettings,
  cities: z.array(City),
  /** The ABOUT_COMPANY policy; null when the merchant has none. */
  about: z.nullable(Policy),
  /** The brands of the multi-tab header; empty unless multiTabNavigationEnabled. */
  brands: z.array(Brand),
  /** Empty unless storiesActive. */
  stories: z.array(Story),
  /** Empty unless bannersActive. */
  banners: z.array(Banner),
});
export type StartData = z.infer<typeof StartData>;
