import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { deliveryQuote } from '@storefront/contracts/rules';
import { serve } from '../../lib/serve';
import { notFound } from '../../lib/errors';
import { BRANCH_NOT_FOUND, CITY_NOT_FOUND, ORDER_NOT_FOUND, OUT_OF_DELIVERY_AREA } from '../../lib/named-errors';
import { toDeliveryArea } from '../../lib/mappers';
import { cityOfMerchant } from '../addresses';
import { activeBranches, deliveryAreasOf } from '../merchants';
import { customerOrderCourier, deliveryAreasOfCity } from './repository';
import { minimalDeliveryPrice } from '../../platform/merchant-settings';

export async function deliveriesPlugin(app: FastifyInstance) {
  const { db } = app;

  /**
   * The courier of one of the customer's own orders, as the merchant's systems last reported them
   * (integration API); until one is reported the answer says so, and another customer's order is
   * simply not found.
   */
  serve(app, routes.courier, async ({ merchant, user, params }) => {
    const order = await customerOrderCourier(db, { merchantId: merchant.id, userId: user.id }, params.orderId);
    if (!order) throw ORDER_NOT_FOUND();
    const courier = order.courier;
    if (!courier) throw notFound('COURIER_NOT_ASSIGNED');
    const [firstName, ...rest] = courier.name.split(/\s+/);
    const id = courier.id ?? order.courierId!;
    return {
      id,
      // The storefront never sees a courier's earnings.
      balance: 0,
      user: { id, firstName: firstName || null, lastName: rest.join(' ') || null, phone: courier.phone ?? '' },
      status: order.courierStatus ?? 'ACCEPTED',
      createdDate: courier.reportedAt,
      branch: order.branchId ? { id: order.branchId } : null,
      latitude: courier.latitude,
      longitude: courier.longitude,
    };
  });

  serve(app, routes.deliveryAreas, async ({ merchant, params }) => {
    const city = await cityOfMerchant(db, params.cityId, merchant.id);
    if (!city) throw CITY_NOT_FOUND(404);
    return (await deliveryAreasOfCity(db, merchant.id, city.id)).map(toDeliveryArea);
  });

  /**
   * Delivery price for a point (the checkout's and the map picker's tariff call), by the contracts'
   * one rule (`deliveryQuote`): the branch named, else the branch that delivers there (the closest
   * open delivering branch of the area's city, as the closest-branch call and the order pick it);
   * 0 for an empty basket (productPrice 0), missing coordinates or no branch; else the price of the
   * delivery area, at least the merchant's minimal delivery price, and the distance from the branch
   * in metres. So the picker, asking without a branch, shows what the checkout will charge. A branch
   * id of another merchant is a 404; a point outside every area a 422 OUT_OF_DELIVERY_AREA, for
   * which the checkout shows 'Ayni vaqtda…'.
   */
  serve(app, routes.tariff, async ({ merchant, body }) => {
    const [branches, areas, settings] = await Promise.all([
      activeBranches(db, merchant.id),
      deliveryAreasOf(db, merchant.id),
      minimalDeliveryPrice(db, merchant.id),
    ]);
    if (body.branchId && !branches.some((b) => b.id === body.branchId)) throw BRANCH_NOT_FOUND(404);
    const result = deliveryQuote({
      point: { latitude: body.latitude ?? undefined, longitude: body.longitude ?? undefined },
      basket: body.productPrice,
      branches,
      areas: areas.map(toDeliveryArea),
      branchId: body.branchId ?? null,
      minimalDeliveryPrice: settings?.minimalDeliveryPrice,
      now: app.hoursClock.now(),
    });
    if (result.reason === 'OUT_OF_AREA') throw OUT_OF_DELIVERY_AREA(422);
    return { price: result.price, distance: result.distance, areaId: result.area?.id ?? null };
  });
}
