import type { Insertable, Kysely, Selectable } from 'kysely';
import { ACTIVE_ORDER_STATUSES, ARCHIVED_ORDER_STATUSES } from '@storefront/contracts/rules';
import type { Database, OrderTable } from '../../db/schema';
import type { SessionUser } from '../../lib/auth';
import { toDeliveryArea } from '../../lib/mappers';
import { CASHBACK_CHANGED } from '../../lib/named-errors';
import { recordSpent } from '../account';
import { recordOrderEvent } from './order-events';
import { claimPromoUse } from './promo-uses';

/** The queries of orders and of what pricing reads. Every order query is scoped by merchant and customer. */

type Db = Kysely<Database>;
type Customer = Pick<SessionUser, 'id' | 'merchantId'>;

const ordersOf = (db: Db, user: Customer) =>
  db.selectFrom('orders').where('merchantId', '=', user.merchantId).where('userId', '=', user.id);

export function activeOrders(db: Db, user: Customer) {
  return ordersOf(db, user).selectAll().where('status', 'in', ACTIVE_ORDER_STATUSES)
    .orderBy('createdDate', 'desc').orderBy('id', 'desc')
    .execute();
}

/** One page of the customer's orders, newest first, and how many there are in all. */
export async function orderPage(db: Db, user: Customer, p: { onlyArchive: boolean; page: number; size: number }) {
  let scoped = ordersOf(db, user);
  if (p.onlyArchive) scoped = scoped.where('status', 'in', ARCHIVED_ORDER_STATUSES);
  const [{ total }, rows] = await Promise.all([
    scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    scoped.selectAll()
      .orderBy('createdDate', 'desc').orderBy('id', 'desc')
      .limit(p.size).offset(p.page * p.size)
      .execute(),
  ]);
  return { total: Number(total), rows };
}

export function findOrder(db: Db, user: Customer, id: number) {
  return ordersOf(db, user).selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderByIdempotencyKey(db: Db, user: Customer, key: string) {
  return ordersOf(db, user).selectAll().where('idempotencyKey', '=', key).executeTakeFirst();
}

/**
 * Stores a placed order, takes its promo use and spends its cashback in one transaction; its number
 * is its id. A balance spent meanwhile rolls the order back with CASHBACK_CHANGED, a promo used up
 * meanwhile with PROMO_USED_UP.
 */
export function insertOrder(db: Db, values: Insertable<OrderTable>, cashback: number): Promise<Selectable<OrderTable>> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
    await claimPromoUse(trx, { id: inserted.id, promoId: values.promoId ?? null, userId: values.userId ?? null });
    if (cashback > 0) {
      const spent = await trx.updateTable('users')
        .set((eb) => ({ cashback: eb('cashback', '-', cashback) }))
        .where('id', '=', values.userId!).where('merchantId', '=', values.merchantId).where('cashback', '>=', cashback)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw CASHBACK_CHANGED();
      await recordSpent(trx, { id: inserted.id, merchantId: values.merchantId, userId: values.userId ?? null }, cashback);
    }
    const placed = await trx.updateTable('orders').set({ number: String(inserted.id) })
      .where('id', '=', inserted.id).returningAll().executeTakeFirstOrThrow();
    // The customer's other tabs and devices see the new order at once.
    await recordOrderEvent(trx, placed);
    return placed;
  });
}

/** The merchant's promos usable at `now`: active, started and not yet ended (missing dates do not limit). */
export function findUsablePromos(db: Db, merchantId: number, now: Date) {
  return db.selectFrom('promos').selectAll()
    .where('merchantId', '=', merchantId).where('isActive', '=', true)
    .where((eb) => eb.or([eb('startDate', 'is', null), eb('startDate', '<=', now)]))
    .where((eb) => eb.or([eb('endDate', 'is', null), eb('endDate', '>=', now)]))
    .orderBy('id').limit(100).execute();
}

export function findDeliverySettings(db: Db, merchantId: number) {
  return db.selectFrom('deliverySettings').selectAll().where('merchantId', '=', merchantId).executeTakeFirst();
}

/** A promo of this merchant by code, case-insensitive (the unique index is on upper(code)). */
export function findPromoByCode(db: Db, merchantId: number, code: string) {
  return db.selectFrom('promos').selectAll()
    .where('merchantId', '=', merchantId)
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
    .executeTakeFirst();
}

export function findPromoById(db: Db, merchantId: number, id: number) {
  return db.selectFrom('promos').selectAll().where('merchantId', '=', merchantId).where('id', '=', id).executeTakeFirst();
}

/** The merchant's active branches, in no particular order (pricing picks by id or by distance). */
export function activeBranches(db: Db, merchantId: number) {
  return db.selectFrom('branches').selectAll()
    .where('merchantId', '=', merchantId).where('isActive', '=', true).where('deleted', '=', false).execute();
}

export async function deliveryAreas(db: Db, merchantId: number) {
  return (await db.selectFrom('deliveryAreas').selectAll().where('merchantId', '=', merchantId).execute()).map(toDeliveryArea);
}

/** The merchant's products of these ids and their entries at one branch. */
export function productsAtBranch(db: Db, merchantId: number, productIds: number[], branchId: number) {
  return Promise.all([
    db.selectFrom('products').selectAll().where('merchantId', '=', merchantId).where('id', 'in', productIds).execute(),
    db.selectFrom('productBranches').selectAll()
      .where('productId', 'in', productIds).where('branchId', '=', branchId).execute(),
  ]);
}
