import { cashbackEarned } from '../src/rules/cashback';

describe('cashbackEarned', () => {
  const totals = { productPrice: 100_000, productDiscount: 10_000 };
  it('is the percent of what was paid for the products after the promo, rounded down', () => {
    expect(cashbackEarned(totals, 0, 5)).toBe(4_500);
    expect(cashbackEarned({ productPrice: 33_333, productDiscount: 0 }, 0, 3)).toBe(999);
  });
  it('does not earn on the cashback spent, and is never negative', () => {
    expect(cashbackEarned(totals, 20_000, 5)).toBe(3_500);
    expect(cashbackEarned(totals, 200_000, 5)).toBe(0);
  });
  it('no percent, a bad percent or 0 earns nothing; more than 100 is 100', () => {
    expect(cashbackEarned(totals, 0, null)).toBe(0);
    expect(cashbackEarned(totals, 0, Number.NaN)).toBe(0);
    expect(cashbackEarned(totals, 0, 0)).toBe(0);
    expect(cashbackEarned(totals, 0, 150)).toBe(90_000);
  });
});
