import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { notFound } from '../../lib/errors';
import { toBrand, toPolicy, toVacancy, toWebSettings } from '../../lib/mappers';

export async function supportPlugin(app: FastifyInstance) {
  const { db } = app;

  serve(app, routes.webSettings, async ({ merchant }) => {
    const row = await db.selectFrom('webSettings').selectAll().where('merchantId', '=', merchant.id).executeTakeFirst();
    if (!row) throw notFound('SETTINGS_NOT_FOUND', 'Настройки мерчанта не найдены');
    return toWebSettings(row);
  });

  serve(app, routes.policies, async ({ merchant, query }) => {
    let q = db.selectFrom('policies').selectAll().where('merchantId', '=', merchant.id);
    if (query.type) q = q.where('type', '=', query.type);
    return (await q.orderBy('id').execute()).map(toPolicy);
  });

  serve(app, routes.brandCatalog, async ({ merchant }) => {
    const rows = await db.selectFrom('brands')
      .innerJoin('merchants', 'merchants.id', 'brands.merchantId')
      .selectAll('brands')
      .where('brands.catalogMerchantId', '=', merchant.id)
      .where('merchants.isActive', '=', true).where('merchants.deleted', '=', false)
      .orderBy('brands.id').execute();
    return rows.map(toBrand);
  });

  serve(app, routes.vacancies, async ({ merchant }) => {
    const rows = await db.selectFrom('vacancies').selectAll()
      .where('merchantId', '=', merchant.id).where('isActive', '=', true).orderBy('id').execute();
    return rows.map(toVacancy);
  });

  serve(app, routes.vacancy, async ({ merchant, params }) => {
    const row = await db.selectFrom('vacancies').selectAll()
      .where('merchantId', '=', merchant.id).where('id', '=', params.id).where('isActive', '=', true).executeTakeFirst();
    if (!row) throw notFound('VACANCY_NOT_FOUND', 'Вакансия не найдена');
    return toVacancy(row);
  });
}
