import { pickText, type Language, type Order, type Product } from '@storefront/contracts';
import { formatSum, linePrice } from '@storefront/contracts/rules';
import { useLanguage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';

/** A modification's name from the menu; its id when the menu no longer has it. */
function modificationName(products: ReadonlyMap<number, Product>, productId: number, modificationId: number, language: Language): string {
  for (const group of products.get(productId)?.modificationGroups ?? []) {
    const found = group.modifications.find((m) => m.id === modificationId);
    if (found) return pickText(found.name, language);
  }
  return `#${modificationId}`;
}

/** The order's lines as the server priced them, named from the menu. */
export function OrderItems({ order, products }: { order: Order; products: ReadonlyMap<number, Product> }) {
  const language = useLanguage();
  return (
    <ul className="pf-items">
      {order.cartItems.map((item, index) => {
        const product = products.get(item.product.id);
        return (
          <li key={index} data-testid="order-item">
            <span>{product ? pickText(product.name, language) : `#${item.product.id}`} × {item.product.count}</span>
            {item.modifications.length > 0 && (
              <small>{item.modifications.map((m) => `${modificationName(products, item.product.id, m.id, language)}${m.count > 1 ? ` ×${m.count}` : ''}`).join(', ')}</small>
            )}
            <span>{formatSum(linePrice({ product: item.product, modifications: item.modifications, count: item.product.count }), language)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The order's totals: each line that is not zero, then the total. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const totals = order.totals;
  const rows: [ParseKeys, string, number][] = [
    ['productsPrice', 'order-total-products', totals.totalProductPrice],
    ['productsDiscount', 'order-total-product-discount', -totals.totalProductDiscount],
    ['promoDiscount', 'order-total-promo', -totals.productDiscount],
    ['deliveryPrice', 'order-total-delivery', totals.deliveryPrice],
    ['deliveryDiscount', 'order-total-delivery-discount', -totals.deliveryDiscount],
    ['serviceFee', 'order-total-service-fee', totals.serviceFee ?? 0],
    ['cashback', 'order-total-cashback', -(order.cashback ?? 0)],
  ];
  return (
    <dl className="pf-totals">
      {rows.filter(([, , value]) => value !== 0).map(([key, testId, value]) => (
        <div key={key}><dt>{t(key)}</dt><dd data-testid={testId}>{formatSum(value, language)}</dd></div>
      ))}
      <div className="pf-grand"><dt>{t('total')}</dt><dd data-testid="order-total">{formatSum(totals.totalPrice, language)}</dd></div>
    </dl>
  );
}
