import * as z from 'zod/mini';
import { Text } from '../common';
import { MAX_SEARCH_LENGTH, MAX_SHORT_TEXT_LENGTH } from '../limits';
import { defineRoute } from '../route';
import { Address, GeocodeResult } from '../entities/address';
import { Latitude, Longitude } from './params';

/** Addresses of points and points of addresses. */
export const geocodingRoutes = {
  /** Address of a point */
  geocodeReverse: defineRoute({
    method: 'GET', path: '/notifications/v1/nominatim/reverse',
    query: z.object({ format: z._default(Text(MAX_SHORT_TEXT_LENGTH), 'json'), lat: Latitude, lon: Longitude }),
    response: GeocodeResult, auth: 'none', tenant: true, specNamed: true,
  }),
  /** Points matching a text */
  geocodeSearch: defineRoute({
    method: 'GET', path: '/notifications/v1/nominatim/search',
    query: z.object({ format: z._default(Text(MAX_SHORT_TEXT_LENGTH), 'json'), q: Text(MAX_SEARCH_LENGTH).check(z.minLength(1)) }),
    response: z.array(GeocodeResult), auth: 'none', tenant: true, specNamed: true,
  }),
} as const;
