import {
  deepLinkFromSearch, deepLinkHref, formatDeepLink, parseDeepLink, startAppUrl, telegramStartAppLink,
  START_PARAM_MAX_LENGTH, START_PARAM_PATTERN, type DeepLink,
} from '../src/rules';
import { matchAppRoute } from '../src/app-routes';

const LINKS: [string, DeepLink][] = [
  ['p_123', { kind: 'product', productId: 123 }],
  ['c_7', { kind: 'category', categoryId: 7 }],
  ['pr_SALOM10', { kind: 'promo', code: 'SALOM10' }],
  ['pr_yoz-2026', { kind: 'promo', code: 'yoz-2026' }],
  ['t_3_17', { kind: 'table', branchId: 3, tableId: 17 }],
  ['t_999999999_999999999', { kind: 'table', branchId: 999_999_999, tableId: 999_999_999 }],
];

describe('deep links (startapp parameters)', () => {
  it.each(LINKS)('%s parses and formats back to itself', (param, link) => {
    expect(parseDeepLink(param)).toEqual(link);
    expect(formatDeepLink(link)).toBe(param);
    expect(parseDeepLink(formatDeepLink(link))).toEqual(link);
  });

  it('writes only what Telegram allows, well inside 64 characters', () => {
    for (const [, link] of LINKS) {
      const param = formatDeepLink(link);
      expect(param).toMatch(START_PARAM_PATTERN);
      expect(param.length).toBeLessThanOrEqual(START_PARAM_MAX_LENGTH);
    }
    expect(formatDeepLink({ kind: 'promo', code: 'A'.repeat(32) }).length).toBeLessThanOrEqual(START_PARAM_MAX_LENGTH);
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['unknown kind', 'x_12'],
    ['kind only', 'p'],
    ['kind and separator', 'p_'],
    ['a word for a kind', 'product_12'],
    ['upper-case kind', 'P_12'],
    ['id zero', 'p_0'],
    ['leading zero', 'p_012'],
    ['negative id', 'c_-3'],
    ['id of ten digits', 'p_1234567890'],
    ['id with letters', 'c_12a'],
    ['extra field', 'p_12_13'],
    ['table without its table', 't_3'],
    ['table with three ids', 't_3_4_5'],
    ['table with an empty id', 't__4'],
    ['promo without code', 'pr_'],
    ['promo code with an underscore', 'pr_SALOM_10'],
    ['promo code of 33 characters', `pr_${'A'.repeat(33)}`],
    ['characters Telegram refuses', 'p 12'],
    ['a path', '/product/12'],
    ['a query', 'table=3&branch=4'],
    ['Cyrillic', 'pr_САЛОМ'],
    ['oversized (65 characters)', `pr_${'A'.repeat(62)}`],
    ['a very long text', 'p_1'.padEnd(10_000, '1')],
  ])('refuses %s', (_case, param) => {
    expect(parseDeepLink(param as string | null | undefined)).toBeNull();
  });

  it('refuses to format a link it could not read back', () => {
    const bad: unknown[] = [
      { kind: 'product', productId: 0 },
      { kind: 'product', productId: 1.5 },
      { kind: 'category', categoryId: 1_000_000_000 },
      { kind: 'category', categoryId: Number.NaN },
      { kind: 'promo', code: 'SALOM 10' },
      { kind: 'promo', code: 'A_B' },
      { kind: 'promo', code: '' },
      { kind: 'table', branchId: 3, tableId: -1 },
      { kind: 'order', orderId: 5 },
      null,
    ];
    const formatted = bad.filter((link) => {
      try {
        formatDeepLink(link as DeepLink);
        return true;
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
        return false;
      }
    });
    expect(formatted).toEqual([]);
  });

  it('opens storefront addresses the route table has', () => {
    const hrefs = LINKS.map(([, link]) => deepLinkHref(link));
    expect(hrefs).toEqual([
      '/product/123', '/category?id=7', '/profile/promos?promo=SALOM10', '/profile/promos?promo=yoz-2026',
      '/?table=17&branch=3', '/?table=999999999&branch=999999999',
    ]);
    expect(hrefs.filter((href) => !matchAppRoute(href.split('?')[0]!))).toEqual([]);
  });

  it('reads a link from a storefront query: startapp, Telegram\'s start param, or a table QR code', () => {
    expect(deepLinkFromSearch('?startapp=p_5')).toEqual({ kind: 'product', productId: 5 });
    expect(deepLinkFromSearch('?tgWebAppStartParam=c_9')).toEqual({ kind: 'category', categoryId: 9 });
    expect(deepLinkFromSearch('?table=17&branch=3')).toEqual({ kind: 'table', branchId: 3, tableId: 17 });
    expect(deepLinkFromSearch('?startapp=bogus&table=17&branch=3')).toEqual({ kind: 'table', branchId: 3, tableId: 17 });
    expect(deepLinkFromSearch('?table=17')).toBeNull();
    expect(deepLinkFromSearch('?table=0&branch=3')).toBeNull();
    expect(deepLinkFromSearch('?startapp=x_1')).toBeNull();
    expect(deepLinkFromSearch('')).toBeNull();
  });

  it('builds the Mini App address and the t.me link of a link', () => {
    expect(startAppUrl('https://demo.lamenu.uz/', { kind: 'table', branchId: 3, tableId: 17 })).toBe('https://demo.lamenu.uz/?startapp=t_3_17');
    expect(startAppUrl('https://demo.lamenu.uz')).toBe('https://demo.lamenu.uz/');
    expect(telegramStartAppLink('@demo_lamenu_bot', { kind: 'product', productId: 5 })).toBe('https://t.me/demo_lamenu_bot?startapp=p_5');
    expect(telegramStartAppLink('demo_lamenu_bot', { kind: 'category', categoryId: 2 }, 'menu')).toBe('https://t.me/demo_lamenu_bot/menu?startapp=c_2');
  });
});
