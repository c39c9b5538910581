import * as z from 'zod/mini';
import { IdParam } from '../common';
import { defineRoute } from '../route';
import { DeliveryArea } from '../entities/geo';
import { Courier, TariffRequest, TariffResponse } from '../entities/order';

/** Delivery areas, couriers and delivery prices. */
export const deliveriesRoutes = {
  /** Delivery areas of a city */
  deliveryAreas: defineRoute({
    method: 'GET', path: '/deliveries/v1/areas/:cityId', params: z.object({ cityId: IdParam }),
    response: z.array(DeliveryArea), auth: 'none', tenant: true, specNamed: true,
  }),
  /** Courier of an order */
  courier: defineRoute({
    method: 'GET', path: '/deliveries/v1/delivery/courier/:orderId', params: z.object({ orderId: IdParam }),
    response: Courier, auth: 'token', tenant: true, specNamed: true,
  }),
  /** Delivery price for a point */
  tariff: defineRoute({
    method: 'POST', path: '/deliveries/v1/delivery/tariff/client/calculate', body: TariffRequest,
    response: TariffResponse, auth: 'optional', tenant: true, specNamed: true,
  }),
} as const;
