import MiniSearch, { type SearchResult } from 'minisearch';
import {
  compareSearchHits, foldSearchText, SEARCH_MATCH_KINDS, normalizeSearchText, productSearchTexts, searchMatchRank, searchSkeleton, searchTerms,
  typoAllowance, SKELETON_MIN_LENGTH, type SearchMatchKind, type SearchableProduct,
} from '@storefront/contracts/rules';

/**
 * The menu search: MiniSearch's inverted index over the products' folded texts (the contracts'
 * `foldSearchText`), searched word by word with prefixes and typos, ranked by the contracts' order
 * of matches (`SEARCH_MATCH_KINDS`). It lives in the search screen's lazy chunk: neither the shell
 * nor the menu loads it. Figures and the choice of the library: docs/search.md.
 */
export interface ProductSearch<P> {
  /** The products the query finds, best first; nothing for an empty query. */
  search(query: string): P[];
  /** The same, with each product's kind of match (for tests and the bench). */
  searchWithKinds(query: string): Array<{ product: P; kind: SearchMatchKind }>;
  /** Indexes products for about `budgetMs`; true once every product is. */
  indexSome(budgetMs: number): boolean;
  /** Whether every product is indexed. */
  isIndexed(): boolean;
}

/** Query words, and whole queries, whose answers are kept (the most recently asked). */
const KEPT_WORDS = 32;
const KEPT_QUERIES = 8;

/** Field boosts within one kind of match: a word in the name weighs more than one in a description. */
const BOOST = { name: 4, nameSkeleton: 1, description: 1, modifications: 0.5 };
/** A prefix counts a little less than the whole word, a typo less again. */
const WEIGHTS = { prefix: 0.6, fuzzy: 0.4 };
const WORD_FIELDS = ['name', 'description', 'modifications'];

interface Hit { words: number; rank: number; score: number; order: number }
interface SearchDocument { id: number; name: string; nameSkeleton: string; description: string; modifications: string }
type SearchIndex = MiniSearch<SearchDocument>;

/** The products' names as the infix and first-letter searches read them, by product id. */
interface NameTexts {
  plainNames: string[];
  foldedNames: string[];
  /** Each product's folded name words, each after a space (" svadebniy plav …"), to find a word's beginning. */
  nameWords: string[];
}

export function createProductSearch<P extends SearchableProduct>(products: readonly P[]): ProductSearch<P> {
  const started = performance.now();
  const fold = createFold();
  const index: SearchIndex = new MiniSearch<SearchDocument>({
    fields: ['name', 'nameSkeleton', 'description', 'modifications'],
    // The texts are folded already, words separated by single spaces.
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || null,
  });
  const names: NameTexts = { plainNames: [], foldedNames: [], nameWords: [] };

  // The index is built in steps (`indexSome`), so that building it for a big menu is no long task
  // that would hold up a tap; a query asked before the last step finishes it first.
  let indexed = 0;
  let busyMs = 0;
  let measured = false;
  const indexSome = (budgetMs: number): boolean => {
    const stepStarted = performance.now();
    // One product at least, then more while the budget lasts. The clock is read after each: on a
    // first visit the engine's and the folding's code run cold, and a product then costs many
    // times what it costs once they are compiled.
    while (indexed < products.length) {
      index.add(productDocument(products[indexed], indexed, fold, names));
      indexed += 1;
      if (performance.now() - stepStarted >= budgetMs) break;
    }
    busyMs += performance.now() - stepStarted;
    if (indexed === products.length && !measured) {
      measured = true;
      // What the bench reads (bench/src/search.mjs): the time spent building, and from first to last step.
      try {
        performance.measure('search-index', { start: started, end: performance.now(), detail: { products: products.length, busyMs } });
      } catch { /* a browser without measure options */ }
    }
    return indexed === products.length;
  };
  const indexAll = () => { indexSome(Infinity); };

  // The answers of the last words and queries asked, from the whole index (they are asked only once
  // it is): a query typed on repeats its first words at each key ("qozon k", "qozon ka"), a word
  // often begins like an earlier query ("qo" and the "ka" of "qozon ka" fold alike), and a space or
  // an erased letter asks a query again.
  const words = keptAnswers<Map<number, { rank: number; score: number }>>(KEPT_WORDS);
  const queries = keptAnswers<{ kinds: Array<{ product: P; kind: SearchMatchKind }>; products: P[] }>(KEPT_QUERIES);
  const searchWordKept = (term: string) => words.get(term) ?? words.set(term, searchWord(index, term));

  const answer = (query: string) => {
    const terms = [...new Set(searchTerms(query))];
    if (!terms.length) return null;
    indexAll();
    const plain = normalizeSearchText(query);
    const key = `${plain}\n${terms.join(' ')}`;
    const kept = queries.get(key);
    if (kept) return kept;
    const kinds = plain.length === 1 ? searchLetter(products, names, ` ${terms[0]}`, plain) : rankedHits(terms, plain);
    return queries.set(key, { kinds, products: kinds.map((hit) => hit.product) });
  };
  const rankedHits = (terms: string[], plain: string) => {
    const hits = wordHits(terms.map(searchWordKept));
    // Every word of the query if some product has them all, else as many as any product has.
    const most = Math.max(0, ...[...hits.values()].map((hit) => hit.words));
    for (const [id, hit] of hits) if (hit.words < most) hits.delete(id);
    addNameInfixes(hits, names, plain, terms, most);
    return [...hits.values()].sort(compareSearchHits).map((hit) => ({ product: products[hit.order], kind: SEARCH_MATCH_KINDS[hit.rank] }));
  };

  return {
    indexSome,
    isIndexed: () => indexed === products.length,
    searchWithKinds: (query) => [...(answer(query)?.kinds ?? [])],
    search: (query) => [...(answer(query)?.products ?? [])],
  };
}

