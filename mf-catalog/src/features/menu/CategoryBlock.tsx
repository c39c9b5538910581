import { useRef } from 'react';
import { appLink, pickText, type Category, type Language, type Product } from '@storefront/contracts';
import { readableOnPage } from '@storefront/contracts/rules';
import { useMountProps } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { FIRST_CHUNK, ProductList } from '../../components/ProductList';
import { useNearViewport } from '../../components/near-viewport';

/** Height a category takes before its cards render, so the page does not jump as they arrive. */
const CARD_HEIGHT: Record<Category['viewType'], number> = { BIG: 470, MEDIUM: 340, SMALL: 128 };
/**
 * The heading above the cards: margins 16 + 8 (styles.ts: .cat-category h3) and its line, ~21 px
 * at 18 px. A skipped block holds the top margin inside it; a drawn one lets it out above, so the
 * page takes the same room either way.
 */
const HEADING_HEIGHT = 45;
const COLUMNS: Record<Category['viewType'], number> = { BIG: 3, MEDIUM: 5, SMALL: 3 };

export function estimatedHeight(category: Pick<Category, 'viewType' | 'scrollType'>, products: number): number {
  const height = CARD_HEIGHT[category.viewType];
  if (category.scrollType === 'HORIZONTAL') return height;
  return Math.ceil(Math.min(products, FIRST_CHUNK) / COLUMNS[category.viewType]) * (height + 12);
}

/**
 * One category of the home menu: its heading always (the chips scroll to it), its cards only once
 * the customer scrolls near it; the first categories render at once.
 */
export function CategoryBlock({ category, products, lang, eager, eagerImages }: {
  category: Category; products: Product[]; lang: Language; eager: boolean; eagerImages: number;
}) {
  const { t } = useTranslation();
  const { settings } = useMountProps();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { initial: eager, margin: '1000px' });
  const name = pickText(category.name, lang);
  // Until its cards render, the browser skips laying out and painting the block's heading too: the
  // first layout of the menu then covers what is on screen, not every category below it.
  const skipped = near ? undefined : { contentVisibility: 'auto', containIntrinsicSize: `auto ${HEADING_HEIGHT + estimatedHeight(category, products.length)}px` } as const;
  return (
    <div className="cat-category" id={`category-${category.id}`} ref={ref} data-category-id={category.id} style={skipped}>
      <h3 style={category.textColor ? { color: readableOnPage(category.textColor, settings.isDark) } : undefined} id={`category-title-${category.id}`}>
        <span className="cat-category-name">{name}</span>
        <small className="cat-count">{t('productCount', { count: products.length })}</small>
        {/* Named "see all", described by the heading: a link per category named like the category
            would clash with the header's links ("Banket menyusi" contains "Menyu"). */}
        <Link to={`${appLink('/category')}?id=${category.id}`} className="cat-category-link" aria-describedby={`category-title-${category.id}`}>
          {t('seeAll')}
        </Link>
      </h3>
      {near
        ? <ProductList products={products} lang={lang} viewType={category.viewType} scrollType={category.scrollType}
            navigationType={category.navigationType} withoutCart={category.isWithoutCart} eagerImages={eagerImages} />
        : <div className="cat-placeholder" style={{ height: estimatedHeight(category, products.length) }} />}
    </div>
  );
}
