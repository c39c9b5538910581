import { ADDRESS_MATCH_TOLERANCE, type LonLat } from '../src';
import { addressesMatch, deliveryPrice, findMatchingAddress } from '../src/rules';

const square: LonLat[] = [[69.2, 41.3], [69.3, 41.3], [69.3, 41.4], [69.2, 41.4]];
const inner: LonLat[] = [[69.24, 41.34], [69.26, 41.34], [69.26, 41.36], [69.24, 41.36]];
const areas = [{ id: 1, polygon: square, price: 15000 }, { id: 2, polygon: inner, price: 3000 }];
const branch = { latitude: 41.31, longitude: 69.21 };
const inside = { latitude: 41.32, longitude: 69.25 };

describe('deliveryPrice', () => {
  const base = { serviceType: 'DELIVERY' as const, basket: 2, point: inside, branch, areas, minimalDeliveryPrice: 5000 };

  it("answers the area's price and the distance from the branch", () => {
    const result = deliveryPrice(base);
    expect(result).toMatchObject({ price: 15000, reason: 'AREA', area: { id: 1 } });
    expect(result.distance).toBeGreaterThan(3000);
    expect(result.distance).toBeLessThan(4000);
  });

  it('raises a cheap area to the minimal delivery price', () => {
    expect(deliveryPrice({ ...base, point: { latitude: 41.35, longitude: 69.25 } })).toMatchObject({ price: 5000, area: { id: 2 } });
  });

  it('is 0 for an empty basket, a missing point, no branch, pick-up and dine-in', () => {
    expect(deliveryPrice({ ...base, basket: 0 })).toMatchObject({ price: 0, reason: 'EMPTY_BASKET' });
    expect(deliveryPrice({ ...base, point: null })).toMatchObject({ price: 0, reason: 'NO_POINT' });
    expect(deliveryPrice({ ...base, point: { latitude: 41.32 } })).toMatchObject({ price: 0, reason: 'NO_POINT' });
    expect(deliveryPrice({ ...base, branch: null })).toMatchObject({ price: 0, reason: 'NO_BRANCH' });
    expect(deliveryPrice({ ...base, serviceType: 'PICK_UP' })).toMatchObject({ price: 0, reason: 'NOT_DELIVERY' });
    expect(deliveryPrice({ ...base, serviceType: 'DINE_IN' })).toMatchObject({ price: 0, reason: 'NOT_DELIVERY' });
  });

  it('tells a point outside every area apart', () => {
    expect(deliveryPrice({ ...base, point: { latitude: 42, longitude: 70 } })).toMatchObject({ price: 0, reason: 'OUT_OF_AREA', area: null });
  });
});

describe('address match (spec §5)', () => {
  it('matches when both coordinates differ by less than 0.000099', () => {
    expect(ADDRESS_MATCH_TOLERANCE).toBe(0.000099);
    const a = { latitude: 41.3, longitude: 69.2 };
    expect(addressesMatch(a, { latitude: 41.300098, longitude: 69.200098 })).toBe(true);
    expect(addressesMatch(a, { latitude: 41.3001, longitude: 69.2 })).toBe(false);
    expect(addressesMatch(a, { latitude: 41.3, longitude: 69.1999 })).toBe(false);
    expect(findMatchingAddress(a, [{ id: 1, latitude: 41.31, longitude: 69.2 }, { id: 2, latitude: 41.30005, longitude: 69.19995 }])?.id).toBe(2);
  });
});
