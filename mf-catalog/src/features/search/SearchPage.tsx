import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { type Language, type Product } from '@storefront/contracts';
import { byPriority, isProductVisible, parseRecentSearches, recentSearchesKey, rememberSearch } from '@storefront/contracts/rules';
import { useSession } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { useCatalog, useNearestBranchId } from '../../components/catalog';
import { FloatingBasketButton } from '../../components/BasketButton';
import { ProductList } from '../../components/ProductList';
import { local } from '@storefront/ui';
import { createProductSearch, indexWhenIdle } from './product-search';
import { afterNextFrame } from '../../components/next-task';

/** Results drawn in the frame after a keystroke; the rest follow when the typing pauses this long. */
const FIRST_RESULTS = 4;
const REST_AFTER_MS = 250;

/**
 * `/search`: the menu search (./product-search.ts) over the products the nearest branch sells:
 * names, descriptions (the ingredients) and modifications in uz, ru and eng whatever the interface
 * language, Uzbek Latin and Cyrillic and Russian spellings folded into one (the contracts'
 * `foldSearchText`), one or two typos forgiven; results as the customer types. The brand's recent
 * searches keep what the customer searched: the query sent with Enter, the one a result was opened
 * or added from, the one left on screen when leaving it with results; not each pause in the typing.
 */
export function SearchPage({ lang }: { lang: Language }) {
  const { t } = useTranslation();
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
  const engine = useMemo(() => createProductSearch(visible), [visible]);
  const found = useMemo(() => engine.search(text), [engine, text]);
  // The first results (a phone's screenful) in the frame after the keystroke; the rest of the list's
  // first chunk once the typing pauses, so that drawing them never holds up the next keystroke.
  const [wholeFor, setWholeFor] = useState<typeof found | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setWholeFor(found), REST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [found]);
  const shown = useMemo(() => (wholeFor === found || found.length <= FIRST_RESULTS ? found : found.slice(0, FIRST_RESULTS)), [found, wholeFor]);
  const resting = useRestingResults(shown, visible, text);
  // The index is built in idle steps once the screen has drawn, before the first keystroke (which would finish it otherwise).
  useEffect(() => indexWhenIdle(engine, { whenIndexed: resting.warm }), [engine, resting.warm]);

  const remember = useCallback((value: string) => {
    if (!value.trim()) return;
    setRecent((current) => {
      const next = rememberSearch(current, value);
      local.set(key, JSON.stringify(next));
      return next;
    });
  }, [key]);
  // Leaving the screen (another screen, a reload, the app closed) with a query that found something.
  const left = useRef({ text, found: found.length > 0 });
  useEffect(() => { left.current = { text, found: found.length > 0 }; }, [text, found]);
  useEffect(() => {
    const leave = () => {
      const { text: last, found: any } = left.current;
      if (!any || !last.trim()) return;
      left.current = { text: '', found: false };
      local.set(key, JSON.stringify(rememberSearch(parseRecentSearches(local.get(key)), last)));
    };
    window.addEventListener('pagehide', leave);
    return () => { window.removeEventListener('pagehide', leave); leave(); };
  }, [key]);

  const clear = () => { local.remove(key); setRecent([]); };

  return (
    <SearchLayout text={text} onText={setText} onSubmit={() => remember(text)} field={field}>
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
      {found.length > 0 ? (
        // Opening a result, or adding one to the basket, says the query found what was searched for.
        <div data-testid="search-results" onClickCapture={(event) => {
          if ((event.target as Element).closest?.('article.cat-card')) remember(text);
        }}>
          <SearchResults count={found.length} shown={shown} lang={lang} eagerImages={FIRST_RESULTS} />
        </div>
      ) : resting.products.length > 0 && (
        // The same element in both branches (a div at this place), so React keeps its cards.
        <div className="cat-search-warm" aria-hidden="true" inert>
          <SearchResults count={resting.products.length} shown={resting.products} lang={lang} eagerImages={0} />
        </div>
      )}
      <FloatingBasketButton />
    </SearchLayout>
  );
}

/** The count of results and their cards. */
function SearchResults({ count, shown, lang, eagerImages }: { count: number; shown: readonly Product[]; lang: Language; eagerImages: number }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="cat-muted" role="status">{t('foundCount', { count })}</p>
      <ProductList products={shown} lang={lang} viewType="MEDIUM" scrollType="VERTICAL" navigationType="SHEET"
        withoutCart={false} eagerImages={eagerImages} cardsByPlace />
    </>
  );
}

/**
 * The cards a query's first key will fill, drawn ahead out of sight while the field is empty or
 * nothing is found: a key then updates cards in place, as every later key does, instead of
 * creating them (the first time a page creates cards, lays them out and shapes their texts costs
 * several times what an update does). Before the first query they are the menu's first products,
 * drawn once the index is built (`warm`), as a transition so that React works in slices; after a
 * query they are its first results. Out of sight means laid out with no height, unseen, inert and
 * hidden from assistive technology; their pictures are lazy, so one not yet loaded waits until shown.
 */
function useRestingResults(shown: readonly Product[], visible: readonly Product[], text: string) {
  const [products, setProducts] = useState<readonly Product[]>([]);
  const first = shown.length ? shown.slice(0, FIRST_RESULTS) : null;
  // Derived while rendering (React's pattern for state that follows a prop): no extra commit.
  if (first && (first.length !== products.length || first.some((product, i) => product !== products[i]))) setProducts(first);
  const state = useRef({ visible, text });
  state.current = { visible, text };
  const warm = useCallback(() => {
    const { visible: menu, text: typed } = state.current;
    // Not after the customer has started typing: the results have done it then.
    if (typed || !menu.length) return;
    startTransition(() => setProducts((current) => (current.length ? current : menu.slice(0, FIRST_RESULTS))));
  }, []);
  return { products, warm };
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
  const { t } = useTranslation();
  // Asked once per language, not on each keystroke.
  const title = useMemo(() => t('searchTitle'), [t]);
  const placeholder = useMemo(() => t('searchPlaceholder'), [t]);
  return (
    <section className="cat-search-page">
      <h1>{title}</h1>
      <form role="search" onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
        <input className="cat-search" type="search" value={text} onChange={(event) => onText(event.target.value)}
          placeholder={placeholder} aria-label={title} ref={field} data-testid="search-input" />
      </form>
      {children}
    </section>
  );
}
