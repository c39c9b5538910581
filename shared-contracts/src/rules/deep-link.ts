import { appLink } from '../app-routes';

/**
 * Deep links into the storefront: what a QR code, a `t.me` link or the bot's
 * `/start <param>` opens. One compact text, because Telegram's `startapp` (and `start`) parameter
 * allows only `A-Z a-z 0-9 _ -` and at most 64 characters, so neither a path nor `?table=&branch=`
 * fits in it. A link names only what it opens, nothing else (no merchant, no customer, no order):
 *
 * | link | opens | storefront address |
 * |---|---|---|
 * | `p_<productId>` | a product | `/product/<productId>` |
 * | `c_<categoryId>` | a category | `/category?id=<categoryId>` |
 * | `pr_<CODE>` | a promo, by its code (`A-Z a-z 0-9 -`, up to 32) | `/profile/promos?promo=<CODE>` |
 * | `t_<branchId>_<tableId>` | dine-in at a branch's table (its QR code) | `/?table=<tableId>&branch=<branchId>` |
 *
 * Ids are positive whole numbers written without leading zeros, at most 9 digits, so a link has
 * exactly one spelling: `formatDeepLink(parseDeepLink(x))` is `x` for every link that parses.
 */
export type DeepLink =
  | { kind: 'product'; productId: number }
  | { kind: 'category'; categoryId: number }
  | { kind: 'promo'; code: string }
  | { kind: 'table'; branchId: number; tableId: number };

/** Telegram's bound on `start` and `startapp` parameters. */
export const START_PARAM_MAX_LENGTH = 64;
/** What Telegram allows in a `start`/`startapp` parameter. */
export const START_PARAM_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A promo code a link can carry. */
export const DEEP_LINK_PROMO_CODE = /^[A-Za-z0-9-]{1,32}$/;

const ID = /^[1-9]\d{0,8}$/;
const KIND_PREFIX = { product: 'p', category: 'c', promo: 'pr', table: 't' } as const satisfies Record<DeepLink['kind'], string>;

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 999_999_999;

/** The link a `startapp`/`start` parameter names, or null for anything malformed, too long or unknown. */
export function parseDeepLink(param: string | null | undefined): DeepLink | null {
  if (typeof param !== 'string' || !START_PARAM_PATTERN.test(param)) return null;
  const [prefix, ...fields] = param.split('_');
  const id = (field: string | undefined) => (field !== undefined && ID.test(field) ? Number(field) : null);
  switch (prefix) {
    case KIND_PREFIX.product: {
      const productId = fields.length === 1 ? id(fields[0]) : null;
      return productId ? { kind: 'product', productId } : null;
    }
    case KIND_PREFIX.category: {
      const categoryId = fields.length === 1 ? id(fields[0]) : null;
      return categoryId ? { kind: 'category', categoryId } : null;
    }
    case KIND_PREFIX.promo: {
      const code = fields.length === 1 ? fields[0]! : '';
      return DEEP_LINK_PROMO_CODE.test(code) ? { kind: 'promo', code } : null;
    }
    case KIND_PREFIX.table: {
      const branchId = fields.length === 2 ? id(fields[0]) : null;
      const tableId = fields.length === 2 ? id(fields[1]) : null;
      return branchId && tableId ? { kind: 'table', branchId, tableId } : null;
    }
    default:
      return null;
  }
}

/** The parameter of a link; throws a RangeError for a link that cannot be written (an id out of range, a code with other characters). */
export function formatDeepLink(link: DeepLink): string {
  const refuse = () => new RangeError(`not a deep link: ${JSON.stringify(link)}`);
  let text: string;
  switch (link?.kind) {
    case 'product':
      if (!isId(link.productId)) throw refuse();
      text = `${KIND_PREFIX.product}_${link.productId}`;
      break;
    case 'category':
      if (!isId(link.categoryId)) throw refuse();
      text = `${KIND_PREFIX.category}_${link.categoryId}`;
      break;
    case 'promo':
      if (typeof link.code !== 'string' || !DEEP_LINK_PROMO_CODE.test(link.code)) throw refuse();
      text = `${KIND_PREFIX.promo}_${link.code}`;
      break;
    case 'table':
      if (!isId(link.branchId) || !isId(link.tableId)) throw refuse();
      text = `${KIND_PREFIX.table}_${link.branchId}_${link.tableId}`;
      break;
    default:
      throw refuse();
  }
  return text;
}

/** The storefront address (path and query) a link opens. */
export function deepLinkHref(link: DeepLink): string {
  switch (link.kind) {
    case 'product': return appLink('/product/:id', { id: link.productId });
    case 'category': return `${appLink('/category')}?id=${link.categoryId}`;
    case 'promo': return `${appLink('/profile/promos')}?${new URLSearchParams({ promo: link.code })}`;
    case 'table': return `${appLink('/')}?${new URLSearchParams({ table: String(link.tableId), branch: String(link.branchId) })}`;
  }
}

/**
 * The link of a storefront address's query: `?startapp=<param>` (the bot's buttons and web links),
 * `?tgWebAppStartParam=<param>` (Telegram's own), else a table QR code's `?table=&branch=`; null
 * when none parses.
 */
export function deepLinkFromSearch(search: string): DeepLink | null {
  const params = new URLSearchParams(search);
  for (const name of ['startapp', 'tgWebAppStartParam']) {
    const link = parseDeepLink(params.get(name));
    if (link) return link;
  }
  const table = params.get('table');
  const branch = params.get('branch');
  return table && branch ? parseDeepLink(`${KIND_PREFIX.table}_${branch}_${table}`) : null;
}

/** The storefront (Mini App) address that opens a link: `<storefront>/?startapp=<param>`, or the menu without one. */
export function startAppUrl(storefrontUrl: string, link?: DeepLink | null): string {
  const base = storefrontUrl.replace(/\/+$/, '');
  return link ? `${base}/?${new URLSearchParams({ startapp: formatDeepLink(link) })}` : `${base}/`;
}

/**
 * The `t.me` link that opens a link in the merchant's Mini App: `https://t.me/<bot>/<app>?startapp=`
 * for a Mini App registered under a short name, else the bot's main Mini App (`https://t.me/<bot>?startapp=`).
 */
export function telegramStartAppLink(botUsername: string, link: DeepLink, appShortName?: string | null): string {
  const bot = botUsername.replace(/^@/, '');
  return `https://t.me/${bot}${appShortName ? `/${appShortName}` : ''}?startapp=${formatDeepLink(link)}`;
}
