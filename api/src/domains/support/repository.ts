import type { Kysely } from 'kysely';
import type { Database, PolicyTable } from '../../db/schema';

/** The queries of the merchant's public texts: policies, brands and vacancies. */
type Db = Kysely<Database>;

/**
 * The merchant's texts of one type, or without a type the spec's three: the merchant's own pages
 * (EXTRA, EXTRA2, since contracts 1.5.0) come only when asked for, so a remote built against an
 * older contracts version never receives a type it cannot read.
 */
export function policies(db: Db, merchantId: number, type?: PolicyTable['type']) {
  let q = db.selectFrom('policies').selectAll().where('merchantId', '=', merchantId);
  q = type ? q.where('type', '=', type) : q.where('type', 'in', ['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY']);
  return q.orderBy('id').execute();
}

/** Brands listed in this merchant's catalogue whose own merchant is active. */
export function catalogBrands(db: Db, merchantId: number) {
  return db.selectFrom('brands')
    .innerJoin('merchants', 'merchants.id', 'brands.merchantId')
    .selectAll('brands')
    .where('brands.catalogMerchantId', '=', merchantId)
    .where('merchants.isActive', '=', true).where('merchants.deleted', '=', false)
    .orderBy('brands.id').execute();
}

export function activeVacancies(db: Db, merchantId: number) {
  return db.selectFrom('vacancies').selectAll()
    .where('merchantId', '=', merchantId).where('isActive', '=', true).orderBy('id').execute();
}

export function findActiveVacancy(db: Db, merchantId: number, id: number) {
  return db.selectFrom('vacancies').selectAll()
    .where('merchantId', '=', merchantId).where('id', '=', id).where('isActive', '=', true).executeTakeFirst();
}

export function insertVacancyApplication(
  db: Db,
  input: { merchantId: number; vacancyId: number; userId: number | null; name: string; phone: string; message: string | null },
) {
  return db.insertInto('vacancyApplications').values(input).returning(['id', 'vacancyId', 'createdDate']).executeTakeFirstOrThrow();
}
