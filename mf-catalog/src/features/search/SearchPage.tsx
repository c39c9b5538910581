import { useState } from 'react';
import { pickText, type Language, type Overall } from '@storefront/contracts';
import { useT } from '@storefront/ui';
import { ProductCard } from '../../components/ProductCard';

export function SearchPage({ overall, apiBase, lang }: { overall: Overall; apiBase: string; lang: Language }) {
  const t = useT();
  const [text, setText] = useState('');
  const needle = text.trim().toLocaleLowerCase();
  const found = needle
    ? overall.products.filter((product) => product.active && pickText(product.name, lang).toLocaleLowerCase().includes(needle))
    : [];
  return (
    <section>
      <h1>{t('searchTitle')}</h1>
      <input className="cat-search" type="search" value={text} onChange={(event) => setText(event.target.value)}
        placeholder={t('searchPlaceholder')} aria-label={t('searchTitle')} autoFocus />
      {needle && !found.length && <p className="cat-notice">{t('nothingFound', { text })}</p>}
      <div className="cat-grid" style={{ marginTop: 16 }}>
        {found.map((product) => <ProductCard key={product.id} product={product} apiBase={apiBase} lang={lang} />)}
      </div>
    </section>
  );
}
