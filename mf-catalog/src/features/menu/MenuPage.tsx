import { pickText, type Language, type Overall } from '@storefront/contracts';
import { useSession, useT } from '@storefront/ui';
import { ProductCard } from '../../components/ProductCard';
import { buildMenu } from '@storefront/contracts';

export function MenuPage({ overall, apiBase, lang }: { overall: Overall; apiBase: string; lang: Language }) {
  const t = useT();
  const nearestBranchId = useSession((state) => state.nearestBranch?.id ?? null);
  const sections = buildMenu(overall, nearestBranchId);
  if (!sections.length) return <p className="cat-notice">{t('empty')}</p>;
  return (
    <>
      {sections.map(({ group, categories }) => (
        <section className="cat-section" key={group?.id ?? 'ungrouped'}>
          {group && <h2>{pickText(group.name, lang)}</h2>}
          {categories.map(({ category, products }) => (
            <div className="cat-category" key={category.id} id={`category-${category.id}`}>
              <h3>{pickText(category.name, lang)}</h3>
              <div className="cat-grid">
                {products.map((product) => (
                  <ProductCard key={product.id} product={product} apiBase={apiBase} lang={lang} />
                ))}
              </div>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
