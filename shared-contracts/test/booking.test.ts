import {
  freeTableFor, tablesSeating, timesOverlap,
  bookingDates, bookingSlotTimes, canCancelReservation, currentTable, splitReservations, tableFromSearch, type ScheduleWorkHour,
} from '../src/rules';
import { APP_ROUTES, isServedBy, routeOn } from '../src/app-routes';

const week = (open: string, close: string, off: ScheduleWorkHour['day'][] = []): ScheduleWorkHour[] =>
  (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const)
    .map((day) => ({ day, open, close, isWorking: !off.includes(day) }));
// Monday 23 November 2026, 10:00 in Tashkent.
const NOW = new Date('2026-11-23T05:00:00Z');

describe('booking rules', () => {
  it('offers today and the next 30 days, in Tashkent dates', () => {
    const dates = bookingDates(NOW);
    expect(dates).toHaveLength(31);
    expect(dates[0]).toBe('2026-11-23');
    expect(dates[30]).toBe('2026-12-23');
    // 20:00 UTC is already the next day in Tashkent.
    expect(bookingDates(new Date('2026-11-23T20:00:00Z'))[0]).toBe('2026-11-24');
  });

  it('offers starts every 30 minutes while two hours fit before closing, only after now', () => {
    const tomorrow = bookingSlotTimes({ date: '2026-11-24', now: NOW, workHours: week('09:00', '23:00') });
    expect(tomorrow.map((s) => s.time).slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
    expect(tomorrow.at(-1)?.time).toBe('21:00');
    expect(tomorrow[0].startsAt.toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect(tomorrow[0].endsAt.toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(bookingSlotTimes({ date: '2026-11-23', now: NOW, workHours: week('09:00', '23:00') })[0].time).toBe('10:30');
  });

  it('runs a late-closing day past midnight, and offers nothing on a day off or out of range', () => {
    const late = bookingSlotTimes({ date: '2026-11-24', now: NOW, workHours: week('10:00', '02:00') });
    expect(late.at(-1)?.time).toBe('00:00');
    expect(late.at(-1)?.startsAt.toISOString()).toBe('2026-11-24T19:00:00.000Z');
    expect(bookingSlotTimes({ date: '2026-11-29', now: NOW, workHours: week('10:00', '22:00', ['SUNDAY']) })).toEqual([]);
    expect(bookingSlotTimes({ date: '2026-12-24', now: NOW, workHours: week('10:00', '22:00') })).toEqual([]);
    expect(bookingSlotTimes({ date: '2026-11-24', now: NOW, workHours: null })).toEqual([]);
  });

  it('cancels online until two hours before the start', () => {
    expect(canCancelReservation(new Date(NOW.getTime() + 2 * 3600_000), NOW)).toBe(true);
    expect(canCancelReservation(new Date(NOW.getTime() + 2 * 3600_000 - 1), NOW)).toBe(false);
  });

  it('splits reservations into upcoming (soonest first) and past or cancelled (newest first)', () => {
    const r = (id: number, startsAt: string, status = 'ACTIVE') =>
      ({ id, startsAt, endsAt: new Date(Date.parse(startsAt) + 7200_000).toISOString(), status });
    const { upcoming, past } = splitReservations([
      r(1, '2026-11-20T10:00:00Z'), r(2, '2026-11-25T10:00:00Z'), r(3, '2026-11-24T10:00:00Z'), r(4, '2026-11-26T10:00:00Z', 'CANCELED'),
      r(5, '2026-11-23T04:00:00Z'),
    ], NOW);
    expect(upcoming.map((x) => x.id)).toEqual([5, 3, 2]);
    expect(past.map((x) => x.id)).toEqual([4, 1]);
  });
});

describe('dine-in table and feature flags', () => {
  it('reads the table and branch of a QR code URL', () => {
    expect(tableFromSearch('?table=12&branch=3')).toEqual({ tableId: 12, branchId: 3 });
    expect(tableFromSearch('?vendor=demo&branch=3&table=7')).toEqual({ tableId: 7, branchId: 3 });
    expect(tableFromSearch('?table=12')).toBeNull();
    expect(tableFromSearch('?table=0&branch=1')).toBeNull();
    expect(tableFromSearch('?table=x&branch=1')).toBeNull();
    expect(tableFromSearch('')).toBeNull();
  });


  it('keeps the table of a QR code for the visit (6 hours), not for ever', () => {
    const table = { branchId: 1, tableId: 2, since: NOW.getTime() };
    expect(currentTable(table, new Date(NOW.getTime() + 5 * 3600_000))).toBe(table);
    expect(currentTable(table, new Date(NOW.getTime() + 6 * 3600_000))).toBeNull();
    expect(currentTable(null, NOW)).toBeNull();
  });

  it('serves a flagged screen only while its flag is on', () => {
    const reservations = APP_ROUTES.find((route) => route.path === '/reservations')!;
    expect(routeOn(reservations, { bookingActive: true })).toBe(true);
    expect(routeOn(reservations, { bookingActive: false })).toBe(false);
    expect(isServedBy('booking', { vacanciesActive: true })({ pathname: '/vacancy/3' })).toBe(true);
    expect(isServedBy('booking', { vacanciesActive: false })({ pathname: '/vacancy/3' })).toBe(false);
    expect(isServedBy('catalog', {})({ pathname: '/' })).toBe(true);
  });
});

describe('which table a party gets', () => {
  const tables = [{ id: 3, seats: 6 }, { id: 1, seats: 2 }, { id: 2, seats: 4 }, { id: 4, seats: 4 }];
  const at = (from: string, to: string) => ({ startsAt: `2026-11-28T${from}:00Z`, endsAt: `2026-11-28T${to}:00Z` });

  it('holds overlap when they share a moment, not when one ends as the other starts', () => {
    expect(timesOverlap(at('10:00', '12:00'), at('11:30', '13:30'))).toBe(true);
    expect(timesOverlap(at('10:00', '12:00'), at('12:00', '14:00'))).toBe(false);
    expect(timesOverlap(at('10:00', '12:00'), { startsAt: new Date('2026-11-28T09:00:00Z'), endsAt: new Date('2026-11-28T10:30:00Z') })).toBe(true);
  });

  it('gives the smallest table that seats the party, the lower id first', () => {
    expect(tablesSeating(tables, 3).map((t) => t.id)).toEqual([2, 4, 3]);
    expect(freeTableFor(tables, 3, at('10:00', '12:00'), [])?.id).toBe(2);
  });

  it('skips a table held at an overlapping time, and finds none when all are', () => {
    const held = [{ tableId: 2, ...at('11:00', '13:00') }, { tableId: 4, ...at('09:00', '10:00') }];
    expect(freeTableFor(tables, 3, at('10:00', '12:00'), held)?.id).toBe(4);
    expect(freeTableFor(tables, 5, at('10:00', '12:00'), [{ tableId: 3, ...at('10:30', '11:00') }])).toBeNull();
    expect(freeTableFor(tables, 7, at('10:00', '12:00'), [])).toBeNull();
  });
});
