import type { Language } from '../common';
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

/** Does the product name (in the given language) contain the query, case- and apostrophe-insensitive? */
export function matchesSearch(name: string, query: string): boolean {
  const needle = normalizeSearchText(query);
  if (!needle) return false;
  return normalizeSearchText(name).includes(needle);
}

/** The products whose name in the current language contains the query, in their given order. */
export function searchProducts<P extends { name: Parameters<typeof pickText>[0] }>(products: readonly P[], query: string, language: Language): P[] {
  const needle = normalizeSearchText(query);
  if (!needle) return [];
  return products.filter((product) => normalizeSearchText(pickText(product.name, language)).includes(needle));
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
