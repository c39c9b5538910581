/**
 * Street names as a customer types them: Uzbek Latin, Uzbek or Russian Cyrillic, any case, with or
 * without the apostrophes of o‘ and g‘, "ko'chasi" or "улица", a house number before or after.
 */

// Uzbek and Russian Cyrillic to the Latin the gazetteer is written in; ў and ғ lose their
// apostrophe like o' and g' do below, so "Бобур" and "Bobur" meet.
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ғ: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'y',
  к: 'k', қ: 'q', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ў: 'o',
  ф: 'f', х: 'x', ҳ: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sh', ъ: '', ы: 'i', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Words that say what kind of street it is, or which city: dropped from names and queries alike. */
const GENERIC_WORDS = new Set([
  'kochasi', 'kucha', 'kuchasi', 'kocha', 'shoh', 'tor', 'berk', 'street', 'st', 'avenue', 'ave', 'road',
  'ulitsa', 'ul', 'prospekt', 'pr', 'prosp', 'ploshad', 'pl', 'proezd', 'tupik',
  'toshkent', 'tashkent', 'shahri', 'shahar', 'gorod', 'g', 'ozbekiston', 'uzbekistan', 'respublika',
]);

/** Lower-case Latin words of a name, apostrophes and the generic words dropped. */
export function nameTokens(text: string): string[] {
  const latin = Array.from(text.normalize('NFC').toLowerCase(), (ch) => CYRILLIC[ch] ?? ch).join('');
  return latin
    .replace(/['ʻʼ‘’`´]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !GENERIC_WORDS.has(word));
}

/** A house number as written: 12, 12a, 12А, 12/1, 12-1. */
const HOUSE_NUMBER = /^(\d{1,4})(?:[/-]\d{1,3})?[a-zа-я]?$/i;

export interface ParsedQuery {
  /** Words of the place's name. */
  words: string[];
  /** The house number as typed, and its leading number. */
  house?: { text: string; number: number };
}

/** Splits a search text into the name's words and a house number, wherever it stands. */
export function parseQuery(text: string): ParsedQuery {
  let house: ParsedQuery['house'];
  const rest: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const match = house ? null : HOUSE_NUMBER.exec(part.replace(/^(?:d\.|дом|uy)/i, ''));
    if (match) house = { text: part.replace(/^(?:d\.|дом|uy)/i, ''), number: Number(match[1]) };
    else rest.push(part);
  }
  return { words: nameTokens(rest.join(' ')), house };
}

/**
 * How well the query's words name a place with these words: 3 the same words, 2 each query word
 * a whole word of the name, 1 each a word's beginning ("navoi" of "navoiy"), 0 no match.
 */
export function matchScore(query: readonly string[], name: readonly string[]): number {
  if (query.length === 0) return 0;
  let score = 2;
  for (const word of query) {
    if (name.includes(word)) continue;
    if (name.some((candidate) => candidate.startsWith(word))) score = 1;
    else return 0;
  }
  return score === 2 && query.length === name.length ? 3 : score;
}
