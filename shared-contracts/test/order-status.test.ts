import { OrderStatus } from '../src';
import { ACTIVE_ORDER_STATUSES, ARCHIVED_ORDER_STATUSES, isOrderActive } from '../src/rules';

describe('order status groups', () => {
  it('splits every status into exactly one of active and archived', () => {
    const all = [...ACTIVE_ORDER_STATUSES, ...ARCHIVED_ORDER_STATUSES];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...OrderStatus.options].sort());
  });

  it('counts a draft, a scheduled and an on-the-way order as active, a delivered or cancelled one not', () => {
    expect(isOrderActive('OPEN')).toBe(true);
    expect(isOrderActive('AT_TIME')).toBe(true);
    expect(isOrderActive('ON_WAY')).toBe(true);
    expect(isOrderActive('DELIVERED')).toBe(false);
    expect(isOrderActive('CANCELED')).toBe(false);
  });
});
