import type { Branch } from '@storefront/contracts';
import { distanceParts, pickupBranches, pickupRows, preselectedBranch } from '../src/features/pickup/pickup';
import { yandexScriptUrl } from '../src/map/yandex';

const settings = { bookingEnabled: false, deliveryEnabled: true, dineinEnabled: false, directorId: null, expressEnabled: false, kitchenEnabled: true, merchantId: 1, payOfficeEnabled: true, pickupEnabled: true, storageEnabled: false, yandexEnabled: false };
const branch = (id: number, latitude: number, longitude: number, open: string, close: string, extra: Partial<Branch> = {}): Branch => ({
  id, cityId: 1, merchantId: 1, name: { uz: `B${id}`, ru: `B${id}`, eng: `B${id}` }, latitude, longitude, open, close,
  isActive: true, isMain: false, deleted: false, settings, workHours: null, ...extra,
});
/** Monday 2025-03-10 in Tashkent (UTC+5). */
const at = (hhmm: string) => new Date(`2025-03-10T${hhmm}:00+05:00`);
const me = { latitude: 41.3111, longitude: 69.2797 };
const near = branch(1, 41.312, 69.28, '10:00', '22:00');
const middle = branch(2, 41.33, 69.29, '08:00', '23:00');
const far = branch(3, 41.2, 69.2, '09:00', '23:00');

describe('pick-up branches', () => {
  it('keeps active branches that serve pick-up', () => {
    const noPickup = branch(4, 41.3, 69.3, '09:00', '23:00', { settings: { ...settings, pickupEnabled: false } });
    const inactive = branch(5, 41.3, 69.3, '09:00', '23:00', { isActive: false });
    const deleted = branch(6, 41.3, 69.3, '09:00', '23:00', { deleted: true });
    expect(pickupBranches([near, noPickup, inactive, deleted, far]).map((b) => b.id)).toEqual([1, 3]);
  });

  it('lists the nearest first with distances when the location is known, in the given order otherwise', () => {
    const rows = pickupRows([far, middle, near], at('12:00'), me);
    expect(rows.map((r) => r.branch.id)).toEqual([1, 2, 3]);
    expect(rows[0].distance).toBeLessThan(rows[1].distance!);
    expect(rows[0].hours).toEqual({ state: 'open', today: '10:00–22:00' });
    expect(pickupRows([far, near], at('12:00'), null).map((r) => [r.branch.id, r.distance])).toEqual([[3, null], [1, null]]);
  });

  it('pre-selects the closest open branch, else the session\'s branch, else none', () => {
    expect(preselectedBranch([far, middle, near], at('12:00'), me, 3)?.id).toBe(1);
    expect(preselectedBranch([far, middle, near], at('09:30'), me, 3)?.id).toBe(2);
    expect(preselectedBranch([far, middle, near], at('12:00'), null, 3)?.id).toBe(3);
    expect(preselectedBranch([far, middle, near], at('12:00'), null, 99)).toBeNull();
    expect(preselectedBranch([], at('12:00'), me, null)).toBeNull();
  });

  it('writes distances in metres under a kilometre, else in kilometres', () => {
    expect(distanceParts(3)).toEqual({ unit: 'm', value: '10' });
    expect(distanceParts(347)).toEqual({ unit: 'm', value: '350' });
    expect(distanceParts(2449)).toEqual({ unit: 'km', value: '2.4' });
    expect(distanceParts(12_600)).toEqual({ unit: 'km', value: '13' });
  });
});

describe('Yandex\'s script', () => {
  const yandexMapsUrl = 'https://api-maps.yandex.ru/v3/';
  it('asks for v3 in ru_RU with the merchant\'s key', () => {
    expect(yandexScriptUrl(yandexMapsUrl, 'a b&c')).toBe('https://api-maps.yandex.ru/v3/?apikey=a+b%26c&lang=ru_RU');
  });
});