/** A few answers by their question, the least recently asked forgotten first. */
function keptAnswers<T>(limit: number) {
  const kept = new Map<string, T>();
  return {
    get(key: string): T | undefined {
      const value = kept.get(key);
      if (value !== undefined) {
        kept.delete(key);
        kept.set(key, value);
      }
      return value;
    },
    set(key: string, value: T): T {
      kept.set(key, value);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return value;
    },
  };
}

/** `foldSearchText` remembered: the big menu repeats its texts (one dish in many variants), each distinct text is folded once. */
function createFold(): (text: string) => string {
  const folded = new Map<string, string>();
  return (text: string) => {
    let value = folded.get(text);
    if (value === undefined) folded.set(text, (value = foldSearchText(text)));
    return value;
  };
}

/** One product as the index holds it; its names are also kept for the infix and first-letter searches. */
function productDocument(product: SearchableProduct, id: number, fold: (text: string) => string, names: NameTexts): SearchDocument {
  const texts = productSearchTexts(product);
  // A hyphenated word is also found written as one (chak-chak as "chakchak", hot-dog as "hotdog").
  const joined = texts.names.flatMap((text) => text.split(/\s+/)).filter((word) => /\p{L}-\p{L}/u.test(word)).map((word) => fold(word.replace(/-/g, '')));
  const name = [...texts.names.map(fold), ...joined].join(' ');
  names.plainNames.push(texts.names.map(normalizeSearchText).join('\n'));
  names.foldedNames.push(texts.names.map(fold).join('\n'));
  names.nameWords.push(` ${name}`);
  const skeletons = new Set(name.split(' ').map(searchSkeleton).filter((s) => s.length >= SKELETON_MIN_LENGTH));
  return {
    id,
    name,
    nameSkeleton: [...skeletons].join(' '),
    description: texts.descriptions.map(fold).join(' '),
    modifications: texts.modifications.map(fold).join(' '),
  };
}

/** One word of the query: the products it meets, each with its best kind of match and its score. */
function searchWord(index: SearchIndex, term: string): Map<number, { rank: number; score: number }> {
  const skeleton = searchSkeleton(term);
  const typos = typoAllowance(term);
  // A word of one or two letters (a query's first keys) looks only at the beginnings of the names'
  // words: in the descriptions it begins most products' words and costs the most to rank, for
  // results that a name would come before anyway (docs/search.md has the big menu's counts).
  const fields = term.length > 2 ? WORD_FIELDS : ['name'];
  const queries = [{ queries: [term], fields, prefix: true, fuzzy: typos || false, boost: BOOST, weights: WEIGHTS }];
  if (term.length >= 4 && skeleton.length >= SKELETON_MIN_LENGTH) {
    queries.push({ queries: [skeleton], fields: ['nameSkeleton'], prefix: false, fuzzy: false, boost: BOOST, weights: WEIGHTS });
  }
  const results = index.search({ combineWith: 'OR', queries });
  const found = new Map<number, { rank: number; score: number }>();
  for (const result of results) found.set(result.id as number, { rank: bestRank(result, term), score: result.score });
  return found;
}

