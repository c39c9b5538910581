import { branchHoursNow, closestOpenBranch, type ScheduleWorkHour } from '../src/rules';

const week = (open: string, close: string, off: ScheduleWorkHour['day'][] = []): ScheduleWorkHour[] =>
  (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const)
    .map((day) => ({ day, open, close, isWorking: !off.includes(day) }));

/** A moment given in Tashkent time (UTC+5): 2025-03-10 is a Monday, 2025-03-16 a Sunday. */
const tashkent = (local: string) => new Date(`${local}:00+05:00`);

describe('branchHoursNow', () => {
  const daily = { open: '10:00', close: '22:00', workHours: week('10:00', '22:00', ['SUNDAY']) };

  it('is open from the opening minute until just before the close, in Tashkent time', () => {
    expect(branchHoursNow(daily, tashkent('2025-03-10T10:00'))).toEqual({ state: 'open', today: '10:00–22:00' });
    expect(branchHoursNow(daily, tashkent('2025-03-10T21:59'))).toEqual({ state: 'open', today: '10:00–22:00' });
    expect(branchHoursNow(daily, tashkent('2025-03-10T22:00'))).toEqual({ state: 'closed', today: '10:00–22:00' });
    expect(branchHoursNow(daily, tashkent('2025-03-10T09:59'))).toEqual({ state: 'closed', today: '10:00–22:00' });
  });

  it('reads the clock at UTC+5, not the machine\'s zone: 05:30 UTC is 10:30 in Tashkent', () => {
    expect(branchHoursNow(daily, new Date('2025-03-10T05:30:00Z')).state).toBe('open');
    expect(branchHoursNow(daily, new Date('2025-03-10T04:30:00Z')).state).toBe('closed');
    // 19:30 UTC on Saturday is already 00:30 on Sunday, the day off.
    expect(branchHoursNow(daily, new Date('2025-03-15T19:30:00Z'))).toEqual({ state: 'day-off', today: null });
  });

  it('says day off on a weekday that does not work, and on a weekday without an entry', () => {
    expect(branchHoursNow(daily, tashkent('2025-03-16T12:00'))).toEqual({ state: 'day-off', today: null });
    const weekdaysOnly = { workHours: week('09:00', '18:00').filter((entry) => entry.day !== 'SATURDAY') };
    expect(branchHoursNow(weekdaysOnly, tashkent('2025-03-15T12:00'))).toEqual({ state: 'day-off', today: null });
  });

  it('keeps a close past midnight open into the next day, even into its day off', () => {
    const late = { workHours: week('10:00', '02:00', ['TUESDAY']) };
    expect(branchHoursNow(late, tashkent('2025-03-10T23:30'))).toEqual({ state: 'open', today: '10:00–02:00' });
    // Tuesday 01:00: still Monday's evening; Tuesday itself is the day off.
    expect(branchHoursNow(late, tashkent('2025-03-11T01:00'))).toEqual({ state: 'open', today: null });
    expect(branchHoursNow(late, tashkent('2025-03-11T02:00'))).toEqual({ state: 'day-off', today: null });
    expect(branchHoursNow(late, tashkent('2025-03-12T02:30'))).toEqual({ state: 'closed', today: '10:00–02:00' });
  });

  it('falls back to open and close every day without work hours, and to unknown without either', () => {
    expect(branchHoursNow({ open: '08:00', close: '23:00', workHours: null }, tashkent('2025-03-16T08:00'))).toEqual({ state: 'open', today: '08:00–23:00' });
    expect(branchHoursNow({ open: '08:00', close: '23:00', workHours: [] }, tashkent('2025-03-16T23:00'))).toEqual({ state: 'closed', today: '08:00–23:00' });
    expect(branchHoursNow({ open: null, close: null, workHours: null }, tashkent('2025-03-10T12:00'))).toEqual({ state: 'unknown', today: null });
    expect(branchHoursNow({ open: 'noon', close: '23:00' }, tashkent('2025-03-10T12:00'))).toEqual({ state: 'unknown', today: null });
  });

  it('treats the same open and close as around the clock', () => {
    expect(branchHoursNow({ workHours: week('00:00', '00:00') }, tashkent('2025-03-10T03:00')).state).toBe('open');
  });
});

describe('closestOpenBranch', () => {
  const at = { latitude: 41.3111, longitude: 69.2797 };
  const near = { id: 1, latitude: 41.312, longitude: 69.28, open: '10:00', close: '22:00', workHours: null };
  const middle = { id: 2, latitude: 41.33, longitude: 69.29, open: '08:00', close: '23:00', workHours: null };
  const far = { id: 3, latitude: 41.2, longitude: 69.2, open: '00:00', close: '00:00', workHours: null };

  it('picks the nearest branch that is open now, with its distance in metres', () => {
    const noon = closestOpenBranch(at, [far, middle, near], tashkent('2025-03-10T12:00'));
    expect(noon?.branch.id).toBe(1);
    expect(noon?.distance).toBeGreaterThan(50);
    expect(noon?.distance).toBeLessThan(150);
    // 09:00: the nearest one has not opened yet.
    expect(closestOpenBranch(at, [far, middle, near], tashkent('2025-03-10T09:00'))?.branch.id).toBe(2);
    expect(closestOpenBranch(at, [near, middle, far], tashkent('2025-03-10T23:30'))?.branch.id).toBe(3);
  });

  it('finds none when none is open or there are none', () => {
    expect(closestOpenBranch(at, [near, middle], tashkent('2025-03-10T23:30'))).toBeUndefined();
    expect(closestOpenBranch(at, [], tashkent('2025-03-10T12:00'))).toBeUndefined();
  });
});
