// The basket's mirror: a brand's basket lines (ids, counts and the prices the basket keeps, no
// names) in a cookie, so the shell's page server can draw the basket into the page before any code
// has run (the first view). The basket itself stays in the browser's storage; the page's guard
// compares the two and drops the view when they differ (a cookie can be older than the storage).
// Beside the session store rather than among the pure rules: it reads the saved session as the
// store restores it.
import { MAX_ID, MAX_LINE_COUNT, MAX_LINES, MAX_MODIFICATION_COUNT, type Product } from '@storefront/contracts';
import { toBasketProduct } from '@storefront/contracts/rules';
import { basketLineId, restoreSession, sessionStorageKey, type BasketLine } from './session-store';

/** The cookie of a brand's mirror (one host may serve several brands by ?vendor). */
export const basketMirrorCookie = (brand: string): string => `sf_basket_${brand}`;
/** Kept as long as a basket is worth drawing; the storage's basket outlives it, and rewrites it. */
export const BASKET_MIRROR_MAX_AGE_S = 30 * 24 * 60 * 60;
/** A longer mirror is not written (a browser keeps about 4 KB per cookie): that basket gets no first view. */
export const BASKET_MIRROR_MAX_LENGTH = 3000;

export interface MirroredLine {
  productId: number;
  count: number;
  costPrice: number;
  discount: number;
  modifications: { id: number; count: number; price: number }[];
}

/*
 * One line is `product:count:costPrice:discount`, each chosen modification `+id:count:price` after
 * it; lines are joined by `|`. Every character is one a cookie value may hold as it is.
 */
const LINE = /^(\d+):(\d+):(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)((?:\+\d+:\d+:\d+(?:\.\d+)?)*)$/;
const MODIFICATION = /\+(\d+):(\d+):(\d+(?:\.\d+)?)/g;

/** The mirror of a basket's lines; '' for an empty basket, null when it cannot be mirrored (too long, a value out of shape). */
export function encodeBasketMirror(lines: readonly BasketLine[]): string | null {
  const value = lines.map((line) => [
    [line.product.id, line.count, line.product.costPrice, line.product.discount].join(':'),
    ...line.modifications.map((m) => `+${m.id}:${m.count}:${m.price}`),
  ].join('')).join('|');
  // Only what the server would read back: the one check of shape and bounds is decodeBasketMirror's.
  return decodeBasketMirror(value) ? value : null;
}

/** The lines of a mirror; null when it is not one (edited, cut, from another version). */
export function decodeBasketMirror(value: string): MirroredLine[] | null {
  if (value === '') return [];
  if (value.length > BASKET_MIRROR_MAX_LENGTH) return null;
  const lines: MirroredLine[] = [];
  for (const text of value.split('|')) {
    const match = LINE.exec(text);
    if (!match) return null;
    const [, productId, count, costPrice, discount, rest] = match;
    const modifications = [...rest.matchAll(MODIFICATION)].map(([, id, times, price]) => ({ id: Number(id), count: Number(times), price: Number(price) }));
    const line = { productId: Number(productId), count: Number(count), costPrice: Number(costPrice), discount: Number(discount), modifications };
    const inBounds = line.productId <= MAX_ID && line.count >= 1 && line.count <= MAX_LINE_COUNT && line.discount <= 100
      && modifications.every((m) => m.id <= MAX_ID && m.count >= 1 && m.count <= MAX_MODIFICATION_COUNT);
    if (!inBounds) return null;
    lines.push(line);
  }
  return lines.length <= MAX_LINES ? lines : null;
}

/**
 * What the page's guard compares with the page the server drew, from a brand's saved session read
 * once, as the storefront will restore it: the mirror of its basket, and whether it holds a login.
 */
export function storedSessionSummary(brand: string, read: (key: string) => string | null): { basketMirror: string | null; loggedIn: boolean } {
  const session = restoreSession(brand, read(sessionStorageKey(brand)));
  return { basketMirror: encodeBasketMirror(session.draft.lines), loggedIn: session.token !== null };
}

/**
 * The basket lines of a mirror, named and pictured from the menu's products; the prices are the
 * mirror's (the basket's own). Without the menu they are unnamed (enough to count and price them:
 * the header's badge). Null when a product is no longer on the menu: the page cannot draw that line.
 */
export function mirroredBasketLines(mirror: readonly MirroredLine[], products: readonly Product[] | null = null): BasketLine[] | null {
  const byId = new Map((products ?? []).map((product) => [product.id, product]));
  const lines: BasketLine[] = [];
  for (const line of mirror) {
    const product = byId.get(line.productId);
    if (products && !product) return null;
    const { modifications } = line;
    const named = product ? toBasketProduct(product) : { id: line.productId, name: { uz: '', ru: '', eng: '' }, image: null };
    lines.push({
      lineId: basketLineId(line.productId, modifications),
      product: { ...named, costPrice: line.costPrice, discount: line.discount },
      modifications,
      count: line.count,
    });
  }
  return lines;
}