/** The query's words' matches by product: how many words it meets, its worst kind of match, its summed score. */
function wordHits(perWord: Array<Map<number, { rank: number; score: number }>>): Map<number, Hit> {
  const hits = new Map<number, Hit>();
  perWord.forEach((found) => {
    for (const [id, { rank, score }] of found) {
      const hit = hits.get(id);
      if (hit) {
        hit.words++;
        hit.rank = Math.max(hit.rank, rank);
        hit.score += score;
      } else {
        hits.set(id, { words: 1, rank, score, order: id });
      }
    }
  });
  return hits;
}

/** The middle of a word of the name, as typed (case and apostrophes aside) or folded. */
function addNameInfixes(hits: Map<number, Hit>, names: NameTexts, plain: string, terms: string[], most: number): void {
  // Folded, only from four letters: a shorter folded piece is inside too many words (рис in курицей).
  const foldedQuery = terms.join(' ').length >= 4 ? terms.join(' ') : null;
  const infix = searchMatchRank('name-infix');
  names.plainNames.forEach((plainName, id) => {
    if (!plainName.includes(plain) && !(foldedQuery && names.foldedNames[id].includes(foldedQuery))) return;
    const hit = hits.get(id);
    if (hit) hit.rank = Math.min(hit.rank, infix);
    else hits.set(id, { words: most || 1, rank: infix, score: 0, order: id });
  });
}

/**
 * The first key typed: the products with a word of the name beginning with it, then those with it
 * inside a name, in the menu's order. An index query would rank nearly the whole menu for it.
 */
function searchLetter<P>(products: readonly P[], names: NameTexts, wordStart: string, plain: string) {
  const starts: P[] = [];
  const inside: P[] = [];
  products.forEach((product, id) => {
    if (names.nameWords[id].includes(wordStart)) starts.push(product);
    else if (names.plainNames[id].includes(plain)) inside.push(product);
  });
  return [
    ...starts.map((product) => ({ product, kind: 'name' as const })),
    ...inside.map((product) => ({ product, kind: 'name-infix' as const })),
  ];
}

/** The best kind of match of one result of one query word. */
function bestRank(result: SearchResult, term: string): number {
  let best = Infinity;
  for (const [docTerm, fields] of Object.entries(result.match)) {
    for (const field of fields) {
      const kind: SearchMatchKind = field === 'name' ? (docTerm.startsWith(term) ? 'name' : 'name-typo')
        : field === 'nameSkeleton' ? 'name-typo'
          : field === 'description' ? 'description' : 'modification';
      best = Math.min(best, searchMatchRank(kind));
    }
  }
  return best;
}

/** The Prioritized Task Scheduling API where the browser has it (Chromium), which TypeScript's DOM types lack. */
interface BackgroundScheduler {
  postTask?(task: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

/**
 * Builds a search's index in small steps while the browser is idle (after the screen has drawn,
 * before the customer's first keystroke, which would finish it otherwise); returns a function that
 * stops it. `whenIndexed` runs in an idle step of its own once the index is whole.
 */
export function indexWhenIdle(
  search: Pick<ProductSearch<unknown>, 'indexSome' | 'search'>,
  { stepMs = 5, warmQuery = 'plov', whenIndexed }: { stepMs?: number; warmQuery?: string; whenIndexed?: () => void } = {},
): () => void {
  let stopped = false;
  let cancel = () => {};
  const step = (budgetMs: number) => {
    if (stopped) return;
    if (!search.indexSome(budgetMs)) return schedule(step);
    schedule(warm);
  };
  // One query once the index is whole, in an idle step of its own, so that the customer's first
  // keystroke does not also pay for the engine's code being compiled (each path taken once:
  // prefix, typos, skeleton).
  const warm = () => {
    if (stopped) return;
    search.search(warmQuery);
    if (whenIndexed) schedule(() => { if (!stopped) whenIndexed(); });
  };
  const schedule = (run: (budgetMs: number) => void) => {
    const { scheduler } = globalThis as { scheduler?: BackgroundScheduler };
    if (scheduler?.postTask) {
      // A background task runs whenever nothing more urgent waits (input, frames, loading), not
      // only in the idle periods between frames: the steps follow one another and the index is
      // whole sooner, each step still a few milliseconds.
      const controller = new AbortController();
      scheduler.postTask(() => run(stepMs), { priority: 'background', signal: controller.signal }).catch(() => {});
      cancel = () => controller.abort();
    } else if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback((deadline) => run(Math.max(4, Math.min(stepMs, deadline.timeRemaining()))), { timeout: 200 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(() => run(stepMs), 0);
      cancel = () => clearTimeout(timer);
    }
  };
  schedule(step);
  return () => { stopped = true; cancel(); };
}
