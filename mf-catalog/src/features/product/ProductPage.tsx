import { Link, useParams } from 'react-router-dom';
import { imageUrl, pickText, type Language, type Overall } from '@storefront/contracts';
import { formatSum, unitPrice } from '../../lib/price';

export function ProductPage({ overall, apiBase, lang }: { overall: Overall; apiBase: string; lang: Language }) {
  const { id } = useParams();
  const product = overall.products.find((candidate) => String(candidate.id) === id && candidate.active);
  if (!product) {
    return <p className="cat-notice">This product is not on the menu. <Link to="/">Back to the menu</Link></p>;
  }
  const name = pickText(product.name, lang);
  return (
    <article style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 480px) 1fr', gap: 24 }}>
      <img src={imageUrl(apiBase, product.image)} width={480} height={480} alt={name}
        style={{ width: '100%', height: 'auto', borderRadius: 12, background: '#eee' }} />
      <div>
        <h1>{name}</h1>
        <p>{pickText(product.description, lang)}</p>
        <p className="cat-price" style={{ margin: 0, fontSize: 20 }}>{formatSum(unitPrice(product))}</p>
        <p><Link to="/">Back to the menu</Link></p>
      </div>
    </article>
  );
}
