import { matchesSearch, normalizeSearchText, parseRecentSearches, rememberSearch, searchProducts, RECENT_SEARCHES_LIMIT } from '../src/rules';

const product = (id: number, uz: string, ru: string, eng: string) => ({ id, name: { uz, ru, eng } });

describe('search', () => {
  it('ignores case and every apostrophe form of Uzbek Latin', () => {
    for (const typed of ["to'y", 'to‘y', 'to’y', 'toʻy', 'toʼy', 'TOY', 'to`y']) {
      expect(matchesSearch("To'y oshi", typed)).toBe(true);
      expect(matchesSearch('Toʻy oshi', typed)).toBe(true);
    }
    expect(normalizeSearchText("  Sho‘rva   Qo'y ")).toBe('shorva qoy');
  });

  it('finds by part of the name in the current language only', () => {
    const products = [product(1, 'Lag‘mon', 'Лагман', 'Lagman'), product(2, 'Manti', 'Манты', 'Manti')];
    expect(searchProducts(products, 'агм', 'ru').map((p) => p.id)).toEqual([1]);
    expect(searchProducts(products, 'агм', 'uz')).toEqual([]);
    expect(searchProducts(products, "lag'm", 'uz').map((p) => p.id)).toEqual([1]);
    expect(searchProducts(products, 'ANT', 'eng').map((p) => p.id)).toEqual([2]);
    expect(searchProducts(products, '   ', 'eng')).toEqual([]);
  });

  it('keeps recent searches newest first, without repeats, up to the limit', () => {
    expect(rememberSearch(['manti', "to'y"], 'TO‘Y ')).toEqual(['TO‘Y', 'manti']);
    expect(rememberSearch(['a'], '  ')).toEqual(['a']);
    const many = Array.from({ length: 20 }, (_, i) => `q${i}`).reduce<string[]>((list, q) => rememberSearch(list, q), []);
    expect(many).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(many[0]).toBe('q19');
  });

  it('reads a stored history back, whatever is stored', () => {
    expect(parseRecentSearches('["a","b"]')).toEqual(['a', 'b']);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});
