import * as z from 'zod/mini';
import { Id, MultilingualText, Text, Timestamp } from '../common';
import { MAX_COMMENT_LENGTH, MAX_NAME_LENGTH } from '../limits';
import { UzPhone } from './user';

/** Most guests one reservation may bring (the largest demo table seats 8; a hall books by phone). */
export const MAX_GUESTS = 20;

/** One bookable start time of a day: 'HH:mm' in Tashkent time, and whether a table that fits is free. */
export const BookingSlot = z.object({
  time: z.string(),
  startsAt: Timestamp,
  available: z.boolean(),
});
export type BookingSlot = z.infer<typeof BookingSlot>;

/** The start times a branch offers on a day for a party, and its booking phone. */
export const BookingSlots = z.object({
  branchId: z.number(),
  date: z.string(),
  guests: z.number(),
  bookingPhone: z.nullish(z.string()),
  slots: z.array(BookingSlot),
});
export type BookingSlots = z.infer<typeof BookingSlots>;

export const ReservationStatus = z.enum(['ACTIVE', 'CANCELED']);
export type ReservationStatus = z.infer<typeof ReservationStatus>;

/** A table reservation (Bron) as the customer sees it. */
export const Reservation = z.object({
  id: z.number(),
  branchId: z.number(),
  branchName: MultilingualText,
  bookingPhone: z.nullish(z.string()),
  tableName: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: Timestamp,
  endsAt: Timestamp,
  guests: z.number(),
  name: z.string(),
  phone: z.string(),
  comment: z.nullish(z.string()),
  status: ReservationStatus,
  /** ACTIVE and more than RESERVATION_CANCEL_BEFORE_MINUTES before its start, by the server's clock. */
  cancellable: z.boolean(),
  createdDate: Timestamp,
});
export type Reservation = z.infer<typeof Reservation>;

/** What the booking form sends: the branch, the business day and start time of a slot, the party. */
export const ReservationInput = z.object({
  branchId: Id,
  date: Text(10).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата должна быть в формате YYYY-MM-DD')),
  time: Text(5).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Время должно быть в формате HH:mm')),
  guests: z.number().check(z.int(), z.gte(1), z.lte(MAX_GUESTS)),
  name: Text(MAX_NAME_LENGTH).check(z.trim(), z.minLength(1)),
  phone: UzPhone,
  comment: z.nullish(Text(MAX_COMMENT_LENGTH)),
});
export type ReservationInput = z.infer<typeof ReservationInput>;

/** A job application for a vacancy. */
export const VacancyApplicationInput = z.object({
  name: Text(MAX_NAME_LENGTH).check(z.trim(), z.minLength(1)),
  phone: UzPhone,
  message: z.nullish(Text(MAX_COMMENT_LENGTH)),
});
export type VacancyApplicationInput = z.infer<typeof VacancyApplicationInput>;

export const VacancyApplication = z.object({ id: z.number(), vacancyId: z.number(), createdDate: Timestamp });
export type VacancyApplication = z.infer<typeof VacancyApplication>;

/** Why a guest at a table calls a waiter. */
export const WaiterCallReason = z.enum(['BILL', 'WAITER', 'OTHER']);
export type WaiterCallReason = z.infer<typeof WaiterCallReason>;
export const WaiterCallStatus = z.enum(['SENT', 'ACKNOWLEDGED']);
export type WaiterCallStatus = z.infer<typeof WaiterCallStatus>;

/** A dine-in guest's call: sent, then acknowledged by the merchant's system. */
export const WaiterCall = z.object({
  id: z.number(),
  branchId: z.number(),
  tableId: z.number(),
  tableName: z.string(),
  reason: WaiterCallReason,
  status: WaiterCallStatus,
  createdDate: Timestamp,
  acknowledgedDate: z.nullish(Timestamp),
  /** The caller's key to follow this call (the guest may not be logged in); only in the answer to the caller. */
  key: z.optional(z.string()),
});
export type WaiterCall = z.infer<typeof WaiterCall>;

export const WaiterCallInput = z.object({ branchId: Id, tableId: Id, reason: WaiterCallReason });
export type WaiterCallInput = z.infer<typeof WaiterCallInput>;

/** A table of a branch as its QR code names it. */
export const BranchTable = z.object({ id: z.number(), branchId: z.number(), name: z.string(), seats: z.number() });
export type BranchTable = z.infer<typeof BranchTable>;
