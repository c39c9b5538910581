import type { OrderTotals } from '../entities/order';

/**
 * Cashback an order earns at the merchant's percent: a share of what the customer paid in money
 * for the products — after the products' own discounts and the promo, without delivery or the
 * service fee, and without the cashback spent on it (cashback does not earn cashback). Whole so'm,
 * rounded down; never negative.
 */
export function cashbackEarned(
  totals: Pick<OrderTotals, 'productPrice' | 'productDiscount'>,
  spent: number | null | undefined,
  percent: number | null | undefined,
): number {
  const share = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent as number)) : 0;
  const paidForProducts = totals.productPrice - totals.productDiscount - Math.max(0, spent ?? 0);
  return paidForProducts > 0 ? Math.floor((paidForProducts * share) / 100) : 0;
}
