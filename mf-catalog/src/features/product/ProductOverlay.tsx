import { useEffect, useRef } from 'react';
import { appLink, pickText, type Category, type Language, type Product } from '@storefront/contracts';
import { Link, useT } from '@storefront/ui';
import { ProductDetails } from './ProductDetails';

/** A product opened from a list as a bottom sheet (SHEET) or a centred dialog (POP_UP). */
export function ProductOverlay({ product, how, lang, onClose }: {
  product: Product; how: Exclude<Category['navigationType'], 'FULL_SCREEN'>; lang: Language; onClose(): void;
}) {
  const t = useT();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => { window.removeEventListener('keydown', onKey); previous?.focus?.(); };
  }, [onClose]);
  return (
    <div className="cat-overlay" onClick={(event) => { if (event.target === event.currentTarget) onClose(); }}>
      <div className={`cat-${how === 'SHEET' ? 'sheet' : 'popup'}`} role="dialog" aria-modal="true"
        aria-label={pickText(product.name, lang)} data-testid={`product-${how === 'SHEET' ? 'sheet' : 'popup'}`}>
        <div className="cat-overlay-bar">
          <Link href={appLink('/product/:id', { id: product.id })} onClick={onClose}>{t('openPage')}</Link>
          <button type="button" ref={closeRef} onClick={onClose} aria-label={t('close')}>×</button>
        </div>
        <ProductDetails key={product.id} product={product} lang={lang} headingLevel={2} onAdded={onClose} />
      </div>
    </div>
  );
}
