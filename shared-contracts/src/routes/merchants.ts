import * as z from 'zod/mini';
import { IdParam, Text } from '../common';
import { MAX_SHORT_TEXT_LENGTH } from '../limits';
import { defineRoute } from '../route';
import { Merchant } from '../entities/merchant';
import { Branch, City } from '../entities/geo';
import { IdPath, Latitude, Longitude, SubDomain } from './params';

/** Merchant id in a path: spec §5 names the literal text 'undefined' as a failure of its own. */
const MerchantIdPath = z.object({ merchantId: Text(MAX_SHORT_TEXT_LENGTH) });

/** The merchant, its cities and its branches. */
export const merchantsRoutes = {
  /** Merchant by sub-domain */
  merchantBySub: defineRoute({
    method: 'GET', path: '/users/v1/merchants/sub/:sub', params: z.object({ sub: SubDomain }),
    response: Merchant, auth: 'none', tenant: false, specNamed: true,
  }),
  /** Merchant by full domain (custom domains) */
  merchantByDomain: defineRoute({
    method: 'GET', path: '/users/v1/merchants/domain/:domain', params: z.object({ domain: Text(253).check(z.minLength(1)) }),
    response: Merchant, auth: 'none', tenant: false, specNamed: false,
  }),
  /** Cities of the merchant */
  cities: defineRoute({
    method: 'GET', path: '/users/v1/city-merchant/merchant/:merchantId', params: MerchantIdPath,
    response: z.array(City), auth: 'none', tenant: true, specNamed: true,
  }),
  /** Active branches of the merchant */
  branches: defineRoute({
    method: 'GET', path: '/users/v1/branches', response: z.array(Branch),
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Branches with settings and work hours */
  branchesFull: defineRoute({
    method: 'GET', path: '/users/v1/branches/full', query: z.object({ cityId: z.optional(IdParam) }),
    response: z.array(Branch), auth: 'none', tenant: true, specNamed: true,
  }),
  /** One branch */
  branch: defineRoute({
    method: 'GET', path: '/users/v1/branches/:id', params: IdPath, response: Branch,
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Closest active branch; with type=DELIVERY only when the point lies in a delivery area */
  closestBranch: defineRoute({
    method: 'GET', path: '/users/v1/branches/merchant/:merchantId/closest', params: MerchantIdPath,
    query: z.object({ lat: Latitude, lon: Longitude, type: z.optional(z.enum(['DELIVERY', 'PICK_UP'])) }),
    response: Branch, auth: 'none', tenant: true, specNamed: true,
  }),
  /** Closest delivering branch for a logged-in customer */
  closestBranchLocal: defineRoute({
    method: 'GET', path: '/users/v1/local/branch/closest', query: z.object({ lat: Latitude, lon: Longitude }),
    response: Branch, auth: 'token', tenant: true, specNamed: true,
  }),
} as const;
