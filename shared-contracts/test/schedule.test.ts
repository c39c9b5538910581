import { MESSAGES } from '../src';
import { checkSchedule, type ScheduleWorkHour } from '../src/rules';

const week = (open: string, close: string, off: ScheduleWorkHour['day'][] = []): ScheduleWorkHour[] =>
  (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const)
    .map((day) => ({ day, open, close, isWorking: !off.includes(day) }));

describe('checkSchedule', () => {
  // Monday 2025-03-10, 12:00 in Tashkent (07:00 UTC).
  const now = new Date('2025-03-10T07:00:00Z');
  const hours = week('10:00', '22:00', ['SUNDAY']);

  it('needs both day and time with the spec message', () => {
    expect(checkSchedule({ day: '2025-03-10', time: null, now, workHours: hours }))
      .toEqual({ ok: false, code: 'REQUIRED', field: 'time', message: MESSAGES.requiredField });
    expect(checkSchedule({ day: '', time: '13:00', now, workHours: hours }))
      .toEqual({ ok: false, code: 'REQUIRED', field: 'day', message: "Iltimos, ushbu maydonni to'ldiring!" });
  });

  it('reads the moment in Tashkent time', () => {
    const result = checkSchedule({ day: '2025-03-10', time: '13:30', now, workHours: hours });
    expect(result).toEqual({ ok: true, at: new Date('2025-03-10T08:30:00Z') });
  });

  it('refuses malformed days and times', () => {
    expect(checkSchedule({ day: '10.03.2025', time: '13:00', now })).toMatchObject({ ok: false, code: 'INVALID_DAY' });
    expect(checkSchedule({ day: '2025-02-30', time: '13:00', now })).toMatchObject({ ok: false, code: 'INVALID_DAY' });
    expect(checkSchedule({ day: '2025-03-10', time: '24:00', now })).toMatchObject({ ok: false, code: 'INVALID_TIME' });
    expect(checkSchedule({ day: '2025-03-10', time: '9:00', now })).toMatchObject({ ok: false, code: 'INVALID_TIME' });
  });

  it('needs a moment strictly in the future', () => {
    expect(checkSchedule({ day: '2025-03-10', time: '12:00', now, workHours: hours })).toMatchObject({ ok: false, code: 'IN_PAST' });
    expect(checkSchedule({ day: '2025-03-09', time: '15:00', now, workHours: hours })).toMatchObject({ ok: false, code: 'IN_PAST' });
    expect(checkSchedule({ day: '2025-03-10', time: '12:01', now, workHours: hours }).ok).toBe(true);
  });

  it('keeps to the work hours: open inclusive, close exclusive, days off refused', () => {
    expect(checkSchedule({ day: '2025-03-11', time: '10:00', now, workHours: hours }).ok).toBe(true);
    expect(checkSchedule({ day: '2025-03-11', time: '09:59', now, workHours: hours })).toMatchObject({ ok: false, code: 'OUTSIDE_HOURS', field: 'time' });
    expect(checkSchedule({ day: '2025-03-11', time: '22:00', now, workHours: hours })).toMatchObject({ ok: false, code: 'OUTSIDE_HOURS' });
    expect(checkSchedule({ day: '2025-03-16', time: '13:00', now, workHours: hours }))
      .toEqual({ ok: false, code: 'DAY_OFF', field: 'day', message: MESSAGES.dayOff });
  });

  it('allows a close after midnight, counting the small hours to the day before', () => {
    const late = week('10:00', '02:00', ['SUNDAY']);
    expect(checkSchedule({ day: '2025-03-11', time: '23:30', now, workHours: late }).ok).toBe(true);
    // 01:00 on Tuesday belongs to Monday's shift.
    expect(checkSchedule({ day: '2025-03-11', time: '01:00', now, workHours: late }).ok).toBe(true);
    expect(checkSchedule({ day: '2025-03-11', time: '02:00', now, workHours: late })).toMatchObject({ ok: false, code: 'OUTSIDE_HOURS' });
    // Sunday is off, so Monday 01:00 (Sunday's night) is closed, and Sunday 01:00 is Saturday's night.
    expect(checkSchedule({ day: '2025-03-17', time: '01:00', now, workHours: late })).toMatchObject({ ok: false, code: 'OUTSIDE_HOURS' });
    expect(checkSchedule({ day: '2025-03-16', time: '01:00', now, workHours: late }).ok).toBe(true);
    // A close at midnight.
    expect(checkSchedule({ day: '2025-03-11', time: '23:59', now, workHours: week('17:00', '00:00') }).ok).toBe(true);
  });

  it('does not restrict the time without work hours, and treats open = close as around the clock', () => {
    expect(checkSchedule({ day: '2025-03-11', time: '04:00', now, workHours: [] }).ok).toBe(true);
    expect(checkSchedule({ day: '2025-03-11', time: '04:00', now, workHours: week('00:00', '00:00') }).ok).toBe(true);
  });
});
