import { useState } from 'react';
import { pickText, type Language, type Overall } from '@storefront/contracts';
import { ProductCard } from '../../components/ProductCard';

export function SearchPage({ overall, apiBase, lang }: { overall: Overall; apiBase: string; lang: Language }) {
  const [text, setText] = useState('');
  const needle = text.trim().toLocaleLowerCase();
  const found = needle
    ? overall.products.filter((product) => product.active && pickText(product.name, lang).toLocaleLowerCase().includes(needle))
    : [];
  return (
    <section>
      <h1>Search</h1>
      <input className="cat-search" type="search" value={text} onChange={(event) => setText(event.target.value)}
        placeholder="Mahsulot nomi" aria-label="Search products" autoFocus />
      {needle && !found.length && <p className="cat-notice">Nothing found for “{text}”.</p>}
      <div className="cat-grid" style={{ marginTop: 16 }}>
        {found.map((product) => <ProductCard key={product.id} product={product} apiBase={apiBase} lang={lang} />)}
      </div>
    </section>
  );
}
