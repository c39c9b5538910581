import { formatSum, imageUrl, pickText, unitPrice, type Language, type Product } from '@storefront/contracts';
import { Link, navigate, useMountProps, useT } from '@storefront/ui';

/** A product with a required choice (size, base...) is added from its page, where the choice is made. */
const needsChoice = (product: Product) => product.modificationGroups.some((group) => group.isRequired);

export function ProductCard({ product, apiBase, lang }: { product: Product; apiBase: string; lang: Language }) {
  const { bus } = useMountProps();
  const t = useT();
  const name = pickText(product.name, lang);
  const price = unitPrice(product);
  const add = () => {
    if (needsChoice(product)) return navigate(`/product/${product.id}`);
    bus.emit('basket/add', {
      product: { id: product.id, name: product.name, image: product.image, costPrice: product.costPrice, discount: product.discount, productBranch: product.productBranch },
      modifications: [],
      count: 1,
    });
  };
  return (
    <article className="cat-card">
      <Link href={`/product/${product.id}`}>
        <img src={imageUrl(apiBase, product.image)} width={480} height={480} loading="lazy" alt={name} />
        <h4>{name}</h4>
      </Link>
      <p className="cat-price">
        <span>{formatSum(price)}</span>
        {price !== product.costPrice && <s>{formatSum(product.costPrice)}</s>}
      </p>
      <button type="button" className="cat-add" onClick={add} aria-label={`${t('add')}: ${name}`}>{t('add')}</button>
    </article>
  );
}
