import { computeTotals, linePrice, serviceFee, type TotalsInput } from '../src/rules';

const lines = [
  { costPrice: 30000, discount: 10, count: 2, modifications: [{ price: 5000, count: 1 }] }, // (27000+5000)*2 = 64000
  { costPrice: 12000, discount: 0, count: 1, modifications: [] }, // 12000
];
const base: TotalsInput = { lines, serviceType: 'DELIVERY', deliveryPrice: 10000 };
const fee = { isServiceFeeEnabled: true, isServiceFeeFreeAboveThreshold: true, serviceFeeThreshold: 200000, serviceFeeAmount: 3000 };

describe('computeTotals', () => {
  it('sums the basket: cost, own discounts (never on modifications), count', () => {
    const t = computeTotals(base);
    expect(t).toEqual({
      totalProductPrice: (30000 + 5000) * 2 + 12000,
      totalProductDiscount: 6000,
      productPrice: 76000,
      productDiscount: 0,
      productCount: 3,
      totalPrice: 86000,
      totalDiscount: 6000,
      deliveryPrice: 10000,
      deliveryDiscount: 0,
      serviceFee: 0,
      cashback: 0,
    });
    // The same line price the basket shows.
    expect(t.productPrice).toBe(lines.reduce((s, l) => s + linePrice({ product: l, modifications: l.modifications, count: l.count }), 0));
  });

  it('applies a promo only when it has an id', () => {
    const promo = { discountType: 'AMOUNT' as const, productDiscount: 10000, deliveryDiscount: 0 };
    expect(computeTotals({ ...base, promo }).productDiscount).toBe(0);
    expect(computeTotals({ ...base, promo: { ...promo, id: null } }).productDiscount).toBe(0);
    const t = computeTotals({ ...base, promo: { ...promo, id: 1 } });
    expect(t).toMatchObject({ productDiscount: 10000, totalDiscount: 16000, totalPrice: 76000 });
  });

  it('computes a percentage promo on products and on delivery, rounding halves up', () => {
    const t = computeTotals({
      lines: [{ costPrice: 10001, discount: 0, count: 1, modifications: [] }], serviceType: 'DELIVERY', deliveryPrice: 10001,
      promo: { id: 2, discountType: 'PERCENTAGE', productDiscount: 15, deliveryDiscount: 50 },
    });
    expect(t.productDiscount).toBe(1500); // 1500.15
    expect(t.deliveryDiscount).toBe(5001); // 5000.5 → 5001
    expect(t.totalPrice).toBe(10001 - 1500 + 10001 - 5001);
  });

  it('never discounts delivery for pick-up, where the delivery price is 0', () => {
    const promo = { id: 3, discountType: 'PERCENTAGE' as const, productDiscount: 0, deliveryDiscount: 100 };
    const t = computeTotals({ ...base, serviceType: 'PICK_UP', promo });
    expect(t).toMatchObject({ deliveryPrice: 0, deliveryDiscount: 0, totalPrice: 76000 });
    expect(computeTotals({ ...base, promo })).toMatchObject({ deliveryDiscount: 10000, totalPrice: 76000 });
  });

  it('keeps the payable product part at zero or above', () => {
    const amount = computeTotals({ ...base, promo: { id: 1, discountType: 'AMOUNT', productDiscount: 1_000_000, deliveryDiscount: 1_000_000 } });
    expect(amount).toMatchObject({ productDiscount: 76000, deliveryDiscount: 10000, totalPrice: 0 });
    const percent = computeTotals({ ...base, promo: { id: 1, discountType: 'PERCENTAGE', productDiscount: 250, deliveryDiscount: 0 } });
    expect(percent).toMatchObject({ productDiscount: 76000, totalPrice: 10000 });
  });

  it('adds the service fee unless switched off or the payable products are strictly above the threshold', () => {
    expect(computeTotals({ ...base, deliverySettings: fee })).toMatchObject({ serviceFee: 3000, totalPrice: 89000 });
    expect(computeTotals({ ...base, deliverySettings: { ...fee, isServiceFeeEnabled: false } }).serviceFee).toBe(0);
    expect(computeTotals({ ...base, deliverySettings: { ...fee, serviceFeeThreshold: 76000 } }).serviceFee).toBe(3000);
    expect(computeTotals({ ...base, deliverySettings: { ...fee, serviceFeeThreshold: 75999 } }).serviceFee).toBe(0);
    expect(computeTotals({ ...base, deliverySettings: { ...fee, serviceFeeThreshold: 0, isServiceFeeFreeAboveThreshold: false } }).serviceFee).toBe(3000);
    // The threshold looks at products after the promo.
    const promo = { id: 1, discountType: 'AMOUNT' as const, productDiscount: 1000, deliveryDiscount: 0 };
    expect(computeTotals({ ...base, promo, deliverySettings: { ...fee, serviceFeeThreshold: 75500 } }).serviceFee).toBe(3000);
    expect(serviceFee(fee, 0)).toBe(0);
  });

  it('spends cashback up to the balance and up to the amount payable, in whole so\'m', () => {
    expect(computeTotals({ ...base, cashback: 5000.7, userCashback: 100000 })).toMatchObject({ cashback: 5000, totalPrice: 81000 });
    expect(computeTotals({ ...base, cashback: 50000, userCashback: 20000 })).toMatchObject({ cashback: 20000, totalPrice: 66000 });
    expect(computeTotals({ ...base, cashback: 500000, userCashback: 500000 })).toMatchObject({ cashback: 86000, totalPrice: 0 });
    expect(computeTotals({ ...base, cashback: 5000 })).toMatchObject({ cashback: 0, totalPrice: 86000 });
    expect(computeTotals({ ...base, cashback: -5000, userCashback: 10000 }).cashback).toBe(0);
  });

  it('answers zeros for an empty basket', () => {
    expect(computeTotals({ lines: [], serviceType: 'DELIVERY', deliveryPrice: 0, deliverySettings: fee }))
      .toMatchObject({ productPrice: 0, productCount: 0, serviceFee: 0, totalPrice: 0 });
  });
});
