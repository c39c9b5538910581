import { formatSum, linePrice, unitPrice } from '../src/rules';

describe('prices', () => {
  it("formats whole so'm with spaces between thousands", () => {
    expect(formatSum(25000)).toBe("25 000 so'm");
    expect(formatSum(1250000)).toBe("1 250 000 so'm");
    expect(formatSum(900)).toBe("900 so'm");
  });

  it('groups every length of number from the right, rounded to whole so\'m', () => {
    const cases: [number, string][] = [[0, '0'], [5, '5'], [99, '99'], [1000, '1 000'], [12345, '12 345'], [100000, '100 000'],
      [999999, '999 999'], [1000000, '1 000 000'], [123456789, '123 456 789'], [1499.5, '1 500'], [25000.4, '25 000'], [-1234, '-1 234']];
    for (const [amount, digits] of cases) expect(formatSum(amount, 'eng')).toBe(`${digits} UZS`);
    // Not a price: written as JavaScript writes it, never cut into groups ("In fin ity").
    expect(formatSum(Number.POSITIVE_INFINITY, 'eng')).toBe('Infinity UZS');
    expect(formatSum(Number.NaN, 'eng')).toBe('NaN UZS');
    // The same grouping as the browser's own number format, with the plain space.
    for (const amount of [7, 70, 700, 7000, 70000, 700000, 7000000, 31999, 450500]) {
      expect(formatSum(amount, 'eng')).toBe(`${amount.toLocaleString('en-US').replace(/,/g, ' ')} UZS`);
    }
  });

  it('names the currency in the interface language: so\'m, сум, UZS', () => {
    expect(formatSum(25000, 'uz')).toBe("25 000 so'm");
    expect(formatSum(25000, 'ru')).toBe('25 000 сум');
    expect(formatSum(25000, 'eng')).toBe('25 000 UZS');
    expect(formatSum(-10000, 'ru')).toBe('-10 000 сум');
    expect(formatSum(25000, 'xx')).toBe("25 000 so'm");
  });

  it('applies the percentage discount', () => {
    expect(unitPrice({ costPrice: 30000, discount: 10 })).toBe(27000);
    expect(unitPrice({ costPrice: 30000, discount: 0 })).toBe(30000);
  });

  it('prices a basket line with its modifications', () => {
    expect(linePrice({ product: { costPrice: 30000, discount: 10 }, modifications: [{ price: 5000, count: 2 }], count: 3 })).toBe((27000 + 10000) * 3);
  });
});

import { exceedsStock, stockAt, unitsOfProduct } from '../src/rules';

describe('stock', () => {
  const entries = [{ amount: 3, branch: { id: 1, isActive: true } }, { amount: null, branch: { id: 2, isActive: true } }];
  it('reads the branch stock; uncounted or unknown branch means no limit', () => {
    expect(stockAt(entries, 1)).toBe(3);
    expect(stockAt(entries, 2)).toBeNull();
    expect(stockAt(entries, null)).toBeNull();
  });
  it('counts a product over every basket line and compares with the stock', () => {
    const lines = [{ product: { id: 5 }, count: 2 }, { product: { id: 5 }, count: 1 }, { product: { id: 6 }, count: 9 }];
    expect(unitsOfProduct(lines, 5)).toBe(3);
    expect(exceedsStock(3, 3)).toBe(false);
    expect(exceedsStock(4, 3)).toBe(true);
    expect(exceedsStock(400, null)).toBe(false);
  });
});
