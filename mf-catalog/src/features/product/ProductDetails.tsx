import { useMemo, useState } from 'react';
import { pickText, type Language, type Product } from '@storefront/contracts';
import { chosenModifications, defaultModificationChoice, formatSum, isProductVisible, modificationProblems, productChoicePrice, productImages, toggleModification, unitPrice, type ModificationChoice, type ModificationProblem } from '@storefront/contracts/rules';
import { PriceText, useMountProps, useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { toBasketProduct, useCatalog, useNearestBranchId } from '../../components/catalog';
import { FavouriteButton } from '../../components/favourites';
import { formatMeasure } from '../../components/format';
import { Gallery } from './Gallery';
import { ModificationGroups } from './ModificationGroups';
import { useProductGrade } from './grades';
import { CountStepper, ProductLabels } from './ProductParts';

/**
 * A product in full: gallery, description, calories, labels, unit and measure, price and discount,
 * grade, modification choices checked before adding, count, add to basket through the bus.
 * The same on `/product/{id}` and in the sheet or pop-up the menu opens. Keyed by product id by its
 * users, so another product starts from its own defaults (and a menu refresh keeps the choice).
 */
export function ProductDetails({ product, lang, headingLevel = 1, onAdded }: {
  product: Product; lang: Language; headingLevel?: 1 | 2; onAdded?(): void;
}) {
  const { bus, settings, api } = useMountProps();
  const { categoryById } = useCatalog();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const branchId = useNearestBranchId();
  const [choice, setChoice] = useState<ModificationChoice>(() => defaultModificationChoice(product.modificationGroups));
  const [count, setCount] = useState(1);
  const [problems, setProblems] = useState<ModificationProblem[]>([]);
  const [added, setAdded] = useState(false);
  const grade = useProductGrade(api, product);

  const name = pickText(product.name, lang);
  const available = isProductVisible(product, branchId);
  const withoutCart = categoryById.get(product.categoryId)?.isWithoutCart ?? false;
  const images = useMemo(() => productImages(product), [product]);
  const price = unitPrice(product);
  const total = productChoicePrice(product, choice, count);
  const measure = formatMeasure(product, t);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const add = () => {
    const found = modificationProblems(product.modificationGroups, choice);
    setProblems(found);
    if (found.length) return;
    bus.emit('basket/add', { product: toBasketProduct(product), modifications: chosenModifications(product.modificationGroups, choice), count });
    setAdded(true);
    onAdded?.();
  };

  return (
    <article className="cat-product" data-product-id={product.id}>
      <Gallery images={images} alt={name} />
      <div className="cat-product-info">
        <div className="cat-product-title">
          <Heading>{name}</Heading>
          <FavouriteButton productId={product.id} name={name} large />
        </div>
        {product.labels.length > 0 && (
          <ProductLabels labels={product.labels} lang={lang} />
        )}
        {grade != null && grade > 0 && <p className="cat-grade" aria-label={t('grade', { grade })}><span aria-hidden="true">★</span> {grade.toFixed(1)}</p>}
        {product.description && <p className="cat-description">{pickText(product.description, lang)}</p>}
        <dl className="cat-facts">
          {measure && <><dt>{t('measure')}</dt><dd>{measure}</dd></>}
          {product.calorie != null && product.calorie > 0 && <><dt>{t('calories')}</dt><dd>{t('kcal', { count: product.calorie })}</dd></>}
        </dl>
        <p className="cat-price cat-price-large" data-testid="product-unit-price">
          <span>{formatSum(price, lang)}</span>
          {product.discount > 0 && <><s>{formatSum(product.costPrice, lang)}</s> <span className="cat-badge-inline">−{product.discount}%</span></>}
        </p>
        {!available ? (
          <p className="cat-unavailable" role="alert" data-testid="product-unavailable">{message('productUnavailable')}</p>
        ) : withoutCart ? null : (
          <>
            {product.modificationGroups.length > 0 && (
              <ModificationGroups groups={product.modificationGroups} choice={choice} problems={problems}
                view={settings.modificationViewType} lang={lang}
                onToggle={(id) => { setChoice((c) => toggleModification(product.modificationGroups, c, id)); setProblems([]); setAdded(false); }} />
            )}
            <div className="cat-buy">
              <CountStepper count={count} setCount={setCount} />
              <button type="button" className="cat-add cat-add-large" onClick={add} data-testid="product-add">
                <PriceText text={t('addFor', { price: formatSum(total, lang) })} />
              </button>
            </div>
            {added && <p className="cat-added" role="status">{t('added')}</p>}
          </>
        )}
      </div>
    </article>
  );
}
