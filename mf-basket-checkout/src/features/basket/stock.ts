import type { Product } from '@storefront/contracts';
import type { BasketLine } from '@storefront/runtime';
import { exceedsStock, stockAt as branchStock, unitsOfProduct } from '@storefront/contracts/rules';

/** Stock of a product at the chosen branch (null: not counted). */
export const stockAt = (product: Pick<Product, 'productBranch'> | undefined, branchId: number | null | undefined) =>
  branchStock(product?.productBranch, branchId);

/** Whether one more unit of the product stays within the branch's stock. */
export const canAddOne = (lines: readonly BasketLine[], productId: number, stock: number | null) =>
  !exceedsStock(unitsOfProduct(lines, productId) + 1, stock);

/** Whether the basket already asks for more than the branch has. */
export const overStock = (lines: readonly BasketLine[], productId: number, stock: number | null) =>
  exceedsStock(unitsOfProduct(lines, productId), stock);
