import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes, type Reservation } from '@storefront/contracts';
import {
  BOOKING_DAYS_AHEAD, RESERVATION_CANCEL_BEFORE_MINUTES, WAITER_CALL_WINDOW_MINUTES, bookingDates, bookingSlotTimes, canCancelReservation,
  freeTableFor, tablesSeating,
} from '@storefront/contracts/rules';
import { serve } from '../../lib/serve';
import { apiError, conflict, notFound, tooManyRequests, unprocessable } from '../../lib/errors';
import { BRANCH_NOT_FOUND, TABLE_NOT_FOUND } from '../../lib/named-errors';
import { iso } from '../../lib/mappers';
import {
  activeReservationsBetween, activeTables, cancelReservation, findBranch, findReservation, findTable, findWaiterCall,
  placeWaiterCall, reservationCapOf, reservationsOf, reserveTable, type ReservationRow,
} from './repository';
import { requireFeature } from '../../platform/merchant-settings';
import { WAITER_CALL_NOT_FOUND, toWaiterCall } from './waiter-calls';

/**
 * Active reservations (booked, not cancelled, not over) one customer, or one reservation phone,
 * may hold at a merchant when its `max_active_reservations` is unset. A guest books a table for an
 * evening or two ahead, seldom more; without a cap one account booked every table of a branch's day.
 */
export const DEFAULT_MAX_ACTIVE_RESERVATIONS = 3;

const BOOKING_NOT_OFFERED = () => apiError(403, 'BOOKING_NOT_OFFERED');
const BOOKING_NOT_AVAILABLE = () => unprocessable('BOOKING_NOT_AVAILABLE');
const DATE_OUT_OF_RANGE = () => unprocessable('BOOKING_DATE_OUT_OF_RANGE', { params: { days: BOOKING_DAYS_AHEAD } });
const SLOT_NOT_OFFERED = () => unprocessable('SLOT_NOT_OFFERED');
const SLOT_TAKEN = () => conflict('SLOT_TAKEN');
const RESERVATION_NOT_FOUND = () => notFound('RESERVATION_NOT_FOUND');
const CANCEL_TOO_LATE = (bookingPhone: string | null) => conflict('CANCEL_TOO_LATE', {
  params: { hours: RESERVATION_CANCEL_BEFORE_MINUTES / 60, phone: bookingPhone ? `: ${bookingPhone}` : '' },
  details: bookingPhone ? { bookingPhone } : undefined,
});
const DINE_IN_NOT_OFFERED = () => apiError(403, 'DINE_IN_NOT_OFFERED');
const DINE_IN_NOT_AVAILABLE = () => unprocessable('DINE_IN_NOT_AVAILABLE');
/** Over the cap of active reservations: of the account, or of the phone named in the reservation. */
const RESERVATION_LIMIT = (max: number) =>
  conflict('RESERVATION_LIMIT', { variant: 'perCustomer', params: { max }, details: { max, by: 'CUSTOMER' } });
const PHONE_RESERVATION_LIMIT = (max: number) =>
  conflict('RESERVATION_LIMIT', { variant: 'perPhone', params: { max }, details: { max, by: 'PHONE' } });

const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

function toReservation(row: ReservationRow, now: Date): Reservation {
  return {
    id: row.id,
    branchId: row.branchId,
    branchName: row.branchName,
    bookingPhone: row.bookingPhone,
    tableName: row.tableName,
    date: row.date,
    time: row.time,
    startsAt: iso(row.startsAt)!,
    endsAt: iso(row.endsAt)!,
    guests: row.guests,
    name: row.name,
    phone: row.phone,
    comment: row.comment,
    status: row.status,
    cancellable: row.status === 'ACTIVE' && canCancelReservation(new Date(row.startsAt), now),
    createdDate: iso(row.createdDate)!,
  };
}

/**
 * Table reservations (Bron) and dine-in waiter calls. Every query is scoped by the merchant of the
 * header; reservations also by the customer of the token (another's answers 404, like none).
 */
