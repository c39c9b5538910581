import { describe, expect, it } from 'vitest';
import type { Category, Overall, Product, ProductGroup } from '@storefront/contracts';
import { buildMenu } from '../src/features/menu/menu';

const name = (uz: string) => ({ uz, ru: null, eng: null });
const group = (id: number, priority: number): ProductGroup => ({ id, priority, name: name(`g${id}`), categories: [] });
const category = (id: number, groupId: number | null, priority: number): Category => ({
  id, groupId, priority, name: name(`c${id}`), products: [], viewType: 'MEDIUM', isWithoutCart: false,
  scrollType: 'VERTICAL', navigationType: 'SHEET',
} as Category);
const product = (id: number, categoryId: number, priority: number, active = true) =>
  ({ id, categoryId, priority, active, name: name(`p${id}`), costPrice: 1000, discount: 0 }) as Product;

describe('buildMenu', () => {
  const overall: Overall = {
    groups: [group(2, 5), group(1, 1)],
    categories: [category(10, 1, 2), category(11, 1, 1), category(20, 2, 1), category(30, null, 1), category(40, 1, 0)],
    products: [product(100, 10, 3), product(101, 10, 1), product(110, 11, 2), product(200, 20, 1), product(300, 30, 1), product(400, 40, 1, false)],
  };

  it('orders groups, categories and products by priority', () => {
    const menu = buildMenu(overall);
    expect(menu.map((section) => section.group?.id ?? null)).toEqual([1, 2, null]);
    expect(menu[0].categories.map((entry) => entry.category.id)).toEqual([11, 10]);
    expect(menu[0].categories[1].products.map((p) => p.id)).toEqual([101, 100]);
  });

  it('leaves out inactive products and categories left empty', () => {
    const ids = buildMenu(overall).flatMap((section) => section.categories.map((entry) => entry.category.id));
    expect(ids).not.toContain(40);
  });
});
