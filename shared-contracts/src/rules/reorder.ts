import type { BasketProduct } from '../entities/basket';
import type { Product } from '../entities/catalog';
import type { CartItem, CartModification } from '../entities/order';
import { isProductVisible } from './menu';

/** What a basket line keeps of a product (the menu's "add" and a reorder both make it). */
export const toBasketProduct = (product: Product): BasketProduct => ({
  id: product.id, name: product.name, image: product.image, costPrice: product.costPrice, discount: product.discount,
  productBranch: product.productBranch.map((entry) => ({ branch: entry.branch })),
});

export interface Reorder {
  /** The lines to add, with today's product and modification prices. */
  lines: { product: BasketProduct; modifications: CartModification[]; count: number }[];
  /** Lines of the old order that cannot be had now: the product (or one of its choices) is no longer sold. */
  missing: { productId: number; name: Product['name'] | null }[];
}

/**
 * A past order's lines as they can be ordered today: each product as the menu sells it now (its
 * current price, at the nearest branch when one is known), each chosen modification at its current
 * price. A line whose product or modification is gone is not dropped silently: it is listed in
 * `missing` for the customer to see.
 */
export function reorderLines(items: readonly CartItem[], products: readonly Product[], nearestBranchId: number | null): Reorder {
  const byId = new Map(products.map((product) => [product.id, product]));
  const result: Reorder = { lines: [], missing: [] };
  for (const item of items) {
    const product = byId.get(item.product.id);
    if (!product || !isProductVisible(product, nearestBranchId)) {
      result.missing.push({ productId: item.product.id, name: product?.name ?? null });
      continue;
    }
    const offered = new Map(product.modificationGroups.flatMap((group) => group.modifications).map((m) => [m.id, m]));
    const modifications = item.modifications.map((m) => (offered.has(m.id) ? { id: m.id, price: offered.get(m.id)!.price, count: m.count } : null));
    if (modifications.some((m) => m === null)) {
      result.missing.push({ productId: product.id, name: product.name });
      continue;
    }
    result.lines.push({ product: toBasketProduct(product), modifications: modifications as CartModification[], count: item.product.count });
  }
  return result;
}
