import * as z from 'zod/mini';
import { defineRoute } from '../route';
import { START_PATH } from '../rules/start';
import { StartData } from '../entities/start';
import { SubDomain } from './params';

/** The start: everything the storefront's first view needs in one call. */
export const startRoutes = {
  /**
   * Everything the start needs (merchant, settings, cities, about, brand tabs, stories, banners) in
   * one answer: one round trip where spec §4's calls chain three. The merchant's own
   * calls stay for everything that refreshes one part.
   */
  start: defineRoute({
    method: 'GET', path: START_PATH, query: z.object({ sub: SubDomain }),
    response: StartData, auth: 'none', tenant: false, specNamed: false,
  }),
} as const;
