import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, PromoTable } from '../../db/schema';
import { PROMO_USED_UP } from '../../lib/named-errors';

/**
 * Promo use limits, a merchant's setting beyond the spec's Promo: `maxUsesPerCustomer` and
 * `maxUsesTotal`, NULL being unlimited. A use is an order placed with the promo that is not
 * cancelled, so a cancelled order gives its use back. Counted from the orders themselves rather
 * than kept as a counter, so no status change has to remember to give a use back.
 */

type Db = Kysely<Database>;
type Limits = Pick<Selectable<PromoTable>, 'id' | 'maxUsesPerCustomer' | 'maxUsesTotal'>;
type Limit = 'CUSTOMER' | 'TOTAL';

const isLimited = (promo: Limits) => promo.maxUsesPerCustomer !== null || promo.maxUsesTotal !== null;

/**
 * The limit one more use of each promo would pass, by promo id; the customer's own before
 * everyone's. A customer not known (null) meets only the total. `besidesOrder` leaves out the
 * order being placed, which is already stored when its transaction counts.
 */
async function usedUp(db: Db, promos: Limits[], customerId: number | null, besidesOrder?: number): Promise<Map<number, Limit>> {
  const limited = promos.filter(isLimited);
  const found = new Map<number, Limit>();
  if (limited.length === 0) return found;
  let uses = db.selectFrom('orders')
    .select((eb) => [
      'promoId',
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where ${sql.ref('userId')} = ${customerId})`.as('byCustomer'),
    ])
    .where('promoId', 'in', limited.map((promo) => promo.id))
    .where('status', '<>', 'CANCELED')
    .groupBy('promoId');
  if (besidesOrder !== undefined) uses = uses.where('id', '<>', besidesOrder);
  const counted = new Map((await uses.execute()).map((row) => [row.promoId, row]));
  for (const promo of limited) {
    const row = counted.get(promo.id);
    const { maxUsesPerCustomer: perCustomer, maxUsesTotal: total } = promo;
    if (customerId !== null && perCustomer !== null && Number(row?.byCustomer ?? 0) >= perCustomer) found.set(promo.id, 'CUSTOMER');
    else if (total !== null && Number(row?.total ?? 0) >= total) found.set(promo.id, 'TOTAL');
  }
  return found;
}

/** Refuses (422 PROMO_USED_UP) a promo this customer, or anyone, may not use once more. */
export async function refuseUsedUpPromo(db: Db, promo: Limits, customerId: number | null, besidesOrder?: number) {
  const limit = (await usedUp(db, [promo], customerId, besidesOrder)).get(promo.id);
  if (limit) throw PROMO_USED_UP(limit);
}

/** The promos this customer may still use, in their order. */
export async function promosLeftFor<P extends Limits>(db: Db, promos: P[], customerId: number): Promise<P[]> {
  const spent = await usedUp(db, promos, customerId);
  return promos.filter((promo) => !spent.has(promo.id));
}

/**
 * The authoritative check, inside the transaction that places the order, after its insert. The
 * promo row is locked so orders with one promo count in turn, each seeing the uses committed
 * before it: two orders for the last use cannot both pass. Locking after the insert lets a repeat
 * of an Idempotency-Key meet the unique index first and answer the stored order. FOR NO KEY UPDATE,
 * not FOR UPDATE: the insert's foreign key already holds a KEY SHARE lock on the promo, which FOR
 * UPDATE would wait for in every other placing transaction, and they for it (a deadlock).
 */
export async function claimPromoUse(trx: Db, order: { id: number; promoId: number | null; userId: number | null }) {
  if (order.promoId === null) return;
  const promo = await trx.selectFrom('promos').select(['id', 'maxUsesPerCustomer', 'maxUsesTotal'])
    .where('id', '=', order.promoId).forNoKeyUpdate().executeTakeFirst();
  if (promo) await refuseUsedUpPromo(trx, promo, order.userId, order.id);
}
