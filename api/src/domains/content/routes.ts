import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { shownBanners, shownStories } from './home-content';
import { merchantSettings } from '../../platform/merchant-settings';

/**
 * The home page's stories and banners. A merchant with the feature switched off has none to show,
 * so the storefront never draws an empty strip.
 */
export async function contentPlugin(app: FastifyInstance) {
  const { db } = app;

  serve(app, routes.stories, async ({ merchant, request }) =>
    shownStories(db, merchant.id, (await merchantSettings(db, request, merchant.id)).settings, new Date()));

  serve(app, routes.banners, async ({ merchant, request }) =>
    shownBanners(db, merchant.id, (await merchantSettings(db, request, merchant.id)).settings, new Date()));
}
