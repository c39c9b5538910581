import { Link } from 'react-router-dom';
import { imageUrl, pickText, type Language, type Product } from '@storefront/contracts';
import { formatSum, unitPrice } from '../lib/price';

export function ProductCard({ product, apiBase, lang }: { product: Product; apiBase: string; lang: Language }) {
  const name = pickText(product.name, lang);
  const price = unitPrice(product);
  return (
    <article className="cat-card">
      <Link to={`/product/${product.id}`}>
        <img src={imageUrl(apiBase, product.image)} width={480} height={480} loading="lazy" alt={name} />
        <h4>{name}</h4>
      </Link>
      <p className="cat-price">
        <span>{formatSum(price)}</span>
        {price !== product.costPrice && <s>{formatSum(product.costPrice)}</s>}
      </p>
    </article>
  );
}
