import type { Category, Overall, Product, ProductGroup } from '@storefront/contracts';

export interface MenuCategory {
  category: Category;
  products: Product[];
}

export interface MenuSection {
  /** null for the categories that belong to no group. */
  group: ProductGroup | null;
  categories: MenuCategory[];
}

const byPriority = (a: { priority: number; id: number }, b: { priority: number; id: number }) =>
  a.priority - b.priority || a.id - b.id;

/**
 * Groups → categories → products, each ascending by priority (spec §5). Inactive products are
 * left out, and so are categories without a product and groups without such a category.
 * (Branch visibility joins when the nearest branch is known; the rule moves to the contracts.)
 */
export function buildMenu(overall: Overall): MenuSection[] {
  const productsByCategory = new Map<number, Product[]>();
  for (const product of overall.products) {
    if (!product.active) continue;
    const list = productsByCategory.get(product.categoryId);
    if (list) list.push(product);
    else productsByCategory.set(product.categoryId, [product]);
  }
  const menuCategory = (category: Category): MenuCategory => ({
    category,
    products: (productsByCategory.get(category.id) ?? []).slice().sort(byPriority),
  });
  const groupIds = new Set(overall.groups.map((group) => group.id));
  const sections: MenuSection[] = [];
  for (const group of overall.groups.slice().sort(byPriority)) {
    const categories = overall.categories
      .filter((category) => category.groupId === group.id)
      .sort(byPriority)
      .map(menuCategory)
      .filter((entry) => entry.products.length > 0);
    if (categories.length) sections.push({ group, categories });
  }
  const ungrouped = overall.categories
    .filter((category) => category.groupId == null || !groupIds.has(category.groupId))
    .sort(byPriority)
    .map(menuCategory)
    .filter((entry) => entry.products.length > 0);
  if (ungrouped.length) sections.push({ group: null, categories: ungrouped });
  return sections;
}
