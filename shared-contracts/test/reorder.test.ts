import type { CartItem, Product } from '../src';
import { reorderLines } from '../src/rules';

const text = (name: string) => ({ uz: name, ru: name, eng: name });
const product = (id: number, costPrice: number, extra: Partial<Product> = {}): Product => ({
  id, name: text(`P${id}`), image: null, costPrice, discount: 0, active: true,
  productBranch: [{ branch: { id: 1, isActive: true } }],
  modificationGroups: [{ id: 9, name: text('Size'), priority: 1, isRequired: false, minCount: 0, maxCount: 2,
    modifications: [{ id: 91, name: text('Big'), price: 7000, image: null, priority: 1, isDefault: false, maxCount: 1 }] }],
  ...extra,
} as unknown as Product);
const item = (id: number, count: number, modifications: CartItem['modifications'] = []): CartItem =>
  ({ product: { id, costPrice: 1000, discount: 0, count, productBranch: null }, modifications });

describe('reordering a past order', () => {
  it('fills the basket with the same lines at today\'s prices', () => {
    const result = reorderLines([item(1, 2, [{ id: 91, price: 5000, count: 1 }]), item(2, 1)], [product(1, 30000), product(2, 12000)], 1);
    expect(result.missing).toEqual([]);
    expect(result.lines).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ id: 1, costPrice: 30000 }), modifications: [{ id: 91, price: 7000, count: 1 }], count: 2 }),
      expect.objectContaining({ product: expect.objectContaining({ id: 2, costPrice: 12000 }), modifications: [], count: 1 }),
    ]);
  });

  it('lists what can no longer be had instead of dropping it: gone, inactive, not at this branch, a choice gone', () => {
    const result = reorderLines(
      [item(1, 1), item(2, 1), item(3, 1), item(4, 1, [{ id: 55, price: 100, count: 1 }]), item(5, 1)],
      [product(2, 1, { active: false }), product(3, 1, { productBranch: [{ branch: { id: 2, isActive: true } }] }), product(4, 1), product(5, 8000)],
      1,
    );
    expect(result.missing.map((m) => m.productId)).toEqual([1, 2, 3, 4]);
    expect(result.missing[0].name).toBeNull();
    expect(result.lines.map((line) => line.product.id)).toEqual([5]);
  });
});
