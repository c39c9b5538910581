import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { type Language } from '@storefront/contracts';
import { byPriority, isProductVisible, parseRecentSearches, recentSearchesKey, rememberSearch, searchProducts } from '@storefront/contracts/rules';
import { useSession, useT } from '@storefront/ui';
import { useCatalog, useNearestBranchId } from '../../components/catalog';
import { FloatingBasketButton } from '../../components/BasketButton';
import { ProductList } from '../../components/ProductList';
import { local } from '@storefront/ui';

/** A query is remembered once the customer stops typing for this long (or presses Enter). */
const REMEMBER_AFTER_MS = 800;

/**
 * `/search`: instant filtering over the names in the current language (case- and
 * apostrophe-insensitive, the contracts' rule), among the products the nearest branch sells;
 * the brand's recent searches with a clear button.
 */
export function SearchPage({ lang }: { lang: Language }) {
  const t = useT();
  const { overall } = useCatalog();
  const branchId = useNearestBranchId();
  const brand = useSession((s) => s.brand) ?? 'default';
  const key = recentSearchesKey(brand);
  const [text, setText] = useState('');
  const [recent, setRecent] = useState<string[]>(() => parseRecentSearches(local.get(key)));
  // Focused on mount rather than with the autofocus attribute, which a browser honours only on
  // a document's first load, not on a screen mounted by a later in-app navigation.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const visible = useMemo(() => overall.products.filter((p) => isProductVisible(p, branchId)).sort(byPriority), [overall, branchId]);
  const found = useMemo(() => searchProducts(visible, text, lang), [visible, text, lang]);

  const remember = useCallback((value: string) => {
    setRecent((current) => {
      const next = rememberSearch(current, value);
      local.set(key, JSON.stringify(next));
      return next;
    });
  }, [key]);
  useEffect(() => {
    if (!text.trim()) return;
    const timer = setTimeout(() => remember(text), REMEMBER_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, remember]);

  const clear = () => { local.remove(key); setRecent([]); };

  return (
    <SearchLayout text={text} onText={setText} onSubmit={() => { if (text.trim()) remember(text); }} field={field}>
      {!text.trim() && recent.length > 0 && (
        <div className="cat-recent" data-testid="recent-searches">
          <h2>{t('recentSearches')}</h2>
          <ul>
            {recent.map((entry) => (
              <li key={entry}><button type="button" onClick={() => setText(entry)}>{entry}</button></li>
            ))}
          </ul>
          <button type="button" className="cat-link-button" onClick={clear} data-testid="clear-history">{t('clearHistory')}</button>
        </div>
      )}
      {text.trim() && !found.length && <p className="cat-notice">{t('nothingFound', { text })}</p>}
      {found.length > 0 && (
        <>
          <p className="cat-muted" role="status">{t('foundCount', { count: found.length })}</p>
          <ProductList products={found} lang={lang} viewType="MEDIUM" scrollType="VERTICAL" navigationType="SHEET"
            withoutCart={false} eagerImages={4} />
        </>
      )}
      <FloatingBasketButton />
    </SearchLayout>
  );
}

/**
 * The search page's heading and field, around what it shows below them. The page server draws it
 * empty into the page (src/first-view.tsx), before the menu it searches has arrived.
 */
export function SearchLayout({ text, onText, onSubmit, field, children }: {
  text: string;
  onText(text: string): void;
  onSubmit(): void;
  field?: RefObject<HTMLInputElement | null>;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="cat-search-page">
      <h1>{t('searchTitle')}</h1>
      <form role="search" onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
        <input className="cat-search" type="search" value={text} onChange={(event) => onText(event.target.value)}
          placeholder={t('searchPlaceholder')} aria-label={t('searchTitle')} ref={field} data-testid="search-input" />
      </form>
      {children}
    </section>
  );
}
