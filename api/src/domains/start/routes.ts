import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { MERCHANT_NOT_FOUND, SETTINGS_NOT_FOUND } from '../../lib/named-errors';
import { toBrand, toCity, toMerchant, toPolicy, toWebSettings } from '../../lib/mappers';
import { activeMerchantBy, citiesOf } from '../merchants';
import { catalogBrands, policies } from '../support';
import { shownBanners, shownStories } from '../content';
import { findWebSettings } from '../../platform/merchant-settings';

/**
 * The storefront's start in one answer: the merchant of a sub-domain, its settings, cities and
 * about text, and the home page's brand tabs, stories and banners. Each part is the answer of its
 * own route (the same queries and mappers), so the two can never differ.
 */
export async function startPlugin(app: FastifyInstance) {
  const { db } = app;

  serve(app, routes.start, async ({ query }) => {
    const row = await activeMerchantBy(db, 'sub', query.sub);
    if (!row) throw MERCHANT_NOT_FOUND();
    const merchantId = row.id;
    const now = new Date();
    const [settingsRow, cities, about] = await Promise.all([
      findWebSettings(db, merchantId),
      citiesOf(db, merchantId),
      policies(db, merchantId, 'ABOUT_COMPANY'),
    ]);
    if (!settingsRow) throw SETTINGS_NOT_FOUND();
    const settings = settingsRow.settings;
    const [brands, stories, banners] = await Promise.all([
      settings.multiTabNavigationEnabled ? catalogBrands(db, merchantId) : [],
      shownStories(db, merchantId, settings, now),
      shownBanners(db, merchantId, settings, now),
    ]);
    return {
      merchant: toMerchant(row),
      settings: toWebSettings(settingsRow),
      cities: cities.map(toCity),
      about: about[0] ? toPolicy(about[0]) : null,
      brands: brands.map(toBrand),
      stories,
      banners,
    };
  });
}
