import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { findClosest, findDeliveryArea, type Point } from '@storefront/contracts/rules';
import { serve } from '../../lib/serve';
import { BRANCH_NOT_FOUND, MERCHANT_NOT_FOUND, NO_BRANCHES, OUT_OF_DELIVERY_AREA } from '../../lib/named-errors';
import { requireOwnMerchantId } from '../../lib/ownership';
import { toBranch, toCity, toDeliveryArea, toMerchant } from '../../lib/mappers';

/** The merchants of a sub or domain, their cities and branches, and the branch closest to a point. */
export async function merchantsPlugin(app: FastifyInstance) {
  const { db } = app;

  const activeBranches = (merchantId: number) =>
    db.selectFrom('branches').selectAll()
      .where('merchantId', '=', merchantId).where('isActive', '=', true).where('deleted', '=', false)
      .orderBy('isMain', 'desc').orderBy('id');

  serve(app, routes.merchantBySub, async ({ params }) => {
    const row = await db.selectFrom('merchants').selectAll()
      .where('sub', '=', params.sub.toLowerCase()).where('deleted', '=', false).where('isActive', '=', true)
      .executeTakeFirst();
    if (!row) throw MERCHANT_NOT_FOUND();
    return toMerchant(row);
  });

  serve(app, routes.merchantByDomain, async ({ params }) => {
    const row = await db.selectFrom('merchants').selectAll()
      .where('domain', '=', params.domain.toLowerCase()).where('deleted', '=', false).where('isActive', '=', true)
      .executeTakeFirst();
    if (!row) throw MERCHANT_NOT_FOUND();
    return toMerchant(row);
  });

  serve(app, routes.cities, async ({ params, merchant }) => {
    const merchantId = requireOwnMerchantId(params.merchantId, merchant);
    const rows = await db.selectFrom('cities').selectAll().where('merchantId', '=', merchantId)
      .orderBy('isMain', 'desc').orderBy('id').execute();
    return rows.map(toCity);
  });

  serve(app, routes.branches, async ({ merchant }) => (await activeBranches(merchant.id).execute()).map((b) => toBranch(b)));

  serve(app, routes.branchesFull, async ({ merchant, query }) => {
    let q = activeBranches(merchant.id);
    if (query.cityId) q = q.where('cityId', '=', query.cityId);
    return (await q.execute()).map((b) => toBranch(b, { full: true }));
  });

  serve(app, routes.branch, async ({ merchant, params }) => {
    const row = await db.selectFrom('branches').selectAll()
      .where('id', '=', params.id).where('merchantId', '=', merchant.id).where('deleted', '=', false)
      .executeTakeFirst();
    if (!row) throw BRANCH_NOT_FOUND();
    return toBranch(row, { full: true });
  });

  /** The closest active branch to a point; for DELIVERY the one serving the point's delivery area. */
  async function closestBranchTo(merchantId: number, point: Point, type?: 'DELIVERY' | 'PICK_UP') {
    const [branches, areas] = await Promise.all([
      activeBranches(merchantId).execute(),
      db.selectFrom('deliveryAreas').selectAll().where('merchantId', '=', merchantId).execute(),
    ]);
    const area = findDeliveryArea(point, areas.map(toDeliveryArea));
    let candidates = branches;
    if (type === 'DELIVERY') {
      if (!area) throw OUT_OF_DELIVERY_AREA(404);
      candidates = branches.filter((b) => b.settings.deliveryEnabled && b.cityId === area.cityId);
    } else if (type === 'PICK_UP') {
      candidates = branches.filter((b) => b.settings.pickupEnabled);
    }
    const closest = findClosest(point, candidates);
    if (!closest) throw NO_BRANCHES(404);
    return toBranch(closest.place, {
      full: true,
      distance: Math.round(closest.distance),
      deliveryPrice: type === 'PICK_UP' ? 0 : area?.price ?? null,
    });
  }

  serve(app, routes.closestBranch, async ({ merchant, params, query }) =>
    closestBranchTo(requireOwnMerchantId(params.merchantId, merchant), { latitude: query.lat, longitude: query.lon }, query.type));

  // The logged-in customer's variant (spec §7 WITH_TOKEN): the branch that would deliver to the point.
  serve(app, routes.closestBranchLocal, async ({ merchant, query }) =>
    closestBranchTo(merchant.id, { latitude: query.lat, longitude: query.lon }, 'DELIVERY'));
}
