import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The queries of deliveries: an order's courier, delivery areas, what the tariff needs. */
type Db = Kysely<Database>;

export function customerOrderCourier(db: Db, owner: { merchantId: number; userId: number }, orderId: number) {
  return db.selectFrom('orders').select(['id', 'courierId', 'courier', 'courierStatus', 'branchId'])
    .where('id', '=', orderId).where('merchantId', '=', owner.merchantId).where('userId', '=', owner.userId)
    .executeTakeFirst();
}

/** The city's delivery areas, cheapest first. */
export function deliveryAreasOfCity(db: Db, merchantId: number, cityId: number) {
  return db.selectFrom('deliveryAreas').selectAll()
    .where('merchantId', '=', merchantId).where('cityId', '=', cityId).orderBy('price').orderBy('id').execute();
}
