import type { z } from 'zod/mini';
import type { Weekday } from '../enums';
import type { Language } from '../common';
import { specMessage } from '../constants';

/** Tashkent is UTC+5 all year (no daylight saving): the day and time of a scheduled order are local. */
export const MERCHANT_UTC_OFFSET_MINUTES = 300;

export interface ScheduleWorkHour {
  day: z.infer<typeof Weekday>;
  open: string;
  close: string;
  isWorking: boolean;
}

export type ScheduleRefusal =
  | 'REQUIRED' // day or time missing: MESSAGES.requiredField
  | 'INVALID_DAY' // not YYYY-MM-DD, or no such date
  | 'INVALID_TIME' // not HH:mm
  | 'IN_PAST' // not after now
  | 'DAY_OFF' // the branch does not work that weekday: MESSAGES.dayOff
  | 'OUTSIDE_HOURS'; // the branch works that day, but not at that time

export type ScheduleCheck =
  | { ok: true; at: Date }
  | { ok: false; code: ScheduleRefusal; field: 'day' | 'time'; message?: string };

/** Weekdays in the order of Date.getUTCDay() (0 = Sunday). */
export const WEEKDAYS: ScheduleWorkHour['day'][] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minutesOf = (hhmm: string): number | null => {
  const match = TIME_PATTERN.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Spans of one work-hour entry in minutes from its own day's midnight; close ≤ open runs past midnight. */
export function workSpans(entry: ScheduleWorkHour | undefined): Array<[number, number]> {
  if (!entry?.isWorking) return [];
  const open = minutesOf(entry.open);
  const close = minutesOf(entry.close);
  if (open === null || close === null) return [];
  if (open === close) return [[0, 24 * 60]]; // the same open and close: around the clock
  return close > open ? [[open, close]] : [[open, close + 24 * 60]];
}

/**
 * Spec §5 scheduled orders: both day ('YYYY-MM-DD') and time ('HH:mm') are required; the moment,
 * read in Tashkent time, must be strictly after `now` and inside the branch's work hours: open
 * inclusive, close exclusive; a close at or before the open runs past midnight, so 01:00 on Tuesday
 * is inside Monday's 10:00–02:00. A weekday without an entry is closed; no work hours at all (a branch
 * whose hours are unknown) do not restrict the time.
 */
export function checkSchedule(input: {
  day?: string | null;
  time?: string | null;
  now: Date;
  workHours?: readonly ScheduleWorkHour[] | null;
  utcOffsetMinutes?: number;
  /** The language of the spec messages of REQUIRED and DAY_OFF; uz (verbatim) by default. */
  language?: Language;
}): ScheduleCheck {
  const day = input.day?.trim();
  const time = input.time?.trim();
  if (!day) return { ok: false, code: 'REQUIRED', field: 'day', message: specMessage('requiredField', input.language) };
  if (!time) return { ok: false, code: 'REQUIRED', field: 'time', message: specMessage('requiredField', input.language) };
  const dayMatch = DAY_PATTERN.exec(day);
  if (!dayMatch) return { ok: false, code: 'INVALID_DAY', field: 'day' };
  const [year, month, date] = [Number(dayMatch[1]), Number(dayMatch[2]), Number(dayMatch[3])];
  const midnightUtc = Date.UTC(year, month - 1, date);
  const calendar = new Date(midnightUtc);
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== date) {
    return { ok: false, code: 'INVALID_DAY', field: 'day' };
  }
  const minute = minutesOf(time);
  if (minute === null) return { ok: false, code: 'INVALID_TIME', field: 'time' };
  const offset = input.utcOffsetMinutes ?? MERCHANT_UTC_OFFSET_MINUTES;
  const at = new Date(midnightUtc + (minute - offset) * 60_000);
  if (at.getTime() <= input.now.getTime()) return { ok: false, code: 'IN_PAST', field: 'time' };

  const hours = input.workHours ?? [];
  if (hours.length === 0) return { ok: true, at };
  const weekday = calendar.getUTCDay();
  const today = hours.find((entry) => entry.day === WEEKDAYS[weekday]);
  const yesterday = hours.find((entry) => entry.day === WEEKDAYS[(weekday + 6) % 7]);
  const inside = workSpans(today).some(([from, to]) => minute >= from && minute < to)
    || workSpans(yesterday).some(([from, to]) => minute + 24 * 60 >= from && minute + 24 * 60 < to);
  if (inside) return { ok: true, at };
  if (!today?.isWorking) return { ok: false, code: 'DAY_OFF', field: 'day', message: specMessage('dayOff', input.language) };
  return { ok: false, code: 'OUTSIDE_HOURS', field: 'time' };
}
