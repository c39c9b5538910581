import type { ProductBranch } from '../entities/catalog';

/**
 * Stock of a product at a branch: the `amount` of its branch entry; null (not counted) or no known
 * branch means no limit. The basket warns with 'Mahsulot soni yetarlicha emas!' and the API
 * refuses an order (NOT_ENOUGH_STOCK) by the same rule.
 */
export function stockAt(productBranch: readonly Pick<ProductBranch, 'amount' | 'branch'>[] | undefined, branchId: number | null | undefined): number | null {
  if (!productBranch || !branchId) return null;
  return productBranch.find((entry) => entry.branch.id === branchId)?.amount ?? null;
}

/** Units of one product across basket lines (each modification choice is a line of its own). */
export const unitsOfProduct = (lines: readonly { product: { id: number }; count: number }[], productId: number) =>
  lines.reduce((sum, line) => sum + (line.product.id === productId ? line.count : 0), 0);

/** More units asked than the branch has (never, when its stock is not counted). */
export const exceedsStock = (units: number, stock: number | null | undefined) => stock != null && units > stock;
