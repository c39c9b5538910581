import { appLink, pickText, type Category, type Language, type Product } from '@storefront/contracts';
import { useDialog } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { ProductDetails } from './ProductDetails';

/** A product opened from a list as a bottom sheet (SHEET) or a centred dialog (POP_UP). */
export function ProductOverlay({ product, how, lang, onClose }: {
  product: Product; how: Exclude<Category['navigationType'], 'FULL_SCREEN'>; lang: Language; onClose(): void;
}) {
  const { t } = useTranslation();
  const dialog = useDialog<HTMLDivElement>(onClose);
  return (
    <div className="cat-overlay" onClick={(event) => { if (event.target === event.currentTarget) onClose(); }}>
      <div className={`cat-${how === 'SHEET' ? 'sheet' : 'popup'}`} role="dialog" aria-modal="true" ref={dialog}
        aria-label={pickText(product.name, lang)} data-testid={`product-${how === 'SHEET' ? 'sheet' : 'popup'}`}>
        <div className="cat-overlay-bar">
          <Link to={appLink('/product/:id', { id: product.id })} onClick={onClose}>{t('openPage')}</Link>
          <button type="button" data-autofocus onClick={onClose} aria-label={t('close')}>×</button>
        </div>
        <ProductDetails key={product.id} product={product} lang={lang} headingLevel={2} onAdded={onClose} />
      </div>
    </div>
  );
}
