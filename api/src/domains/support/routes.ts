import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { apiError, notFound } from '../../lib/errors';
import { SETTINGS_NOT_FOUND } from '../../lib/named-errors';
import { iso, toBrand, toPolicy, toVacancy, toWebSettings } from '../../lib/mappers';
import { activeVacancies, catalogBrands, findActiveVacancy, insertVacancyApplication, policies } from './repository';
import { findWebSettings, requireFeature } from '../../platform/merchant-settings';

const VACANCIES_NOT_OFFERED = () => apiError(403, 'VACANCIES_NOT_OFFERED');

export async function supportPlugin(app: FastifyInstance) {
  const { db } = app;

  serve(app, routes.webSettings, async ({ merchant }) => {
    const row = await findWebSettings(db, merchant.id);
    if (!row) throw SETTINGS_NOT_FOUND();
    return toWebSettings(row);
  });

  serve(app, routes.policies, async ({ merchant, query }) => (await policies(db, merchant.id, query.type)).map(toPolicy));

  serve(app, routes.brandCatalog, async ({ merchant }) => (await catalogBrands(db, merchant.id)).map(toBrand));

  serve(app, routes.vacancies, async ({ merchant }) => (await activeVacancies(db, merchant.id)).map(toVacancy));

  serve(app, routes.vacancy, async ({ merchant, params }) => {
    const row = await findActiveVacancy(db, merchant.id, params.id);
    if (!row) throw notFound('VACANCY_NOT_FOUND');
    return toVacancy(row);
  });

  serve(app, routes.vacancyApply, async ({ merchant, params, body, user, request }) => {
    await requireFeature(db, request, merchant.id, 'vacancies', VACANCIES_NOT_OFFERED);
    const vacancy = await findActiveVacancy(db, merchant.id, params.id);
    if (!vacancy) throw notFound('VACANCY_NOT_FOUND');
    const row = await insertVacancyApplication(db, {
      merchantId: merchant.id, vacancyId: vacancy.id, userId: user?.id ?? null,
      name: body.name.trim(), phone: body.phone, message: body.message?.trim() || null,
    });
    return { id: row.id, vacancyId: row.vacancyId, createdDate: iso(row.createdDate)! };
  });
}
