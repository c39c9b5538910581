import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { serve } from '../lib/serve';
import { notFound } from '../lib/errors';
import { toDeliveryArea } from '../lib/mappers';

export async function deliveriesPlugin(app: FastifyInstance) {
  const { db } = app;

  serve(app, routes.deliveryAreas, async ({ merchant, params }) => {
    const city = await db.selectFrom('cities').select('id')
      .where('id', '=', params.cityId).where('merchantId', '=', merchant.id).executeTakeFirst();
    if (!city) throw notFound('CITY_NOT_FOUND', 'Город не найден');
    const rows = await db.selectFrom('deliveryAreas').selectAll()
      .where('merchantId', '=', merchant.id).where('cityId', '=', city.id).orderBy('price').orderBy('id').execute();
    return rows.map(toDeliveryArea);
  });
}
