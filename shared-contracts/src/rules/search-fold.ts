/**
 * Folding for the menu search: one form for a dish however it is typed, in Uzbek Latin, Uzbek
 * Cyrillic, Russian or English, so that "плов", "palov" and "plov" meet, and "Шашлык", "шашлик" and
 * "shashlik" are the same word.
 *
 * Three steps, each a function of its own:
 * 1. `transliterateCyrillic`: Cyrillic to Uzbek Latin by the official correspondence of the Uzbek
 *    Latin alphabet (ш sh, ч ch, ў o', ғ g', қ q, ҳ h, ё yo, ю yu, я ya, ц ts, ж j, х x, й y,
 *    ъ ', е ye at the start of a word and after a vowel, e elsewhere). Russian letters are read the
 *    same way (щ sh, ы i, э e, ь nothing), which is how Uzbek writes Russian words.
 * 2. `foldSearchText`: the spellings of one sound made one, where Uzbek, Russian and English
 *    spellings of the same dish differ:
 *    - apostrophes dropped (o' o, g' g, and the tutuq belgisi), as customers often leave them out;
 *    - q → k (qazi / казы), h → x (holva / халва, hot-dog / хот-дог) but not in sh and ch,
 *      kh → x (Khanum / Ханум / Xonim), zh and dj → j, ts → s (pitsa / пицца, sezar / цезарь),
 *      shch → sh, w → v;
 *    - o → a: Uzbek o is the a of Russian spellings (palov, Toshkent, norin / нарын, holva / халва),
 *      and an unstressed Russian o sounds a;
 *    - y between consonants → i: the ы of Russian spellings written in Latin (naryn, tandyr, shashlyk);
 *    - a doubled letter written once (пицца, ассорти);
 *    - anything but letters and digits is a space (chak-chak = chak chak).
 * 3. `searchSkeleton`: a folded word without its vowels (a e i u y), for the vowels that one
 *    spelling drops and another writes: "plov" and "palov" both come to "plv", "palovi" too.
 *    A skeleton is a weak clue (many words share one), so the search takes it only for words of a
 *    few consonants and ranks it below a match of the word itself; typos are left to the search's
 *    edit distance, not to the folding.
 */

/** Cyrillic letters (lower case) to Uzbek Latin; е is handled apart (ye or e by its place). */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'x', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'sh', ъ: "'", ы: 'i', ь: '', э: 'e', ю: 'yu', я: 'ya',
  ў: "o'", қ: 'q', ғ: "g'", ҳ: 'h',
  // Kazakh and Tatar letters that menus of the region borrow, read as their Uzbek neighbours.
  ә: 'a', ө: 'o', ү: 'u', ң: 'ng', һ: 'h', і: 'i',
};

const CYRILLIC_VOWELS = new Set('аеёиоуыэюяўәөүі');
const isCyrillicLetter = (ch: string) => /[\u0400-\u04ff]/.test(ch);

/**
 * Cyrillic to Uzbek Latin by the official correspondence, letter case kept where it can be
 * ("Ўзбекистон" → "O'zbekiston", "Шашлык" → "Shashlik"); text in Latin passes unchanged.
 */
export function transliterateCyrillic(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const lower = ch.toLowerCase();
    let latin: string | undefined;
    if (lower === 'е') {
      const before = i > 0 ? text[i - 1].toLowerCase() : '';
      const startsWord = !before || !isCyrillicLetter(before);
      latin = startsWord || CYRILLIC_VOWELS.has(before) || before === 'ъ' || before === 'ь' ? 'ye' : 'e';
    } else {
      latin = CYRILLIC_TO_LATIN[lower];
    }
    if (latin === undefined) {
      out += ch;
      continue;
    }
    if (ch !== lower && latin) {
      // Upper case: the whole digraph upper case within an upper-case word (ШАШЛЫК → SHASHLIK), else only its first letter.
      const next = text[i + 1];
      const wordUpper = next !== undefined && next !== next.toLowerCase();
      latin = wordUpper ? latin.toUpperCase() : latin[0].toUpperCase() + latin.slice(1);
    }
    out += latin;
  }
  return out;
}

/** Every apostrophe of Uzbek Latin (o' o‘ o’ oʻ oʼ o`) and the tutuq belgisi. */
const APOSTROPHES = /['‘’ʻʼ`´]/g;
/** Combining marks left by NFD (jalapeño → jalapeno); applied after the Cyrillic is gone, so й and ё are not split. */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * The search's form of a text: lower case, Latin, the spellings of one sound made one (see the
 * module's comment), words separated by single spaces.
 */
export function foldSearchText(text: string): string {
  let folded = transliterateCyrillic(text.normalize('NFC').toLowerCase())
    .normalize('NFD').replace(COMBINING_MARKS, '')
    .replace(APOSTROPHES, '');
  folded = folded
    .replace(/shch/g, 'sh')
    .replace(/kh/g, 'x')
    .replace(/zh/g, 'j')
    .replace(/dj/g, 'j')
    .replace(/ts/g, 's')
    .replace(/w/g, 'v')
    .replace(/(^|[^sc])h/g, '$1x')
    .replace(/q/g, 'k')
    .replace(/o/g, 'a')
    .replace(/(^|[^aeiu])y(?![aeiu])/g, '$1i')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ');
  return folded.trim();
}

/** The folded words of a text, in order. */
export function searchTerms(text: string): string[] {
  const folded = foldSearchText(text);
  return folded ? folded.split(' ') : [];
}

/** A folded word without its vowels (a e i u y), doubles written once: "palov" → "plv". */
export function searchSkeleton(term: string): string {
  return term.replace(/[aeiuy]/g, '').replace(/([a-z])\1+/g, '$1');
}

/** The fewest letters a skeleton needs to be worth searching by: fewer would meet too many words. */
export const SKELETON_MIN_LENGTH = 3;

/**
 * The typos a word may carry and still find its dish, by its folded length: none up to 3 letters
 * (a short word with one letter changed is another word), one from 4, two from 7.
 */
export function typoAllowance(term: string): number {
  if (!/[a-z]/.test(term)) return 0;
  return term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
}
