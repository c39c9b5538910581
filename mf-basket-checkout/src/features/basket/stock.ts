import type { BasketLine, Product } from '@storefront/contracts';

/**
 * Stock of a product at a branch: the `amount` of its branch entry; null (not counted) or no
 * known branch means no limit. The API refuses an order past it with NOT_ENOUGH_STOCK.
 */
export function stockAt(product: Pick<Product, 'productBranch'> | undefined, branchId: number | null | undefined): number | null {
  if (!product || !branchId) return null;
  const entry = product.productBranch.find((e) => e.branch.id === branchId);
  return entry?.amount ?? null;
}

/** Units of one product across the basket's lines (each modification choice is a line of its own). */
export const unitsInBasket = (lines: readonly BasketLine[], productId: number) =>
  lines.reduce((sum, line) => sum + (line.product.id === productId ? line.count : 0), 0);

/** Whether one more unit of the product would pass the branch's stock. */
export function canAddOne(lines: readonly BasketLine[], productId: number, stock: number | null): boolean {
  return stock === null || unitsInBasket(lines, productId) < stock;
}

/** Whether the basket already asks for more than the branch has. */
export function overStock(lines: readonly BasketLine[], productId: number, stock: number | null): boolean {
  return stock !== null && unitsInBasket(lines, productId) > stock;
}
