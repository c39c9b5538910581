// The page side of the search library comparison (bench/src/search.mjs): bundled by esbuild
// into one script, run in Chromium at 1× and 4× CPU on the big merchant's 3,000 products.
// Both engines see the same texts, folded by the contracts' foldSearchText; each is timed building
// its index and answering every keystroke of a few queries, as a customer types them.
import Fuse from 'fuse.js';
import { foldSearchText, productSearchTexts, type SearchableProduct } from '@storefront/contracts/rules';
import { createProductSearch } from '@storefront/mf-catalog/src/features/search/product-search';

type Product = SearchableProduct & { id: number };

interface EngineFigures {
  buildMs: number;
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Per query: the first result's names (uz / ru / eng) and how many results. */
  firsts: Record<string, { first: string | null; count: number }>;
}

/** Every prefix of each query, as typed one key at a time. */
const keystrokes = (queries: string[]) => queries.flatMap((query) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
};

const round = (value: number) => Math.round(value * 100) / 100;

function measure(build: () => (query: string) => Product[], queries: string[]): EngineFigures {
  const started = performance.now();
  const search = build();
  const buildMs = performance.now() - started;
  const times: number[] = [];
  for (const typed of keystrokes(queries)) {
    const t0 = performance.now();
    search(typed);
    times.push(performance.now() - t0);
  }
  const firsts: EngineFigures['firsts'] = {};
  for (const query of queries) {
    const found = search(query);
    firsts[query] = { first: found[0] ? [found[0].name.uz, found[0].name.ru, found[0].name.eng].join(' / ') : null, count: found.length };
  }
  return { buildMs: round(buildMs), keystrokes: times.length, medianMs: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)), maxMs: round(Math.max(...times)), firsts };
}

/** MiniSearch, as the storefront uses it (mf-catalog/src/features/search/product-search.ts). */
const miniSearch = (products: Product[]) => () => {
  const engine = createProductSearch(products);
  engine.indexSome(Infinity); // the whole index now, as the screen's idle steps build it before the first keystroke
  return (query: string) => engine.search(query);
};

/** Fuse.js over the same folded texts, weighted name 4 : description 1 : modifications 0.5. */
const fuse = (products: Product[]) => () => {
  const docs = products.map((product) => {
    const texts = productSearchTexts(product);
    return { product, name: texts.names.map(foldSearchText).join(' '), description: texts.descriptions.map(foldSearchText).join(' '), modifications: texts.modifications.map(foldSearchText).join(' ') };
  });
  const engine = new Fuse(docs, {
    keys: [{ name: 'name', weight: 4 }, { name: 'description', weight: 1 }, { name: 'modifications', weight: 0.5 }],
    threshold: 0.3,
    ignoreLocation: true, // a word anywhere in a description, not only near its start
    includeScore: true,
  });
  return (query: string) => {
    const folded = foldSearchText(query);
    return folded ? engine.search(folded).map((result) => result.item.product) : [];
  };
};

export function run(products: Product[], queries: string[]) {
  return { miniSearch: measure(miniSearch(products), queries), fuse: measure(fuse(products), queries) };
}
