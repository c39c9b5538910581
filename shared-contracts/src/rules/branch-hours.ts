import type { z } from 'zod/mini';
import type { Language } from '../common';
import type { Branch } from '../entities/geo';
import type { ServiceType } from '../enums';
import { formatCalendarDay, localDate, wallClock } from './dates';
import { distanceMeters, type Point } from './geo';
import { checkSchedule, MERCHANT_UTC_OFFSET_MINUTES, WEEKDAYS, workSpans, type ScheduleWorkHour } from './schedule';

/**
 * Where a branch stands at a moment: `open`, `closed` (it works today, but not now), `day-off`
 * (spec §8 'Bugun dam olish kuni': today's entry says it does not work) or `unknown` (no work hours
 * and no open/close). `today` is today's hours as 'HH:mm–HH:mm', null on a day off or when unknown.
 */
export interface BranchHoursNow {
  state: 'open' | 'closed' | 'day-off' | 'unknown';
  today: string | null;
}

/** What the hours rules read of a branch: its open and close, its week, and its delivery window. */
export type BranchWithHours = Pick<Branch, 'open' | 'close' | 'workHours'> & Partial<Pick<Branch, 'deliveryStart' | 'deliveryEnd'>>;
type HoursOf = BranchWithHours;
type OrderServiceType = z.infer<typeof ServiceType>;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The week a branch keeps: its workHours when it has any; else its open and close every day (the
 * spec's Branch has both, and a branch with only open/close keeps them daily); else nothing.
 */
function weekOf(branch: HoursOf): readonly ScheduleWorkHour[] | null {
  if (branch.workHours?.length) return branch.workHours;
  if (branch.open && branch.close && HHMM.test(branch.open) && HHMM.test(branch.close)) {
    return WEEKDAYS.map((day) => ({ day, open: branch.open!, close: branch.close!, isWorking: true }));
  }
  return null;
}

/**
 * The hours in which a branch takes orders of one service type. Delivery keeps the branch's delivery
 * window (deliveryStart–deliveryEnd) on each day the branch works: its kitchen opens before the
 * couriers start and stops sending them before it closes, and a delivery promised outside that
 * window would not come. Other service types, and a branch with no window, keep the branch's hours.
 */
export function serviceHours(branch: HoursOf, serviceType?: OrderServiceType | null): HoursOf {
  const { deliveryStart: start, deliveryEnd: end } = branch;
  if (serviceType !== 'DELIVERY' || !start || !end || !HHMM.test(start) || !HHMM.test(end)) return branch;
  const week = weekOf(branch) ?? WEEKDAYS.map((day) => ({ day, open: start, close: end, isWorking: true }));
  return { open: null, close: null, workHours: week.map((entry) => (entry.isWorking ? { ...entry, open: start, close: end } : entry)) };
}

/**
 * The week a scheduled order of this service type is checked against (`checkSchedule`'s workHours):
 * null when the branch's hours are unknown, which restricts nothing.
 */
export function scheduleHours(branch: HoursOf, serviceType?: OrderServiceType | null): readonly ScheduleWorkHour[] | null {
  return weekOf(serviceHours(branch, serviceType));
}

/**
 * Is the branch open at `now`, and what are today's hours, read in Tashkent time (UTC+5, spec §9's
 * merchants are in Uzbekistan; the same offset as scheduled orders). Open inclusive, close exclusive;
 * a close at or before the open runs past midnight, so at 01:00 on Tuesday a branch with Monday
 * 10:00–02:00 is open, even when Tuesday is its day off. A weekday without an entry is a day off.
 */
/** Today's hours (`BranchHoursNow.today`) that close when they open ("00:00–00:00"): open around the clock. */
export function isAroundTheClock(today: string): boolean {
  const [open, close] = today.split('–');
  return open === close;
}

export function branchHoursNow(branch: HoursOf, now: Date, utcOffsetMinutes: number = MERCHANT_UTC_OFFSET_MINUTES): BranchHoursNow {
  const week = weekOf(branch);
  if (!week) return { state: 'unknown', today: null };
  const local = wallClock(now, utcOffsetMinutes);
  const weekday = local.getUTCDay();
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const today = week.find((entry) => entry.day === WEEKDAYS[weekday]);
  const yesterday = week.find((entry) => entry.day === WEEKDAYS[(weekday + 6) % 7]);
  const open = workSpans(today).some(([from, to]) => minute >= from && minute < to)
    || workSpans(yesterday).some(([from, to]) => minute + 24 * 60 >= from && minute + 24 * 60 < to);
  const todayHours = today?.isWorking && workSpans(today).length ? `${today.open}–${today.close}` : null;
  if (open) return { state: 'open', today: todayHours };
  return todayHours ? { state: 'closed', today: todayHours } : { state: 'day-off', today: null };
}

/**
 * The closest of the branches open at `now` to a point, with its distance in metres (the contracts'
 * great-circle distance); undefined when none is open.
 */
export function closestOpenBranch<T extends HoursOf & Point>(
  point: Point, branches: readonly T[], now: Date, serviceType?: OrderServiceType | null,
): { branch: T; distance: number } | undefined {
  let best: { branch: T; distance: number } | undefined;
  for (const branch of branches) {
    if (branchHoursNow(serviceHours(branch, serviceType), now).state !== 'open') continue;
    const distance = distanceMeters(point, branch);
    if (!best || distance < best.distance) best = { branch, distance };
  }
  return best;
}

/** When a closed branch opens next: the moment, and its Tashkent day ('YYYY-MM-DD') and time ('HH:mm'). */
export interface BranchOpening {
  at: Date;
  day: string;
  time: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The first moment at or after `now` when the branch is open, read in Tashkent time:
 * `now` itself while it is open; else the next opening of its week (looked for up to 8 days ahead);
 * null when its hours are unknown or it never opens. Its day and time are what a scheduled order
 * sends (`checkSchedule` accepts them, as the opening is inside the hours).
 */
export function nextBranchOpening(branch: HoursOf, now: Date, utcOffsetMinutes: number = MERCHANT_UTC_OFFSET_MINUTES): BranchOpening | null {
  const week = weekOf(branch);
  if (!week) return null;
  const opening = (at: Date): BranchOpening => {
    const local = wallClock(at, utcOffsetMinutes);
    return { at, day: local.toISOString().slice(0, 10), time: `${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}` };
  };
  if (branchHoursNow(branch, now, utcOffsetMinutes).state === 'open') return opening(now);
  const local = wallClock(now, utcOffsetMinutes);
  const todayMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  for (let days = 0; days <= 8; days += 1) {
    const midnight = todayMidnight + days * 24 * 60 * 60_000;
    const entry = week.find((hours) => hours.day === WEEKDAYS[new Date(midnight).getUTCDay()]);
    for (const [from] of workSpans(entry)) {
      const at = new Date(midnight + (from - utcOffsetMinutes) * 60_000);
      if (at.getTime() > now.getTime()) return opening(at);
    }
  }
  return null;
}

/**
 * Can the branch fulfil an order placed now (pick-up, delivery or dine-in)? Yes while
 * it is open, and when its hours are unknown (nothing to hold it to); no while it is closed or has
 * its day off, with its next opening, the earliest time a scheduled order may name.
 */
export type OrderNowCheck = { ok: true } | { ok: false; state: 'closed' | 'day-off'; opensAt: BranchOpening | null };

export function checkOrderNow(branch: HoursOf, now: Date, utcOffsetMinutes: number = MERCHANT_UTC_OFFSET_MINUTES): OrderNowCheck {
  const { state } = branchHoursNow(branch, now, utcOffsetMinutes);
  if (state === 'open' || state === 'unknown') return { ok: true };
  return { ok: false, state, opensAt: nextBranchOpening(branch, now, utcOffsetMinutes) };
}

/**
 * `checkOrderNow` for an order of one service type, held to its hours (`serviceHours`): a delivery
 * outside the branch's delivery window on a working day is `no-delivery`, with the window's next
 * start as the earliest time a scheduled delivery may name.
 */
export type ServiceNowCheck = OrderNowCheck | { ok: false; state: 'no-delivery'; opensAt: BranchOpening | null };

export function checkServiceNow(branch: HoursOf, serviceType: OrderServiceType | null | undefined, now: Date): ServiceNowCheck {
  const hours = serviceHours(branch, serviceType);
  const check = checkOrderNow(hours, now);
  return !check.ok && hours !== branch && check.state === 'closed' ? { ...check, state: 'no-delivery' } : check;
}

/** Minutes between the times a scheduled order is offered ("later": 10:00, 10:15, …). */
export const SCHEDULE_SLOT_MINUTES = 15;
/** The days a scheduled order is offered for: today and the six after it. */
export const SCHEDULE_DAYS_AHEAD = 7;

/**
 * The times ('HH:mm') of a Tashkent day ('YYYY-MM-DD') a scheduled order of this service type may
 * name at the branch: every SCHEDULE_SLOT_MINUTES that `checkSchedule` accepts (after now, inside
 * the hours), so the checkout offers only what the API will take.
 */
export function scheduleSlots(branch: HoursOf, day: string, now: Date, serviceType?: OrderServiceType | null): string[] {
  const workHours = scheduleHours(branch, serviceType);
  const slots: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += SCHEDULE_SLOT_MINUTES) {
    const time = `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`;
    if (checkSchedule({ day, time, now, workHours }).ok) slots.push(time);
  }
  return slots;
}

/**
 * What "later" offers: each of the next SCHEDULE_DAYS_AHEAD days (today first, Tashkent's) with its
 * slots (`scheduleSlots`), the days without one left out.
 */
export function scheduleOptions(branch: HoursOf, now: Date, serviceType?: OrderServiceType | null): Array<{ day: string; slots: string[] }> {
  const today = Date.parse(`${localDate(now)}T00:00:00Z`);
  return Array.from({ length: SCHEDULE_DAYS_AHEAD }, (_, days) => new Date(today + days * 24 * 60 * 60_000).toISOString().slice(0, 10))
    .map((day) => ({ day, slots: scheduleSlots(branch, day, now, serviceType) }))
    .filter((option) => option.slots.length > 0);
}

const OPENING_WORDS: Record<Language, { today: string; tomorrow: string; at: (day: string, time: string) => string }> = {
  uz: { today: 'bugun soat {time} da', tomorrow: 'ertaga soat {time} da', at: (day, time) => `${formatCalendarDay(day, 'uz', { weekday: 'long' })} soat ${time} da` },
  ru: { today: 'сегодня в {time}', tomorrow: 'завтра в {time}', at: (day, time) => `${formatCalendarDay(day, 'ru', { weekday: 'long' })}, в ${time}` },
  eng: { today: 'today at {time}', tomorrow: 'tomorrow at {time}', at: (day, time) => `${formatCalendarDay(day, 'eng', { weekday: 'long' })} at ${time}` },
};

/**
 * When a branch opens, as a customer reads it in a sentence: uz "bugun soat 10:00 da",
 * "ertaga soat 10:00 da", "28-noyabr, shanba soat 10:00 da"; ru "сегодня в 10:00", "завтра в 10:00",
 * "суббота, 28 ноября, в 10:00"; eng "today at 10:00", "tomorrow at 10:00", "Saturday 28 November
 * at 10:00". Today and tomorrow are Tashkent's.
 */
export function formatBranchOpening(opening: Pick<BranchOpening, 'day' | 'time'>, now: Date, language: Language): string {
  const words = OPENING_WORDS[language] ?? OPENING_WORDS.uz;
  if (Number.isNaN(now.getTime())) return words.at(opening.day, opening.time);
  const today = localDate(now);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 60 * 60_000).toISOString().slice(0, 10);
  if (opening.day === today) return words.today.replace('{time}', opening.time);
  if (opening.day === tomorrow) return words.tomorrow.replace('{time}', opening.time);
  return words.at(opening.day, opening.time);
}
