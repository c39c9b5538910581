import type { Branch } from '../entities/geo';
import { distanceMeters, type Point } from './geo';
import { MERCHANT_UTC_OFFSET_MINUTES, WEEKDAYS, workSpans, type ScheduleWorkHour } from './schedule';

/**
 * Where a branch stands at a moment: `open`, `closed` (it works today, but not now), `day-off`
 * (spec §8 'Bugun dam olish kuni': today's entry says it does not work) or `unknown` (no work hours
 * and no open/close). `today` is today's hours as 'HH:mm–HH:mm', null on a day off or when unknown.
 */
export interface BranchHoursNow {
  state: 'open' | 'closed' | 'day-off' | 'unknown';
  today: string | null;
}

type HoursOf = Pick<Branch, 'open' | 'close' | 'workHours'>;

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
 * Is the branch open at `now`, and what are today's hours, read in Tashkent time (UTC+5, spec §9's
 * merchants are in Uzbekistan; the same offset as scheduled orders). Open inclusive, close exclusive;
 * a close at or before the open runs past midnight, so at 01:00 on Tuesday a branch with Monday
 * 10:00–02:00 is open, even when Tuesday is its day off. A weekday without an entry is a day off.
 */
export function branchHoursNow(branch: HoursOf, now: Date, utcOffsetMinutes: number = MERCHANT_UTC_OFFSET_MINUTES): BranchHoursNow {
  const week = weekOf(branch);
  if (!week) return { state: 'unknown', today: null };
  const local = new Date(now.getTime() + utcOffsetMinutes * 60_000);
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
export function closestOpenBranch<T extends HoursOf & Point>(point: Point, branches: readonly T[], now: Date): { branch: T; distance: number } | undefined {
  let best: { branch: T; distance: number } | undefined;
  for (const branch of branches) {
    if (branchHoursNow(branch, now).state !== 'open') continue;
    const distance = distanceMeters(point, branch);
    if (!best || distance < best.distance) best = { branch, distance };
  }
  return best;
}
