import type { Category, Overall, Product, ProductGroup } from '../entities/catalog';

type Prioritised = { priority: number; id: number };

/** Spec §5: groups, categories and products sort ascending by priority (id breaks ties, stably). */
export const byPriority = (a: Prioritised, b: Prioritised) => a.priority - b.priority || a.id - b.id;

/**
 * Spec §5 product visibility: with a known nearest branch, a product shows only if one of its
 * branch entries has an active branch with that id; with none, every (active) product shows.
 */
export function isProductVisible(product: Pick<Product, 'active' | 'productBranch'>, nearestBranchId: number | null | undefined): boolean {
  if (!product.active) return false;
  if (nearestBranchId == null) return true;
  return product.productBranch.some((entry) => entry.branch.id === nearestBranchId && entry.branch.isActive);
}

export interface MenuCategory { category: Category; products: Product[] }
export interface MenuSection { group: ProductGroup | null; categories: MenuCategory[] }

/**
 * The menu as the customer sees it: groups → categories → products, each by priority; only
 * visible products; only categories with at least one (spec §5 "active" categories); only groups
 * with such a category; categories of no known group last, under no group.
 */
export function buildMenu(overall: Overall, nearestBranchId?: number | null): MenuSection[] {
  const productsByCategory = new Map<number, Product[]>();
  for (const product of overall.products) {
    if (!isProductVisible(product, nearestBranchId)) continue;
    const list = productsByCategory.get(product.categoryId);
    if (list) list.push(product);
    else productsByCategory.set(product.categoryId, [product]);
  }
  for (const list of productsByCategory.values()) list.sort(byPriority);
  const activeCategories = overall.categories
    .filter((category) => productsByCategory.has(category.id))
    .sort(byPriority)
    .map((category) => ({ category, products: productsByCategory.get(category.id)! }));
  const groupIds = new Set(overall.groups.map((group) => group.id));
  const sections: MenuSection[] = [];
  for (const group of [...overall.groups].sort(byPriority)) {
    const categories = activeCategories.filter((entry) => entry.category.groupId === group.id);
    if (categories.length) sections.push({ group, categories });
  }
  const ungrouped = activeCategories.filter((entry) => entry.category.groupId == null || !groupIds.has(entry.category.groupId));
  if (ungrouped.length) sections.push({ group: null, categories: ungrouped });
  return sections;
}
