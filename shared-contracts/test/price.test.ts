import { describe, expect, it } from 'vitest';
import { formatSum, linePrice, unitPrice } from '../src/rules';

describe('prices', () => {
  it("formats whole so'm with spaces between thousands", () => {
    expect(formatSum(25000)).toBe("25 000 so'm");
    expect(formatSum(1250000)).toBe("1 250 000 so'm");
    expect(formatSum(900)).toBe("900 so'm");
  });

  it('applies the percentage discount', () => {
    expect(unitPrice({ costPrice: 30000, discount: 10 })).toBe(27000);
    expect(unitPrice({ costPrice: 30000, discount: 0 })).toBe(30000);
  });

  it('prices a basket line with its modifications', () => {
    expect(linePrice({ product: { costPrice: 30000, discount: 10 }, modifications: [{ price: 5000, count: 2 }], count: 3 })).toBe((27000 + 10000) * 3);
  });
});
