import { localDate } from './dates';
import { MERCHANT_UTC_OFFSET_MINUTES, WEEKDAYS, workSpans, type ScheduleWorkHour } from './schedule';

/** A reservation holds its table this long. */
export const RESERVATION_MINUTES = 120;
/** Start times are offered on this grid from the branch's opening. */
export const SLOT_STEP_MINUTES = 30;
/** Tables are booked from today to this many days ahead (Tashkent dates). */
export const BOOKING_DAYS_AHEAD = 30;
/** A reservation is cancelled online only until this long before it starts; later by phone. */
export const RESERVATION_CANCEL_BEFORE_MINUTES = 120;
/** A dine-in visit (the table a QR code put into the session) lasts this long. */
export const TABLE_VISIT_HOURS = 6;
/** A table has at most one open waiter call in this window. */
export const WAITER_CALL_WINDOW_MINUTES = 2;

const DAY_MS = 24 * 60 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The dates a table can be booked for: today and the next BOOKING_DAYS_AHEAD days, in Tashkent. */
export function bookingDates(now: Date, utcOffsetMinutes: number = MERCHANT_UTC_OFFSET_MINUTES): string[] {
  const today = Date.parse(`${localDate(now, utcOffsetMinutes)}T00:00:00Z`);
  return Array.from({ length: BOOKING_DAYS_AHEAD + 1 }, (_, i) => new Date(today + i * DAY_MS).toISOString().slice(0, 10));
}

export interface SlotTime {
  /** 'HH:mm' on the clock (a time past midnight of a late-closing branch reads 00:30). */
  time: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The start times a branch offers on a business day: every SLOT_STEP_MINUTES from its opening while
 * the whole RESERVATION_MINUTES still fit before closing (a close at or before the open runs past
 * midnight, as in the schedule rule), and only those after `now`. A day off, a date outside
 * bookingDates, or unknown hours offer nothing.
 */
export function bookingSlotTimes(input: {
  date: string;
  now: Date;
  workHours: readonly ScheduleWorkHour[] | null | undefined;
  utcOffsetMinutes?: number;
}): SlotTime[] {
  const offset = input.utcOffsetMinutes ?? MERCHANT_UTC_OFFSET_MINUTES;
  if (!bookingDates(input.now, offset).includes(input.date)) return [];
  const midnightUtc = Date.parse(`${input.date}T00:00:00Z`);
  const weekday = new Date(midnightUtc).getUTCDay();
  const entry = input.workHours?.find((hour) => hour.day === WEEKDAYS[weekday]);
  const slots: SlotTime[] = [];
  for (const [from, to] of workSpans(entry)) {
    for (let minute = from; minute + RESERVATION_MINUTES <= to; minute += SLOT_STEP_MINUTES) {
      const startsAt = new Date(midnightUtc + (minute - offset) * 60_000);
      if (startsAt.getTime() <= input.now.getTime()) continue;
      slots.push({
        time: `${pad(Math.floor(minute / 60) % 24)}:${pad(minute % 60)}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + RESERVATION_MINUTES * 60_000),
      });
    }
  }
  return slots;
}

/** Whether a reservation starting at `startsAt` may still be cancelled online at `now`. */
export const canCancelReservation = (startsAt: Date, now: Date): boolean =>
  startsAt.getTime() - now.getTime() >= RESERVATION_CANCEL_BEFORE_MINUTES * 60_000;

/** Reservations still to come (not yet ended) first by start, then past ones newest first. */
export function splitReservations<T extends { endsAt: string; startsAt: string; status: string }>(list: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const upcoming = list.filter((r) => r.status === 'ACTIVE' && Date.parse(r.endsAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = list.filter((r) => !upcoming.includes(r)).sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { upcoming, past };
}

/**
 * The dine-in table of a storefront URL: `?table=<id>&branch=<id>` from a table's QR code. Answers
 * null unless both are positive integers.
 */
export function tableFromSearch(search: string): { tableId: number; branchId: number } | null {
  const params = new URLSearchParams(search);
  const positive = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);
  const tableId = positive(params.get('table'));
  const branchId = positive(params.get('branch'));
  return tableId && branchId ? { tableId, branchId } : null;
}

/** The session's table while the visit lasts (TABLE_VISIT_HOURS from its QR code), else null. */
export function currentTable<T extends { since?: number }>(table: T | null | undefined, now: Date): T | null {
  if (!table) return null;
  return table.since === undefined || now.getTime() - table.since < TABLE_VISIT_HOURS * 3600_000 ? table : null;
}

/** A reservation's time as the rules read it: [startsAt, endsAt), as dates or ISO strings. */
export interface HeldTime { startsAt: Date | string; endsAt: Date | string }

const ms = (at: Date | string) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/** Two holds share a moment; one ending as the other starts does not (back to back is fine). */
export function timesOverlap(a: HeldTime, b: HeldTime): boolean {
  return ms(a.startsAt) < ms(b.endsAt) && ms(a.endsAt) > ms(b.startsAt);
}

/** The tables that seat a party, smallest first (the order a table is given in), then by id. */
export function tablesSeating<T extends { id: number; seats: number }>(tables: readonly T[], guests: number): T[] {
  return tables.filter((table) => table.seats >= guests).sort((a, b) => a.seats - b.seats || a.id - b.id);
}

/**
 * The table a party gets for a time: the smallest that seats them with no active reservation
 * overlapping it; null when none is free. `tables` are the branch's active ones.
 */
export function freeTableFor<T extends { id: number; seats: number }>(
  tables: readonly T[],
  guests: number,
  time: HeldTime,
  reservations: readonly (HeldTime & { tableId: number })[],
): T | null {
  return tablesSeating(tables, guests)
    .find((table) => !reservations.some((held) => held.tableId === table.id && timesOverlap(held, time))) ?? null;
}
