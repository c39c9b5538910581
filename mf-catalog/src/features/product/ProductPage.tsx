import { appLink } from '@storefront/contracts';
import type { Language } from '@storefront/contracts';

import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../components/catalog';
import { FloatingBasketButton } from '../../components/BasketButton';
import { ProductDetails } from './ProductDetails';
import { Link } from '@storefront/ui/router';

/** `/product/{id}`. A product the menu does not list at all is 'not on the menu'; one the nearest branch does not sell, or an inactive one, says 'Bu mahsulot mavjud emas'. */
export function ProductPage({ lang, id }: { lang: Language; id: string }) {
  const { t } = useTranslation();
  const product = useCatalog().productById.get(Number(id));
  if (!product) {
    return <p className="cat-notice">{t('notOnMenu')} <Link to={appLink('/')}>{t('backToMenu')}</Link></p>;
  }
  return (
    <>
      <p><Link to={appLink('/')}>← {t('backToMenu')}</Link></p>
      <ProductDetails key={product.id} product={product} lang={lang} />
      <FloatingBasketButton />
    </>
  );
}
