import { useMemo } from 'react';
import { appLink, pickText, type Language } from '@storefront/contracts';
import { byPriority, isProductVisible, readableOnPage } from '@storefront/contracts/rules';
import { useMountProps } from '@storefront/ui';
import { Link, useSearchParams } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { useCatalog, useNearestBranchId } from '../../components/catalog';
import { FloatingBasketButton } from '../../components/BasketButton';
import { ProductList } from '../../components/ProductList';

/** `/category?id=`: one category's products the nearest branch sells, by priority. */
export function CategoryPage({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const { settings } = useMountProps();
  const { overall, categoryById } = useCatalog();
  const branchId = useNearestBranchId();
  const id = Number(useSearchParams()[0].get('id'));
  const category = categoryById.get(id);
  const products = useMemo(
    () => overall.products.filter((p) => p.categoryId === id && isProductVisible(p, branchId)).sort(byPriority),
    [overall, id, branchId],
  );
  if (!category || !products.length) {
    // The page's heading even when there is nothing to list: focus moves to it on navigation.
    return <h1 className="cat-notice cat-notice-heading">{t('categoryEmpty')} <Link to={appLink('/')}>{t('backToMenu')}</Link></h1>;
  }
  return (
    <section className="cat-category-page" data-category-id={category.id}>
      <p><Link to={appLink('/')}>← {t('backToMenu')}</Link></p>
      <h1 style={category.textColor ? { color: readableOnPage(category.textColor, settings.isDark) } : undefined}>{pickText(category.name, lang)}</h1>
      <ProductList products={products} lang={lang} viewType={category.viewType} scrollType="VERTICAL"
        navigationType={category.navigationType} withoutCart={category.isWithoutCart} eagerImages={4} />
      <FloatingBasketButton />
    </section>
  );
}
