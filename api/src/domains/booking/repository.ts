import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { MultilingualText } from '@storefront/contracts';
import { freeTableFor, tablesSeating } from '@storefront/contracts/rules';
import type { Database, ReservationTable, WaiterCallTable } from '../../db/schema';

/** The queries of the booking features: tables, reservations and waiter calls. */
type Db = Kysely<Database> | Transaction<Database>;

export type ReservationRow = Selectable<ReservationTable> & {
  branchName: MultilingualText;
  bookingPhone: string | null;
  tableName: string;
};

/** An active, undeleted branch of the merchant, with its settings and hours. */
export function findBranch(db: Db, merchantId: number, branchId: number) {
  return db.selectFrom('branches').selectAll()
    .where('merchantId', '=', merchantId).where('id', '=', branchId)
    .where('isActive', '=', true).where('deleted', '=', false)
    .executeTakeFirst();
}

export function activeTables(db: Db, merchantId: number, branchId: number) {
  return db.selectFrom('branchTables').selectAll()
    .where('merchantId', '=', merchantId).where('branchId', '=', branchId).where('isActive', '=', true)
    .orderBy('seats').orderBy('id').execute();
}

export function merchantTables(db: Db, merchantId: number) {
  return db.selectFrom('branchTables').selectAll()
    .where('merchantId', '=', merchantId).where('isActive', '=', true).orderBy('branchId').orderBy('id').execute();
}

export function findTable(db: Db, merchantId: number, branchId: number, tableId: number) {
  return db.selectFrom('branchTables').selectAll()
    .where('merchantId', '=', merchantId).where('branchId', '=', branchId).where('id', '=', tableId).where('isActive', '=', true)
    .executeTakeFirst();
}

/** Active reservations of these tables overlapping [from, to). */
export function activeReservationsBetween(db: Db, tableIds: number[], from: Date, to: Date) {
  if (!tableIds.length) return Promise.resolve([]);
  return db.selectFrom('reservations').select(['tableId', 'startsAt', 'endsAt'])
    .where('tableId', 'in', tableIds).where('status', '=', 'ACTIVE')
    .where('startsAt', '<', to).where('endsAt', '>', from)
    .execute();
}

const withBranch = (db: Db) => db.selectFrom('reservations')
  .innerJoin('branches', 'branches.id', 'reservations.branchId')
  .innerJoin('branchTables', 'branchTables.id', 'reservations.tableId')
  .selectAll('reservations')
  .select(['branches.name as branchName', 'branches.bookingPhone as bookingPhone', 'branchTables.name as tableName']);

export function reservationsOf(db: Db, merchantId: number, userId: number): Promise<ReservationRow[]> {
  return withBranch(db).where('reservations.merchantId', '=', merchantId).where('reservations.userId', '=', userId)
    .orderBy('reservations.startsAt', 'desc').orderBy('reservations.id', 'desc').limit(200).execute();
}

export function findReservation(db: Db, merchantId: number, userId: number, id: number): Promise<ReservationRow | undefined> {
  return withBranch(db).where('reservations.merchantId', '=', merchantId).where('reservations.userId', '=', userId)
    .where('reservations.id', '=', id).executeTakeFirst();
}

/** Advisory lock namespaces (pg_advisory_xact_lock(int, int)) of the reservation caps. */
const LOCK_CUSTOMER = 5019;
const LOCK_PHONE = 5119;

/** Reservations booked but not over: upcoming ones and one under way both still hold a table. */
const activeReservations = (db: Db, merchantId: number, now: Date) => db.selectFrom('reservations')
  .select((eb) => eb.fn.countAll<number | string>().as('n'))
  .where('merchantId', '=', merchantId).where('status', '=', 'ACTIVE').where('endsAt', '>', now);

/** The merchant's cap of active reservations per customer and per phone, or null for the default. */
export async function reservationCapOf(db: Db, merchantId: number): Promise<number | null> {
  const row = await db.selectFrom('merchants').select('maxActiveReservations').where('id', '=', merchantId).executeTakeFirst();
  return row?.maxActiveReservations ?? null;
}

export type Reserved = { id: number } | { refused: 'SLOT_TAKEN' | 'CUSTOMER_CAP' | 'PHONE_CAP' };

/**
 * Takes the smallest free table of the branch that seats the party for [startsAt, endsAt), unless
 * the customer, or the reservation's phone, already holds `cap.max` active reservations at the
 * merchant, or no table is free. Safe under concurrency:
 * - the caps: the customer and the phone are locked (advisory locks, always in that order, so two
 *   requests never wait on each other in a circle) before counting, so simultaneous requests of
 *   one customer, or naming one phone, count one after the other, whatever the branch;
 * - the table: the branch's table rows are locked for the transaction, so two requests for the
 *   last table run one after the other and the second sees the first's reservation (PostgreSQL row
 *   locks; PGlite runs one transaction at a time anyway); a unique index on a table's active start
 *   is the last guard.
 * The phone is the contracts' UzPhone ('998' and nine digits, nothing else passes validation), so
 * one number is always written one way and compared as it is.
 */
