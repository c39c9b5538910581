import type { Language, MultilingualText } from '../common';
import { pickText } from '../common';

/**
 * Every apostrophe customers type in Uzbek Latin (o' o‘ o’ oʻ oʼ o`): the search ignores them all,
 * so "toy oshi", "to'y oshi" and "to‘y oshi" find the same dish.
 */
const APOSTROPHES = /['‘’ʻʼ`´]/g;

/** Text as the search compares it: lower case, apostrophes dropped, runs of space made one. */
export function normalizeSearchText(text: string): string {
  return text.toLocaleLowerCase().replace(APOSTROPHES, '').replace(/\s+/g, ' ').trim();
}

/**
 * Does the product name (in the given language) contain the query, case- and apostrophe-insensitive?
 * @deprecated the catalogue searches folded texts of every language (search-fold.ts);
 * kept for remotes built against an older minor.
 */
export function matchesSearch(name: string, query: string): boolean {
  const needle = normalizeSearchText(query);
  if (!needle) return false;
  return normalizeSearchText(name).includes(needle);
}

/**
 * The products whose name in the current language contains the query, in their given order.
 * @deprecated as matchesSearch.
 */
export function searchProducts<P extends { name: Parameters<typeof pickText>[0] }>(products: readonly P[], query: string, language: Language): P[] {
  const needle = normalizeSearchText(query);
  if (!needle) return [];
  return products.filter((product) => normalizeSearchText(pickText(product.name, language)).includes(needle));
}

/** A product as the menu search reads it: its texts in every language it carries. */
export interface SearchableProduct {
  name: MultilingualText;
  description?: MultilingualText | null;
  modificationGroups?: ReadonlyArray<{ modifications: ReadonlyArray<{ name: MultilingualText }> }>;
}

/** The languages of a text, those it has, in a fixed order (uz, ru, eng), without repeats. */
export function allLanguageTexts(text: MultilingualText | null | undefined): string[] {
  if (!text) return [];
  return [...new Set([text.uz, text.ru, text.eng].filter((value): value is string => !!value?.trim()))];
}

/**
 * What the menu search looks through, per product, whatever the interface language: the name and
 * the description (whose text lists the dish's ingredients) in uz, ru and eng, and the names of
 * its modifications.
 */
export function productSearchTexts(product: SearchableProduct): { names: string[]; descriptions: string[]; modifications: string[] } {
  return {
    names: allLanguageTexts(product.name),
    descriptions: allLanguageTexts(product.description),
    modifications: [...new Set((product.modificationGroups ?? []).flatMap((group) => group.modifications.flatMap((m) => allLanguageTexts(m.name))))],
  };
}

/**
 * Where a query met a product, best first; the results are ranked by it before anything else:
 * - `name`: a whole word of the name, or its beginning (in any language);
 * - `name-typo`: a word of the name with one or two typos, or with other vowels (plov / palovi);
 * - `name-infix`: the middle of a word of the name ("burger" in "Chizburger");
 * - `description`: the description, which names the ingredients;
 * - `modification`: only a modification's name (qazi added to a plov): the product still shows,
 *   after every product that matched by its own texts.
 * A query of several words ranks by its worst-placed word: "tovuq shashlik" puts the product named
 * both before the one named "shashlik" whose description says "tovuq".
 */
export const SEARCH_MATCH_KINDS = ['name', 'name-typo', 'name-infix', 'description', 'modification'] as const;
export type SearchMatchKind = (typeof SEARCH_MATCH_KINDS)[number];

/** The rank of a kind of match (0 is best). */
export const searchMatchRank = (kind: SearchMatchKind): number => SEARCH_MATCH_KINDS.indexOf(kind);

/**
 * The order of two search results: the one that matched more of the query's words, then the better
 * kind of match, then the higher score of the index, then the menu's own order.
 */
export function compareSearchHits(
  a: { words: number; rank: number; score: number; order: number },
  b: { words: number; rank: number; score: number; order: number },
): number {
  return b.words - a.words || a.rank - b.rank || b.score - a.score || a.order - b.order;
}

/** How many recent searches a brand keeps. */
export const RECENT_SEARCHES_LIMIT = 10;

/** The recent searches after one more: newest first, no repeats (apostrophes and case aside), at most the limit. */
export function rememberSearch(recent: readonly string[], query: string, limit = RECENT_SEARCHES_LIMIT): string[] {
  const text = query.trim().replace(/\s+/g, ' ');
  if (!normalizeSearchText(text)) return [...recent];
  const key = normalizeSearchText(text);
  return [text, ...recent.filter((entry) => normalizeSearchText(entry) !== key)].slice(0, limit);
}

/** localStorage key of a brand's recent searches. */
export const recentSearchesKey = (brand: string) => `search-history:${brand}`;

/** Reads a stored list of recent searches back; anything unreadable is an empty list. */
export function parseRecentSearches(saved: string | null | undefined): string[] {
  if (!saved) return [];
  try {
    const value: unknown = JSON.parse(saved);
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string').slice(0, RECENT_SEARCHES_LIMIT) : [];
  } catch {
    return [];
  }
}
