import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { findWebSettings } from '../support/repository';
import { currentBanners, currentStories } from './repository';

/**
 * The home page's stories and banners. A merchant with the feature switched off has none to show,
 * so the storefront never draws an empty strip.
 */
export async function contentPlugin(app: FastifyInstance) {
  const { db } = app;

  serve(app, routes.stories, async ({ merchant }) => {
    const settings = (await findWebSettings(db, merchant.id))?.settings;
    if (settings?.storiesActive !== true) return [];
    return (await currentStories(db, merchant.id, new Date()))
      .map((story) => ({ ...story, updatedDate: new Date(story.updatedDate).toISOString() }));
  });

  serve(app, routes.banners, async ({ merchant }) => {
    const settings = (await findWebSettings(db, merchant.id))?.settings;
    if (settings?.bannersActive !== true) return [];
    return currentBanners(db, merchant.id, new Date());
  });
}
