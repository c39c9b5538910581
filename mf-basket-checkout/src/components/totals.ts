import type { BasketLine } from '@storefront/runtime';
import type { TotalsLine } from '@storefront/contracts/rules';

/** A basket line as the contracts' totals rule reads it. */
export const totalsLines = (lines: readonly BasketLine[]): TotalsLine[] => lines.map((line) => ({
  costPrice: line.product.costPrice,
  discount: line.product.discount,
  count: line.count,
  modifications: line.modifications,
}));
