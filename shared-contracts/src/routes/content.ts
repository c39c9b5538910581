import * as z from 'zod/mini';
import { defineRoute } from '../route';
import { Banner, Story } from '../entities/content';

/** The home page's stories and banners. */
export const contentRoutes = {
  /** The home page's stories, by priority (empty while storiesActive is off) */
  stories: defineRoute({
    method: 'GET', path: '/support/v1/stories', response: z.array(Story),
    auth: 'none', tenant: true, specNamed: false,
  }),
  /** The home page's banners, by priority (empty while bannersActive is off) */
  banners: defineRoute({
    method: 'GET', path: '/support/v1/banners', response: z.array(Banner),
    auth: 'none', tenant: true, specNamed: false,
  }),
} as const;
