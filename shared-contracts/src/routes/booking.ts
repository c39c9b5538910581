import * as z from 'zod/mini';
import { IdParam, Text } from '../common';
import { MAX_SHORT_TEXT_LENGTH } from '../limits';
import { defineRoute } from '../route';
import { BookingSlots, MAX_GUESTS, Reservation, ReservationInput, BranchTable, WaiterCall, WaiterCallInput } from '../entities/booking';
import { IdPath } from './params';

/** Table reservations (Bron) and dine-in: slots, reservations, tables, waiter calls. */
export const bookingRoutes = {
  /**
   * Start times of a branch's day for a party (settings.bookingActive and the branch's
   * bookingEnabled): from the branch's hours and its tables' capacity. date: YYYY-MM-DD in Tashkent,
   * today to BOOKING_DAYS_AHEAD days ahead.
   */
  bookingSlots: defineRoute({
    method: 'GET', path: '/booking/v1/slots',
    query: z.object({
      branchId: IdParam,
      date: Text(10).check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
      guests: z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_GUESTS)),
    }),
    response: BookingSlots, auth: 'none', tenant: true, specNamed: false,
  }),
  /**
   * Reserve a table: the smallest free table that seats the party; 409 SLOT_TAKEN when none is left,
   * 409 RESERVATION_LIMIT when the customer or the phone already holds the merchant's cap of active
   * reservations (default 3), 429 past the abuse limit
   */
  reservationCreate: defineRoute({
    method: 'POST', path: '/booking/v1/reservations', body: ReservationInput, response: Reservation,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** The customer's reservations, newest first */
  reservations: defineRoute({
    method: 'GET', path: '/booking/v1/reservations', response: z.array(Reservation),
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** Cancel one's own reservation; 409 CANCEL_TOO_LATE within RESERVATION_CANCEL_BEFORE_MINUTES of its start */
  reservationCancel: defineRoute({
    method: 'POST', path: '/booking/v1/reservations/:id/cancel', params: IdPath, response: Reservation,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** A table of a branch, as its QR code names it (settings.dineInActive) */
  branchTable: defineRoute({
    method: 'GET', path: '/orders/v1/tables/:id', params: IdPath, query: z.object({ branchId: IdParam }),
    response: BranchTable, auth: 'none', tenant: true, specNamed: false,
  }),
  /**
   * Call a waiter to a table (settings.dineInActive, the branch's dineinEnabled). At most one open
   * call per table in WAITER_CALL_WINDOW_MINUTES: 429 with a description. The answer carries `key`,
   * the caller's right to follow the call.
   */
  waiterCallCreate: defineRoute({
    method: 'POST', path: '/orders/v1/waiter-calls', body: WaiterCallInput, response: WaiterCall,
    auth: 'optional', tenant: true, specNamed: false,
  }),
  /** A waiter call, for the caller holding its key: sent or acknowledged */
  waiterCall: defineRoute({
    method: 'GET', path: '/orders/v1/waiter-calls/:id', params: IdPath,
    query: z.object({ key: Text(MAX_SHORT_TEXT_LENGTH).check(z.minLength(1)) }),
    response: WaiterCall, auth: 'none', tenant: true, specNamed: false,
  }),
} as const;
