import { memo } from 'react';
import type { TFunction } from 'i18next';
import { appLink, pickText, type Category, type Language, type Product } from '@storefront/contracts';
import { formatSum, unitPrice } from '@storefront/contracts/rules';
import { useMountProps } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { needsChoice, toBasketProduct, useProductOpener } from './catalog';
import { FavouriteToggle } from './favourites';
import { formatMeasure } from './format';
import { ProductImage } from './ProductImage';

/** Image size in CSS pixels of each card size (category viewType, spec §3). */
export const CARD_IMAGE_SIZE: Record<Category['viewType'], number> = { BIG: 320, MEDIUM: 200, SMALL: 96 };

export interface ProductCardProps {
  product: Product;
  lang: Language;
  viewType: Category['viewType'];
  navigationType: Category['navigationType'];
  /** The category is shown without a basket button (spec §3 isWithoutCart). */
  withoutCart?: boolean;
  eager?: boolean;
  /** The list's translation function: one translation hook per list rather than one per card. */
  t: TFunction;
  /**
   * False while the card's picture waits for the next frame (a list whose cards change product at
   * each key typed, ProductList's `cardsByPlace`): an empty square of the picture's size stands in.
   */
  picture?: boolean;
}

/**
 * One product in a list. Memoised and free of session subscriptions, so adding to the basket (or
 * any other change of the session) re-renders none of the cards of a big menu.
 */
export const ProductCard = memo(function ProductCard({ product, lang, viewType, navigationType, withoutCart = false, eager = false, t, picture = true }: ProductCardProps) {
  const { bus } = useMountProps();
  const opener = useProductOpener();
  const name = pickText(product.name, lang);
  const price = unitPrice(product);
  const measure = formatMeasure(product, t);
  const choice = needsChoice(product);
  const action = choice ? t('choose') : t('add');
  const add = () => {
    if (choice) return opener.open(product, navigationType);
    bus.emit('basket/add', { product: toBasketProduct(product), modifications: [], count: 1 });
  };
  return (
    <article className={`cat-card cat-card-${viewType.toLowerCase()}`} data-product-id={product.id}>
      <Link
        to={appLink('/product/:id', { id: product.id })}
        className="cat-card-link"
        onClick={(event) => {
          if (navigationType === 'FULL_SCREEN' || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          opener.open(product, navigationType);
        }}
      >
        {/* The name follows in the same link: an alt repeating it would be read twice. Another
            picture gets an image of its own: a reused one would show the last product's picture
            until the new one has loaded. */}
        {picture
          ? <ProductImage key={product.image ?? ''} image={product.image} size={CARD_IMAGE_SIZE[viewType]} alt="" eager={eager} />
          : <span className="cat-card-picture-wait" />}
        <h4>{name}</h4>
        {product.grade ? <span className="cat-card-grade" title={t('grade', { grade: product.grade.toFixed(1) })}><span aria-hidden="true">★</span> {product.grade.toFixed(1)}</span> : null}
      </Link>
      {product.discount > 0 && <span className="cat-badge">−{product.discount}%</span>}
      <FavouriteToggle productId={product.id} name={name} t={t} />
      <p className="cat-price">
        <span>{formatSum(price, lang)}</span>
        {price !== product.costPrice && <s>{formatSum(product.costPrice, lang)}</s>}
        {measure && <small>{measure}</small>}
      </p>
      {!withoutCart && (
        <button type="button" className="cat-add" data-needs-choice={choice || undefined} onClick={add} aria-label={`${action}: ${name}`}>
          {action}
        </button>
      )}
    </article>
  );
});
