import { Link, useT } from '@storefront/ui';
import { imageUrl, pickText, type Language, type Overall } from '@storefront/contracts';
import { formatSum, unitPrice } from '@storefront/contracts';

export function ProductPage({ overall, apiBase, lang, id }: { overall: Overall; apiBase: string; lang: Language; id: string }) {
  const t = useT();

  const product = overall.products.find((candidate) => String(candidate.id) === id && candidate.active);
  if (!product) {
    return <p className="cat-notice">{t('notOnMenu')} <Link href="/">{t('backToMenu')}</Link></p>;
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
        <p><Link href="/">{t('backToMenu')}</Link></p>
      </div>
    </article>
  );
}
