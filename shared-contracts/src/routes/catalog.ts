import * as z from 'zod/mini';
import { Id, IdParam } from '../common';
import { OverallType } from '../enums';
import { defineRoute } from '../route';
import { OVERALL_BY_SUB_PATH, OVERALL_PATH } from '../rules/start';
import { Grade, Overall, Product } from '../entities/catalog';
import { Done, SubDomain } from './params';

/** The menu, its grades and the customer's favourites. */
export const catalogRoutes = {
  /** Groups, categories and products */
  overalls: defineRoute({
    method: 'GET', path: OVERALL_PATH, query: z.object({ type: z._default(OverallType, 'WEB') }),
    response: Overall, auth: 'optional', tenant: true, specNamed: true,
  }),
  /**
   * The same menu overall named by the merchant's sub-domain rather than the `merchant` header
   *: the page's first script asks for it at once, beside the start, instead of a
   * round trip later when the start has named the merchant.
   */
  overallsBySub: defineRoute({
    method: 'GET', path: OVERALL_BY_SUB_PATH, params: z.object({ sub: SubDomain }),
    query: z.object({ type: z._default(OverallType, 'WEB') }),
    response: Overall, auth: 'none', tenant: false, specNamed: false,
  }),
  /** Average grade per product */
  grades: defineRoute({
    method: 'GET', path: '/products/v1/grade', response: z.array(Grade),
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Favourite products of the customer */
  favourites: defineRoute({
    method: 'GET', path: '/products/v1/favourite/all',
    query: z.object({ userId: IdParam, isFavourite: z.optional(z.enum(['true', 'false'])) }),
    response: z.array(Product), auth: 'token', tenant: true, specNamed: true,
  }),
  /** Mark a product favourite */
  favouriteAdd: defineRoute({
    method: 'POST', path: '/products/v1/favourite', body: z.object({ productId: Id }),
    response: Done, auth: 'token', tenant: true, specNamed: false,
  }),
  /** Unmark a favourite product */
  favouriteRemove: defineRoute({
    method: 'DELETE', path: '/products/v1/favourite/:productId', params: z.object({ productId: IdParam }),
    response: Done, auth: 'token', tenant: true, specNamed: false,
  }),
} as const;
