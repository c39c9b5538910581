import {
  branchHoursNow, checkOrderNow, checkSchedule, closestOpenBranch, deliveryBranch, formatBranchOpening, deliveryQuote, nextBranchOpening,
  checkServiceNow, scheduleHours, scheduleOptions, scheduleSlots, type ScheduleWorkHour,
} from '../src/rules';

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

describe('nextBranchOpening and checkOrderNow', () => {
  const daily = { workHours: week('10:00', '22:00', ['SUNDAY']) };
  const late = { workHours: week('10:00', '02:00') };

  it('is now while the branch is open, and then an order now is fine', () => {
    const noon = tashkent('2025-03-10T12:00');
    expect(nextBranchOpening(daily, noon)).toEqual({ at: noon, day: '2025-03-10', time: '12:00' });
    expect(checkOrderNow(daily, noon)).toEqual({ ok: true });
  });

  it('is today\'s opening in the morning, tomorrow\'s after closing, and skips a day off', () => {
    expect(nextBranchOpening(daily, tashkent('2025-03-10T07:40'))).toMatchObject({ day: '2025-03-10', time: '10:00', at: tashkent('2025-03-10T10:00') });
    expect(nextBranchOpening(daily, tashkent('2025-03-10T22:00'))).toMatchObject({ day: '2025-03-11', time: '10:00' });
    // Saturday night: Sunday is off, so Monday.
    expect(nextBranchOpening(daily, tashkent('2025-03-15T23:00'))).toMatchObject({ day: '2025-03-17', time: '10:00' });
    expect(checkOrderNow(daily, tashkent('2025-03-16T12:00'))).toMatchObject({ ok: false, state: 'day-off', opensAt: { day: '2025-03-17', time: '10:00' } });
  });

  it('reads a late closing past midnight: open at 01:00, closed at 03:00 until 10:00', () => {
    expect(checkOrderNow(late, tashkent('2025-03-11T01:00'))).toEqual({ ok: true });
    expect(checkOrderNow(late, tashkent('2025-03-11T03:00'))).toMatchObject({ ok: false, state: 'closed', opensAt: { day: '2025-03-11', time: '10:00' } });
  });

  it('gives an opening a scheduled order accepts', () => {
    const now = tashkent('2025-03-10T07:40');
    const opens = nextBranchOpening(daily, now)!;
    expect(checkSchedule({ day: opens.day, time: opens.time, now, workHours: daily.workHours }).ok).toBe(true);
  });

  it('holds nothing against a branch without hours, and finds no opening for one that never opens', () => {
    expect(checkOrderNow({ open: null, close: null, workHours: null }, tashkent('2025-03-10T03:00'))).toEqual({ ok: true });
    expect(nextBranchOpening({ open: null, close: null, workHours: null }, tashkent('2025-03-10T03:00'))).toBeNull();
    const never = { workHours: week('10:00', '22:00', ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']) };
    expect(checkOrderNow(never, tashkent('2025-03-10T12:00'))).toEqual({ ok: false, state: 'day-off', opensAt: null });
  });
});

describe('delivery hours: the branch\'s delivery window', () => {
  // Sergeli of the demo: the kitchen 10:00–22:00 with Sunday off, couriers 10:30–21:30.
  const sergeli = { workHours: week('10:00', '22:00', ['SUNDAY']), deliveryStart: '10:30', deliveryEnd: '21:30' };

  it('takes a pick-up for now at 10:10 but not a delivery, which starts at 10:30', () => {
    const at = tashkent('2025-03-10T10:10');
    expect(checkServiceNow(sergeli, 'PICK_UP', at)).toEqual({ ok: true });
    expect(checkServiceNow(sergeli, 'DELIVERY', at)).toMatchObject({ ok: false, state: 'no-delivery', opensAt: { day: '2025-03-10', time: '10:30' } });
    expect(checkServiceNow(sergeli, 'DELIVERY', tashkent('2025-03-10T21:45'))).toMatchObject({ ok: false, state: 'no-delivery', opensAt: { day: '2025-03-11', time: '10:30' } });
    expect(checkServiceNow(sergeli, 'DELIVERY', tashkent('2025-03-10T12:00'))).toEqual({ ok: true });
  });

  it('keeps the branch\'s day off for delivery, and ignores a window that is not HH:mm', () => {
    expect(checkServiceNow(sergeli, 'DELIVERY', tashkent('2025-03-16T12:00'))).toMatchObject({ ok: false, state: 'day-off', opensAt: { day: '2025-03-17', time: '10:30' } });
    expect(checkServiceNow({ ...sergeli, deliveryStart: 'soon' }, 'DELIVERY', tashkent('2025-03-10T10:10'))).toEqual({ ok: true });
  });

  it('holds a scheduled delivery to the window and a scheduled pick-up to the kitchen\'s hours', () => {
    const now = tashkent('2025-03-10T08:00');
    const deliveryWeek = scheduleHours(sergeli, 'DELIVERY');
    expect(checkSchedule({ day: '2025-03-10', time: '10:15', now, workHours: deliveryWeek }).ok).toBe(false);
    expect(checkSchedule({ day: '2025-03-10', time: '10:15', now, workHours: scheduleHours(sergeli, 'PICK_UP') }).ok).toBe(true);
  });

  it('chooses the closest branch delivering now, not the closest open kitchen', () => {
    const at = { latitude: 41.3, longitude: 69.2 };
    const near = { id: 1, latitude: 41.3, longitude: 69.2, ...sergeli };
    const far = { id: 2, latitude: 41.4, longitude: 69.3, workHours: week('09:00', '23:00'), deliveryStart: '09:00', deliveryEnd: '23:00' };
    expect(closestOpenBranch(at, [near, far], tashkent('2025-03-10T10:10'), 'DELIVERY')?.branch.id).toBe(2);
    expect(closestOpenBranch(at, [near, far], tashkent('2025-03-10T10:10'), 'PICK_UP')?.branch.id).toBe(1);
  });
});

describe('scheduleSlots and scheduleOptions: the times "later" offers', () => {
  const sergeli = { workHours: week('10:00', '22:00', ['SUNDAY']), deliveryStart: '10:30', deliveryEnd: '21:30' };

  it('offers every quarter hour inside the hours, from the next one after now', () => {
    const slots = scheduleSlots(sergeli, '2025-03-10', tashkent('2025-03-10T12:07'), 'PICK_UP');
    expect(slots[0]).toBe('12:15');
    expect(slots.at(-1)).toBe('21:45');
    expect(scheduleSlots(sergeli, '2025-03-11', tashkent('2025-03-10T12:07'), 'DELIVERY')).toEqual(
      expect.arrayContaining(['10:30', '21:15']),
    );
    expect(scheduleSlots(sergeli, '2025-03-11', tashkent('2025-03-10T12:07'), 'DELIVERY')).not.toContain('21:30');
  });

  it('offers only what checkSchedule takes', () => {
    const now = tashkent('2025-03-10T12:07');
    for (const time of scheduleSlots(sergeli, '2025-03-10', now, 'DELIVERY')) {
      expect(checkSchedule({ day: '2025-03-10', time, now, workHours: scheduleHours(sergeli, 'DELIVERY') }).ok).toBe(true);
    }
  });

  it('offers the next seven days that have a slot: not Sunday, not today after closing', () => {
    const options = scheduleOptions(sergeli, tashkent('2025-03-10T22:30'), 'PICK_UP');
    expect(options.map((option) => option.day)).toEqual(['2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15']);
    expect(options[0].slots).toEqual(scheduleSlots(sergeli, '2025-03-11', tashkent('2025-03-10T22:30'), 'PICK_UP'));
    expect(scheduleOptions({ open: null, close: null, workHours: null }, tashkent('2025-03-10T12:00'))).toHaveLength(7);
  });
});

describe('deliveryBranch and deliveryQuote', () => {
  const square = (lat: number, lon: number, d: number): Array<[number, number]> => [[lon - d, lat - d], [lon + d, lat - d], [lon + d, lat + d], [lon - d, lat + d], [lon - d, lat - d]];
  const areas = [{ id: 9, cityId: 1, polygon: square(41.31, 69.28, 0.2), price: 4000 }];
  const delivers = { deliveryEnabled: true, pickupEnabled: true };
  const near = { id: 1, cityId: 1, latitude: 41.312, longitude: 69.28, settings: delivers, workHours: week('10:00', '22:00') };
  const far = { id: 2, cityId: 1, latitude: 41.4, longitude: 69.3, settings: delivers, workHours: week('00:00', '00:00') };
  const point = { latitude: 41.3111, longitude: 69.2797 };

  it('takes the closest open delivering branch of the area\'s city, else the closest', () => {
    expect(deliveryBranch(point, [near, far], areas, tashkent('2025-03-10T12:00'))?.id).toBe(1);
    expect(deliveryBranch(point, [near, far], areas, tashkent('2025-03-10T03:00'))?.id).toBe(2);
    expect(deliveryBranch(point, [near], areas, tashkent('2025-03-10T03:00'))?.id).toBe(1);
    expect(deliveryBranch({ latitude: 40, longitude: 60 }, [near, far], areas, tashkent('2025-03-10T12:00'))).toBeUndefined();
  });

  it('prices a point the same with or without a branch named, raised to the minimal delivery price', () => {
    const now = tashkent('2025-03-10T12:00');
    const asked = deliveryQuote({ point, basket: 25000, branches: [near, far], areas, minimalDeliveryPrice: 15000, now });
    expect(asked).toMatchObject({ price: 15000, reason: 'AREA', branch: { id: 1 } });
    expect(deliveryQuote({ point, basket: 25000, branches: [near, far], areas, branchId: 1, minimalDeliveryPrice: 15000, now }).price).toBe(15000);
    expect(deliveryQuote({ point, basket: 25000, branches: [near, far], areas, now }).price).toBe(4000);
    expect(deliveryQuote({ point, basket: 0, branches: [near, far], areas, now })).toMatchObject({ price: 0, reason: 'EMPTY_BASKET' });
    expect(deliveryQuote({ point: { latitude: 40, longitude: 60 }, basket: 1, branches: [near], areas, now })).toMatchObject({ price: 0, reason: 'OUT_OF_AREA', branch: null });
  });
});

describe('formatBranchOpening', () => {
  const now = tashkent('2025-03-10T07:40');
  it('says today, tomorrow, or the day, in each language', () => {
    expect(formatBranchOpening({ day: '2025-03-10', time: '10:00' }, now, 'uz')).toBe('bugun soat 10:00 da');
    expect(formatBranchOpening({ day: '2025-03-11', time: '09:00' }, now, 'ru')).toBe('завтра в 09:00');
    expect(formatBranchOpening({ day: '2025-03-10', time: '10:00' }, now, 'eng')).toBe('today at 10:00');
    expect(formatBranchOpening({ day: '2025-03-15', time: '10:00' }, now, 'uz')).toBe('15-mart, shanba soat 10:00 da');
    expect(formatBranchOpening({ day: '2025-03-15', time: '10:00' }, now, 'eng')).toBe('Saturday 15 March at 10:00');
    // A moment that is not one names the day, never throws.
    expect(formatBranchOpening({ day: '2025-03-15', time: '10:00' }, new Date('x'), 'uz')).toBe('15-mart, shanba soat 10:00 da');
  });
});
