import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, Language, Product } from '@storefront/contracts';
import { ProductCard } from './ProductCard';
import { usePicturesAfterFrame } from './pictures-after-frame';

/** Cards rendered at first in one list, and added each time the end of the list comes near. */
export const FIRST_CHUNK = 12;
export const NEXT_CHUNK = 24;

/**
 * A category's products as a grid (scrollType VERTICAL) or one row that scrolls sideways
 * (HORIZONTAL), card size by viewType. Renders in chunks: the first few cards at once, more as the
 * customer scrolls to the end, so a category of hundreds keeps the DOM small until it is wanted.
 */
export function ProductList({ products, lang, viewType, scrollType, navigationType, withoutCart, eagerImages = 0, cardsByPlace = false }: {
  products: readonly Product[];
  lang: Language;
  viewType: Category['viewType'];
  scrollType: Category['scrollType'];
  navigationType: Category['navigationType'];
  withoutCart?: boolean;
  eagerImages?: number;
  /**
   * Each card keeps its place and shows whichever product comes there, for a list that changes
   * wholesale at each key typed (the search's results): its elements are updated rather than made
   * anew. A list the customer scrolls or acts in keeps a card per product.
   */
  cardsByPlace?: boolean;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(FIRST_CHUNK);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = shown < products.length;
  useEffect(() => {
    const element = sentinel.current;
    if (!more || !element) return;
    if (typeof IntersectionObserver === 'undefined') { setShown(products.length); return; }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        // In slices, as a transition: the customer keeps scrolling while the next cards render.
        startTransition(() => setShown((n) => n + NEXT_CHUNK));
      }
    }, { rootMargin: '600px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, shown, products.length]);
  const pictured = usePicturesAfterFrame(products, cardsByPlace);
  // A new list (another branch, language or query) starts from the first chunk again.
  useEffect(() => setShown(FIRST_CHUNK), [products]);
  return (
    <div className={`cat-list cat-${scrollType === 'HORIZONTAL' ? 'row' : 'grid'} cat-list-${viewType.toLowerCase()}`}>
      {products.slice(0, shown).map((product, index) => (
        <ProductCard key={cardsByPlace ? index : product.id} product={product} lang={lang} viewType={viewType} navigationType={navigationType}
          withoutCart={withoutCart} eager={index < eagerImages} t={t} picture={pictured(index)} />
      ))}
      {more && <div ref={sentinel} className="cat-sentinel" aria-hidden="true" />}
    </div>
  );
}