export async function bookingPlugin(app: FastifyInstance, options: { now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  reservationRoutes(app, now);
  dineInRoutes(app, now);
}

/** Table reservations: the free slots of a day, reserving, the customer's list, cancelling. */
function reservationRoutes(app: FastifyInstance, now: () => Date) {
  const { db } = app;

  /** The branch, when the merchant takes reservations and this branch does. */
  async function bookingBranch(request: FastifyRequest, merchantId: number, branchId: number) {
    await requireFeature(db, request, merchantId, 'booking', BOOKING_NOT_OFFERED);
    const branch = await findBranch(db, merchantId, branchId);
    if (!branch) throw BRANCH_NOT_FOUND();
    if (!branch.settings.bookingEnabled) throw BOOKING_NOT_AVAILABLE();
    return branch;
  }

  serve(app, routes.bookingSlots, async ({ merchant, query, request }) => {
    const branch = await bookingBranch(request, merchant.id, query.branchId);
    const at = now();
    if (!bookingDates(at).includes(query.date)) throw DATE_OUT_OF_RANGE();
    const times = bookingSlotTimes({ date: query.date, now: at, workHours: branch.workHours });
    const fitting = tablesSeating(await activeTables(db, merchant.id, branch.id), query.guests);
    const taken = times.length
      ? await activeReservationsBetween(db, fitting.map((t) => t.id), times[0].startsAt, times[times.length - 1].endsAt)
      : [];
    return {
      branchId: branch.id,
      date: query.date,
      guests: query.guests,
      bookingPhone: branch.bookingPhone,
      slots: times.map((slot) => ({
        time: slot.time,
        startsAt: slot.startsAt.toISOString(),
        available: freeTableFor(fitting, query.guests, slot, taken) !== null,
      })),
    };
  });

  serve(app, routes.reservationCreate, async ({ merchant, user, body, request }) => {
    const branch = await bookingBranch(request, merchant.id, body.branchId);
    const at = now();
    if (!bookingDates(at).includes(body.date)) throw DATE_OUT_OF_RANGE();
    const slot = bookingSlotTimes({ date: body.date, now: at, workHours: branch.workHours }).find((s) => s.time === body.time);
    if (!slot) throw SLOT_NOT_OFFERED();
    const max = (await reservationCapOf(db, merchant.id)) ?? DEFAULT_MAX_ACTIVE_RESERVATIONS;
    const reserved = await reserveTable(db, {
      merchantId: merchant.id, branchId: branch.id, userId: user.id, date: body.date, time: slot.time,
      startsAt: slot.startsAt, endsAt: slot.endsAt, guests: body.guests, name: body.name.trim(), phone: body.phone,
      comment: body.comment?.trim() || null,
    }, { max, now: at }).catch((error: unknown) => {
      // The unique start per table: a request that slipped past the lock still books nothing twice.
      if ((error as { code?: unknown }).code === '23505') return { refused: 'SLOT_TAKEN' as const };
      throw error;
    });
    if ('refused' in reserved) {
      if (reserved.refused === 'CUSTOMER_CAP') throw RESERVATION_LIMIT(max);
      if (reserved.refused === 'PHONE_CAP') throw PHONE_RESERVATION_LIMIT(max);
      throw SLOT_TAKEN();
    }
    return toReservation((await findReservation(db, merchant.id, user.id, reserved.id))!, at);
  });

  serve(app, routes.reservations, async ({ merchant, user }) => {
    const at = now();
    return (await reservationsOf(db, merchant.id, user.id)).map((row) => toReservation(row, at));
  });

  serve(app, routes.reservationCancel, async ({ merchant, user, params }) => {
    const at = now();
    const existing = await findReservation(db, merchant.id, user.id, params.id);
    if (!existing) throw RESERVATION_NOT_FOUND();
    await cancelReservation(db, merchant.id, user.id, params.id, (row) => {
      if (!canCancelReservation(new Date(row.startsAt), at)) throw CANCEL_TOO_LATE(existing.bookingPhone);
    });
    return toReservation((await findReservation(db, merchant.id, user.id, params.id))!, at);
  });

}

/** At a table (its QR code): the table itself, calling a waiter, and the call's state. */
function dineInRoutes(app: FastifyInstance, now: () => Date) {
  const { db } = app;

  /** The table, when the merchant serves at tables and this branch does. */
  async function dineInTable(request: FastifyRequest, merchantId: number, branchId: number, tableId: number) {
    await requireFeature(db, request, merchantId, 'dineIn', DINE_IN_NOT_OFFERED);
    const branch = await findBranch(db, merchantId, branchId);
    if (!branch) throw BRANCH_NOT_FOUND();
    if (!branch.settings.dineinEnabled) throw DINE_IN_NOT_AVAILABLE();
    const table = await findTable(db, merchantId, branchId, tableId);
    if (!table) throw TABLE_NOT_FOUND();
    return table;
  }

  serve(app, routes.branchTable, async ({ merchant, params, query, request }) => {
    const table = await dineInTable(request, merchant.id, query.branchId, params.id);
    return { id: table.id, branchId: table.branchId, name: table.name, seats: table.seats };
  });

  serve(app, routes.waiterCallCreate, async ({ merchant, user, body, request }) => {
    const table = await dineInTable(request, merchant.id, body.branchId, body.tableId);
    const at = now();
    const windowMs = WAITER_CALL_WINDOW_MINUTES * 60_000;
    const key = randomBytes(18).toString('base64url');
    const placed = await placeWaiterCall(db, {
      merchantId: merchant.id, branchId: table.branchId, tableId: table.id, userId: user?.id ?? null, reason: body.reason, keyHash: hashKey(key),
    }, at, windowMs);
    if ('openSince' in placed) {
      const retryAfter = Math.max(1, Math.ceil((new Date(placed.openSince).getTime() + windowMs - at.getTime()) / 1000));
      throw tooManyRequests(
        'waiterCalled', Math.min(retryAfter, WAITER_CALL_WINDOW_MINUTES * 60), { reason: 'WAITER_CALL_OPEN' }, { window: WAITER_CALL_WINDOW_MINUTES },
      );
    }
    return toWaiterCall((await findWaiterCall(db, merchant.id, placed.id))!, key);
  });

  serve(app, routes.waiterCall, async ({ merchant, params, query }) => {
    const row = await findWaiterCall(db, merchant.id, params.id);
    if (!row || row.keyHash !== hashKey(query.key)) throw WAITER_CALL_NOT_FOUND();
    return toWaiterCall(row);
  });
}
