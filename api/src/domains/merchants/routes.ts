import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { deliveryQuote, distanceMeters, findClosest, findDeliveryArea, type Point } from '@storefront/contracts/rules';
import { serve } from '../../lib/serve';
import { BRANCH_NOT_FOUND, MERCHANT_NOT_FOUND, NO_BRANCHES, OUT_OF_DELIVERY_AREA } from '../../lib/named-errors';
import { requireOwnMerchantId } from '../../lib/ownership';
import { toBranch, toCity, toDeliveryArea, toMerchant } from '../../lib/mappers';
import { activeBranches, activeMerchantBy, branchOf, citiesOf, deliveryAreasOf } from './repository';
import { minimalDeliveryPrice } from '../../platform/merchant-settings';

/** The merchants of a sub or domain, their cities and branches, and the branch closest to a point. */
export async function merchantsPlugin(app: FastifyInstance) {
  const { db } = app;

  serve(app, routes.merchantBySub, async ({ params }) => {
    const row = await activeMerchantBy(db, 'sub', params.sub);
    if (!row) throw MERCHANT_NOT_FOUND();
    return toMerchant(row);
  });

  serve(app, routes.merchantByDomain, async ({ params }) => {
    const row = await activeMerchantBy(db, 'domain', params.domain);
    if (!row) throw MERCHANT_NOT_FOUND();
    return toMerchant(row);
  });

  serve(app, routes.cities, async ({ params, merchant }) => {
    const merchantId = requireOwnMerchantId(params.merchantId, merchant);
    return (await citiesOf(db, merchantId)).map(toCity);
  });

  serve(app, routes.branches, async ({ merchant }) => (await activeBranches(db, merchant.id)).map((b) => toBranch(b)));

  serve(app, routes.branchesFull, async ({ merchant, query }) =>
    (await activeBranches(db, merchant.id, query.cityId)).map((b) => toBranch(b, { full: true })));

  serve(app, routes.branch, async ({ merchant, params }) => {
    const row = await branchOf(db, merchant.id, params.id);
    if (!row) throw BRANCH_NOT_FOUND();
    return toBranch(row, { full: true });
  });

  /**
   * The closest active branch to a point; for DELIVERY the branch that delivers there (the contracts'
   * `deliveryBranch`: the closest open delivering branch of the area's city, else the closest), with
   * the delivery price of the point by the one rule the tariff call and the order use
   * (`deliveryQuote`, the minimal delivery price included; a basket is assumed, the call has none).
   */
  async function closestBranchTo(merchantId: number, point: Point, type?: 'DELIVERY' | 'PICK_UP') {
    const [branches, areas, settings] = await Promise.all([
      activeBranches(db, merchantId),
      deliveryAreasOf(db, merchantId).then((rows) => rows.map(toDeliveryArea)),
      minimalDeliveryPrice(db, merchantId),
    ]);
    const now = app.hoursClock.now();
    const quote = deliveryQuote({ point, basket: 1, branches, areas, minimalDeliveryPrice: settings?.minimalDeliveryPrice, now });
    let closest: { place: (typeof branches)[number]; distance: number } | undefined;
    if (type === 'DELIVERY') {
      if (!findDeliveryArea(point, areas)) throw OUT_OF_DELIVERY_AREA(404);
      closest = quote.branch ? { place: quote.branch, distance: distanceMeters(point, quote.branch) } : undefined;
    } else {
      closest = findClosest(point, type === 'PICK_UP' ? branches.filter((b) => b.settings.pickupEnabled) : branches);
    }
    if (!closest) throw NO_BRANCHES(404);
    return toBranch(closest.place, {
      full: true,
      distance: Math.round(closest.distance),
      deliveryPrice: type === 'PICK_UP' ? 0 : quote.area ? quote.price : null,
    });
  }

  serve(app, routes.closestBranch, async ({ merchant, params, query }) =>
    closestBranchTo(requireOwnMerchantId(params.merchantId, merchant), { latitude: query.lat, longitude: query.lon }, query.type));

  // The logged-in customer's variant (spec §7 WITH_TOKEN): the branch that would deliver to the point.
  serve(app, routes.closestBranchLocal, async ({ merchant, query }) =>
    closestBranchTo(merchant.id, { latitude: query.lat, longitude: query.lon }, 'DELIVERY'));
}
