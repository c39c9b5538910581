/** Price of one unit after the product's percentage discount, in whole so'm. */
export function unitPrice(product: { costPrice: number; discount: number }): number {
  return Math.round((product.costPrice * (100 - product.discount)) / 100);
}

/**
 * The currency's name in each interface language: the Uzbek "so'm", the Russian "сум", and in
 * English the ISO code "UZS" (how prices in Uzbekistan read in English: banks, card slips, airlines).
 */
export const CURRENCY_NAMES: Record<'uz' | 'ru' | 'eng', string> = { uz: "so'm", ru: 'сум', eng: 'UZS' };

/**
 * Groups of three digits from the right, separated by the spec's plain space in every language.
 * Not Intl.NumberFormat: a page's first number format loads the browser's ICU data (22–40 ms at 1×
 * on the main thread, several times that on a slow phone) only to place the spaces in a whole
 * number of ASCII digits; and Russian ICU data would write a no-break space, Uzbek a different one
 * per browser, where a price must read and match the same in uz, ru and eng.
 */
function groupDigits(whole: number): string {
  const digits = String(whole);
  // Beyond the safe integers (or not a number at all) String writes an exponent or a word: left as is.
  if (!Number.isSafeInteger(whole)) return digits;
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) grouped += ` ${digits.slice(at, at + 3)}`;
  return grouped;
}

/**
 * '25 000 so'm': groups of three digits separated by a space, whole so'm, the currency named in the
 * interface language ('25 000 сум', '25 000 UZS'); uz when none is given.
 */
export function formatSum(amount: number, language: 'uz' | 'ru' | 'eng' | string = 'uz'): string {
  const whole = Math.round(amount);
  const digits = groupDigits(Math.abs(whole));
  const currency = CURRENCY_NAMES[language as 'uz'] ?? CURRENCY_NAMES.uz;
  return `${whole < 0 ? '-' : ''}${digits} ${currency}`;
}

/** A price as formatSum writes it, in any of the languages, inside a longer text. */
const FORMATTED_SUM = /-?\d{1,3}(?: \d{3})* (?:so'm|сум|UZS)/g;

/**
 * A text cut around the prices formatSum wrote into it (`price: true` pieces), so a screen can keep
 * each price on one line ("45 000 so'm" never breaks mid-number) while the words around it wrap.
 */
export function splitPrices(text: string): { text: string; price: boolean }[] {
  const parts: { text: string; price: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(FORMATTED_SUM)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), price: false });
    parts.push({ text: match[0], price: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), price: false });
  return parts;
}

/** What the chosen modifications add to one unit: each one's price times its count. */
export function modificationsPrice(modifications: readonly { price: number; count: number }[]): number {
  return modifications.reduce((sum, m) => sum + m.price * m.count, 0);
}

/** Price of one basket line: the discounted unit plus its modifications, times the count. */
export function linePrice(line: { product: { costPrice: number; discount: number }; modifications: readonly { price: number; count: number }[]; count: number }): number {
  return (unitPrice(line.product) + modificationsPrice(line.modifications)) * line.count;
}

/** Pieces in a basket (the badge of the header and of the menu's basket button). */
export function basketCount(lines: readonly { count: number }[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}

/** What a basket costs before promos, delivery and fees: the sum of its lines. */
export function basketPrice(lines: Parameters<typeof linePrice>[0][]): number {
  return lines.reduce((sum, line) => sum + linePrice(line), 0);
}
