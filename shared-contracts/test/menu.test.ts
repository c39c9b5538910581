import { type Category, type Overall, type Product, type ProductGroup } from '../src';
import { buildMenu, isProductVisible } from '../src/rules';

const name = (uz: string) => ({ uz, ru: null, eng: null });
const group = (id: number, priority: number): ProductGroup => ({ id, priority, name: name(`g${id}`), categories: [] });
const category = (id: number, groupId: number | null, priority: number): Category => ({
  id, groupId, priority, name: name(`c${id}`), products: [], viewType: 'MEDIUM', isWithoutCart: false,
  scrollType: 'VERTICAL', navigationType: 'SHEET',
} as Category);
const at = (...branches: [number, boolean][]) => branches.map(([id, isActive]) => ({ branch: { id, isActive } }));
const product = (id: number, categoryId: number, priority: number, active = true, productBranch = at([1, true], [2, true])) =>
  ({ id, categoryId, priority, active, productBranch, name: name(`p${id}`), costPrice: 1000, discount: 0 }) as Product;

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

  it('shows only products sold at the nearest branch, and drops categories left empty', () => {
    const local: Overall = {
      groups: [group(1, 1)],
      categories: [category(10, 1, 1), category(11, 1, 2)],
      products: [product(100, 10, 1, true, at([1, true])), product(101, 10, 2, true, at([2, true])), product(110, 11, 1, true, at([1, false], [2, true]))],
    };
    const atBranch1 = buildMenu(local, 1);
    expect(atBranch1[0].categories.map((e) => e.products.map((p) => p.id))).toEqual([[100]]);
    const atBranch2 = buildMenu(local, 2);
    expect(atBranch2[0].categories.map((e) => e.products.map((p) => p.id))).toEqual([[101], [110]]);
    expect(buildMenu(local, null)[0].categories.flatMap((e) => e.products.map((p) => p.id))).toEqual([100, 101, 110]);
  });
});

describe('isProductVisible', () => {
  it('needs an active entry for the nearest branch, or no branch known', () => {
    expect(isProductVisible(product(1, 1, 1, true, at([3, true])), 3)).toBe(true);
    expect(isProductVisible(product(1, 1, 1, true, at([3, false])), 3)).toBe(false);
    expect(isProductVisible(product(1, 1, 1, true, []), 3)).toBe(false);
    expect(isProductVisible(product(1, 1, 1, true, []), null)).toBe(true);
    expect(isProductVisible(product(1, 1, 1, false), null)).toBe(false);
  });
});
