import * as z from 'zod/mini';
import { IdParam, Text } from '../common';
import { MAX_SHORT_TEXT_LENGTH } from '../limits';
import { defineRoute } from '../route';
import { Address, AddressInput } from '../entities/address';
import { Done, IdPath } from './params';

/** The customer's saved addresses. */
export const addressesRoutes = {
  /** Saved addresses */
  addresses: defineRoute({
    method: 'GET', path: '/users/v1/addresses/merchant/:merchantId/user/:userId',
    params: z.object({ merchantId: Text(MAX_SHORT_TEXT_LENGTH), userId: IdParam }), response: z.array(Address),
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Save an address */
  addressCreate: defineRoute({
    method: 'POST', path: '/users/v1/addresses/user/:userId', params: z.object({ userId: IdParam }),
    body: AddressInput, response: Address, auth: 'token', tenant: true, specNamed: true,
  }),
  /** Change a saved address */
  addressUpdate: defineRoute({
    method: 'PUT', path: '/users/v1/addresses/:id', params: IdPath, body: AddressInput, response: Address,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Remove a saved address */
  addressDelete: defineRoute({
    method: 'DELETE', path: '/users/v1/addresses/:id', params: IdPath, response: Done,
    auth: 'token', tenant: true, specNamed: true,
  }),
} as const;
