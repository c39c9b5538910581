import type { ComputedTotals } from '@storefront/contracts/rules';
import { formatSum } from '@storefront/contracts/rules';
import { useLanguage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';

/**
 * The totals of the contracts' `computeTotals`, the same rule the API prices the order with; rows
 * that are zero are left out, the total always shows.
 */
export function TotalsPreview({ totals, delivery = false }: { totals: ComputedTotals; delivery?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows: [ParseKeys, string, number, boolean][] = [
    ['productsPrice', 'total-products', totals.totalProductPrice, true],
    ['productsDiscount', 'total-product-discount', -totals.totalProductDiscount, totals.totalProductDiscount > 0],
    ['promoDiscount', 'total-promo', -totals.productDiscount, totals.productDiscount > 0],
    ['deliveryPrice', 'total-delivery', totals.deliveryPrice, delivery],
    ['deliveryDiscount', 'total-delivery-discount', -totals.deliveryDiscount, totals.deliveryDiscount > 0],
    ['serviceFee', 'total-service-fee', totals.serviceFee, totals.serviceFee > 0],
    ['cashback', 'total-cashback', -totals.cashback, totals.cashback > 0],
  ];
  return (
    <dl className="bc-totals" data-testid="totals">
      {rows.filter(([, , , shown]) => shown).map(([key, testId, value]) => (
        <div key={key}><dt>{t(key)}</dt><dd data-testid={testId}>{formatSum(value, language)}</dd></div>
      ))}
      <div className="bc-grand"><dt>{t('total')}</dt><dd data-testid="total-price">{formatSum(totals.totalPrice, language)}</dd></div>
    </dl>
  );
}