export async function reserveTable(
  db: Kysely<Database>,
  input: Omit<ReservationTable, 'id' | 'tableId' | 'status' | 'canceledDate' | 'createdDate'>,
  cap: { max: number; now: Date },
): Promise<Reserved> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_CUSTOMER}::int, ${input.userId}::int)`.execute(trx);
    await sql`SELECT pg_advisory_xact_lock(${LOCK_PHONE}::int, hashtext(${`${input.merchantId}:${input.phone}`}::text))`.execute(trx);
    const byCustomer = await activeReservations(trx, input.merchantId, cap.now).where('userId', '=', input.userId).executeTakeFirstOrThrow();
    if (Number(byCustomer.n) >= cap.max) return { refused: 'CUSTOMER_CAP' as const };
    const byPhone = await activeReservations(trx, input.merchantId, cap.now).where('phone', '=', input.phone).executeTakeFirstOrThrow();
    if (Number(byPhone.n) >= cap.max) return { refused: 'PHONE_CAP' as const };

    const tables = await trx.selectFrom('branchTables').select(['id', 'seats'])
      .where('merchantId', '=', input.merchantId).where('branchId', '=', input.branchId).where('isActive', '=', true)
      .orderBy('seats').orderBy('id').forUpdate().execute();
    const fitting = tablesSeating(tables, input.guests);
    const held = await activeReservationsBetween(trx, fitting.map((t) => t.id), input.startsAt, input.endsAt);
    const free = freeTableFor(fitting, input.guests, input, held);
    if (!free) return { refused: 'SLOT_TAKEN' as const };
    return trx.insertInto('reservations').values({ ...input, tableId: free.id }).returning('id').executeTakeFirstOrThrow();
  });
}

/** Marks the customer's reservation cancelled (locked, so a cancel and a late check cannot cross). */
export async function cancelReservation(
  db: Kysely<Database>,
  merchantId: number,
  userId: number,
  id: number,
  allowed: (row: Selectable<ReservationTable>) => void,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('reservations').selectAll()
      .where('merchantId', '=', merchantId).where('userId', '=', userId).where('id', '=', id)
      .forUpdate().executeTakeFirst();
    if (!row) return false;
    if (row.status === 'CANCELED') return true;
    allowed(row);
    await trx.updateTable('reservations').set({ status: 'CANCELED', canceledDate: sql<Date>`now()` }).where('id', '=', id).execute();
    return true;
  });
}

// --- waiter calls --------------------------------------------------------------------------------

export type WaiterCallRow = Selectable<WaiterCallTable> & { tableName: string };

const callsWithTable = (db: Db) => db.selectFrom('waiterCalls')
  .innerJoin('branchTables', 'branchTables.id', 'waiterCalls.tableId')
  .selectAll('waiterCalls').select('branchTables.name as tableName');

/**
 * Records a call at `at` unless the table has an open (unacknowledged) call made within `windowMs`: then
 * answers that call's time instead. The table's row is locked, so simultaneous calls from one
 * table make one call.
 */
export async function placeWaiterCall(
  db: Kysely<Database>,
  input: { merchantId: number; branchId: number; tableId: number; userId: number | null; reason: WaiterCallTable['reason']; keyHash: string },
  at: Date,
  windowMs: number,
): Promise<{ id: number } | { openSince: Date }> {
  const since = new Date(at.getTime() - windowMs);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('branchTables').select('id').where('id', '=', input.tableId).forUpdate().executeTakeFirst();
    const open = await trx.selectFrom('waiterCalls').select('createdDate')
      .where('tableId', '=', input.tableId).where('status', '=', 'SENT').where('createdDate', '>', since)
      .orderBy('createdDate', 'desc').executeTakeFirst();
    if (open) return { openSince: open.createdDate };
    return trx.insertInto('waiterCalls').values({ ...input, createdDate: at }).returning('id').executeTakeFirstOrThrow();
  });
}

export function findWaiterCall(db: Db, merchantId: number, id: number): Promise<WaiterCallRow | undefined> {
  return callsWithTable(db).where('waiterCalls.merchantId', '=', merchantId).where('waiterCalls.id', '=', id).executeTakeFirst();
}

/** The merchant's system acknowledges a call; acknowledging again keeps the first time. */
export async function acknowledgeWaiterCall(db: Db, merchantId: number, id: number): Promise<WaiterCallRow | undefined> {
  await db.updateTable('waiterCalls').set({ status: 'ACKNOWLEDGED', acknowledgedDate: sql<Date>`now()` })
    .where('merchantId', '=', merchantId).where('id', '=', id).where('status', '=', 'SENT').execute();
  return findWaiterCall(db, merchantId, id);
}

/** Development: calls still open after `before` are acknowledged, as a waiter would (ORDER_SIMULATOR). */
export async function acknowledgeStaleWaiterCalls(db: Db, before: Date): Promise<number> {
  const rows = await db.updateTable('waiterCalls').set({ status: 'ACKNOWLEDGED', acknowledgedDate: sql<Date>`now()` })
    .where('status', '=', 'SENT').where('createdDate', '<=', before).returning('id').execute();
  return rows.length;
}
