import type { Product } from '@storefront/contracts';
import { linePrice } from '@storefront/contracts/rules';
import { basketLineId, decodeBasketMirror, emptySession, encodeBasketMirror, mirroredBasketLines, storedSessionSummary, type BasketLine } from '../src';

const text = (name: string) => ({ uz: name, ru: name, eng: name });
const product = (id: number, costPrice: number, discount = 0): BasketLine['product'] => ({ id, name: text(`P${id}`), image: `dish-${id}`, costPrice, discount, productBranch: [] });
const line = (id: number, count: number, costPrice: number, modifications: BasketLine['modifications'] = [], discount = 0): BasketLine =>
  ({ lineId: basketLineId(id, modifications), product: product(id, costPrice, discount), modifications, count });

describe('the basket\'s mirror', () => {
  const lines = [line(142, 2, 39000, [{ id: 501, count: 1, price: 5000 }, { id: 502, count: 2, price: 2500.5 }]), line(143, 1, 12000, [], 10)];

  it('carries ids, counts and the basket\'s own prices in characters a cookie holds as they are, and back', () => {
    const mirror = encodeBasketMirror(lines)!;
    expect(mirror).toBe('142:2:39000:0+501:1:5000+502:2:2500.5|143:1:12000:10');
    expect(mirror).toMatch(/^[0-9:+.|]*$/);
    expect(decodeBasketMirror(mirror)).toEqual([
      { productId: 142, count: 2, costPrice: 39000, discount: 0, modifications: [{ id: 501, count: 1, price: 5000 }, { id: 502, count: 2, price: 2500.5 }] },
      { productId: 143, count: 1, costPrice: 12000, discount: 10, modifications: [] },
    ]);
    expect(encodeBasketMirror([])).toBe('');
    expect(decodeBasketMirror('')).toEqual([]);
  });

  it('is not written for a basket it cannot hold, and not read when edited or cut', () => {
    const many = Array.from({ length: 100 }, (_, i) => line(100000 + i, 999, 1234567.25, [{ id: 900000 + i, count: 99, price: 99999.5 }]));
    expect(encodeBasketMirror(many)).toBeNull();
    expect(encodeBasketMirror([line(1, 1, Number.NaN)])).toBeNull();
    expect(encodeBasketMirror([line(1, 1, 1e21)])).toBeNull();
    const bad = ['142:2', '142:0:1:0', '142:1000:1:0', '142:1:1:101', 'x|142:1:1:0', '142:1:1:0|', '142:1:1:0+5:0:1', '142:1:-1:0'];
    // Listed by what was read, so a failure names the mirror.
    expect(bad.filter((text) => decodeBasketMirror(text) !== null)).toEqual([]);
  });

  it('of a saved session is the mirror of the basket the storefront restores from it', () => {
    const saved = JSON.stringify({ ...emptySession('demo'), draft: { ...emptySession('demo').draft, lines } });
    const storage = new Map([['session:demo', saved], ['session:mim', saved]]);
    const read = (key: string) => storage.get(key) ?? null;
    expect(storedSessionSummary('demo', read).basketMirror).toBe(encodeBasketMirror(lines));
    expect(storedSessionSummary('oqshom', read).basketMirror).toBe('');
    // A session saved under another brand's key is not that brand's.
    expect(storedSessionSummary('mim', read).basketMirror).toBe('');
  });

  it('and the login of a saved session are read from it together, for the page\'s guard', () => {
    const session = emptySession('demo');
    const read = (saved: object) => (key: string) => (key === 'session:demo' ? JSON.stringify(saved) : null);
    expect(storedSessionSummary('demo', read({ ...session, token: 'a-token', draft: { ...session.draft, lines } })))
      .toEqual({ basketMirror: encodeBasketMirror(lines), loggedIn: true });
    expect(storedSessionSummary('demo', read(session))).toEqual({ basketMirror: '', loggedIn: false });
    expect(storedSessionSummary('mim', read({ ...session, token: 'a-token' }))).toEqual({ basketMirror: '', loggedIn: false });
  });

  it('gives the lines back named from the menu at the basket\'s prices; none when a product left the menu', () => {
    const menu = [142, 143].map((id) => ({ id, name: text(`Menu ${id}`), image: `menu-${id}`, costPrice: 1, discount: 50, productBranch: [] }) as unknown as Product);
    const back = mirroredBasketLines(decodeBasketMirror(encodeBasketMirror(lines)!)!, menu)!;
    expect(back.map((l) => [l.lineId, l.product.name.ru, l.product.image, l.count])).toEqual(lines.map((l) => [l.lineId, `Menu ${l.product.id}`, `menu-${l.product.id}`, l.count]));
    expect(back.map(linePrice)).toEqual(lines.map(linePrice));
    expect(mirroredBasketLines(decodeBasketMirror(encodeBasketMirror(lines)!)!, menu.slice(0, 1))).toBeNull();
    // Without the menu: unnamed, but counted and priced as the basket.
    const unnamed = mirroredBasketLines(decodeBasketMirror(encodeBasketMirror(lines)!)!)!;
    expect(unnamed.map((l) => [l.product.name.ru, l.count, linePrice(l)])).toEqual(lines.map((l) => ['', l.count, linePrice(l)]));
  });
});
