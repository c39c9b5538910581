import { DEFAULT_COOKING_MINUTES, estimateArrival, HANDOVER_MINUTES, longestCookingMinutes } from '../src/rules/order-eta';

const now = new Date('2026-11-23T10:00:00Z');
const branch = { latitude: 41.2995, longitude: 69.2401 };
// About 3.3 km east of the branch: 10 minutes at 20 km/h.
const address = { latitude: 41.2995, longitude: 69.2797 };
const minutesFrom = (date: Date | null) => (date ? Math.round((date.getTime() - now.getTime()) / 60_000) : null);

describe('estimateArrival', () => {
  it('a placed delivery: cooking of its slowest product, then the ride and the hand-over', () => {
    const eta = estimateArrival({ status: 'CREATED', serviceType: 'DELIVERY', cookingMinutes: 30, branch, address }, now);
    expect(minutesFrom(eta)).toBe(30 + 10 + HANDOVER_MINUTES);
  });

  it('counts from when cooking started, and a pick-up has no ride', () => {
    const cookingTime = new Date(now.getTime() - 15 * 60_000).toISOString();
    expect(minutesFrom(estimateArrival({ status: 'COOKING', serviceType: 'PICK_UP', cookingTime, cookingMinutes: null }, now)))
      .toBe(DEFAULT_COOKING_MINUTES - 15);
  });

  it('on the way: from where the courier is now', () => {
    const halfway = { latitude: 41.2995, longitude: 69.2599 };
    expect(minutesFrom(estimateArrival({ status: 'ON_WAY', serviceType: 'DELIVERY', branch, address, courier: halfway }, now))).toBe(5 + HANDOVER_MINUTES);
  });

  it('is never in the past, is the time of a scheduled order, and is gone once the order is finished', () => {
    const longAgo = new Date(now.getTime() - 5 * 3600_000).toISOString();
    expect(estimateArrival({ status: 'DONE', serviceType: 'DELIVERY', readyTime: longAgo, branch, address }, now)?.getTime()).toBe(now.getTime());
    expect(estimateArrival({ status: 'AT_TIME', serviceType: 'DELIVERY', atTime: '2026-11-23T14:00:00Z' }, now)?.toISOString()).toBe('2026-11-23T14:00:00.000Z');
    for (const status of ['DELIVERED', 'CLOSED', 'CANCELED'] as const) expect(estimateArrival({ status, serviceType: 'DELIVERY' }, now)).toBeNull();
  });
});

describe('longestCookingMinutes', () => {
  it('takes the slowest product that names a time', () => {
    expect(longestCookingMinutes([{ timeCookingMax: 10 }, { timeCookingMax: null }, { timeCookingMax: 25 }])).toBe(25);
    expect(longestCookingMinutes([{}, { timeCookingMax: 0 }])).toBeNull();
  });
});
