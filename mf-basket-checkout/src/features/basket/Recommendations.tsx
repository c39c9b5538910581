import { appLink, pickText, type Overall, type Product } from '@storefront/contracts';
import type { BasketLine } from '@storefront/runtime';
import { byPriority, formatSum, imageUrl, isProductVisible, toBasketProduct, unitPrice } from '@storefront/contracts/rules';
import { useLanguage, useMountProps } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { canAddOne, stockAt } from './stock';

const MAX_SHOWN = 8;

/**
 * Cart recommendations: the menu's `isCartRecommendation` products the branch sells, not yet in
 * the basket. One without required modifications goes to the basket at once; one with them opens
 * its product page to choose.
 */
export function Recommendations({ overall, lines, branchId }: { overall: Overall | null; lines: readonly BasketLine[]; branchId: number | null }) {
  const { bus, urls } = useMountProps();
  const { t } = useTranslation();
  const language = useLanguage();
  if (!overall) return null;
  const inBasket = new Set(lines.map((l) => l.product.id));
  const products = overall.products
    .filter((p) => p.isCartRecommendation && isProductVisible(p, branchId) && !inBasket.has(p.id))
    .sort(byPriority)
    .slice(0, MAX_SHOWN);
  if (!products.length) return null;
  const needsChoice = (p: Product) => p.modificationGroups.some((g) => g.isRequired || g.minCount > 0);
  const add = (p: Product) => {
    if (!canAddOne(lines, p.id, stockAt(p, branchId))) return;
    bus.emit('basket/add', { product: toBasketProduct(p), modifications: [], count: 1 });
  };
  return (
    <section className="bc-recommend" data-testid="recommendations">
      <h2>{t('recommended')}</h2>
      <ul>
        {products.map((p) => (
          <li key={p.id} data-testid="recommendation" data-product-id={p.id}>
            <img src={imageUrl(urls.mediaBase, p.image, { width: 160, height: 160 })} width={80} height={80} alt="" loading="lazy" />
            <span>{pickText(p.name, language)}</span>
            <span>{formatSum(unitPrice(p), language)}</span>
            {needsChoice(p)
              ? <Link to={appLink('/product/:id', { id: p.id })} className="bc-small">{t('choose')}</Link>
              : <button type="button" className="bc-small" onClick={() => add(p)} aria-label={`${t('add')}: ${pickText(p.name, language)}`}>{t('add')}</button>}
          </li>
        ))}
      </ul>
    </section>
  );
}
