import { deepLinkFromSearch, deepLinkHref, parseDeepLink, type DeepLink } from '@storefront/contracts/rules';
import type { TelegramWebApp } from './webapp';

/** The start parameters already opened in this tab: a reload inside Telegram keeps its start_param and must not open it again. */
const OPENED_KEY = 'storefront:start-param-opened';

/** Query parameters that carry a link and are gone once it is opened. */
const LINK_PARAMS = ['startapp', 'tgWebAppStartParam'];

function alreadyOpened(param: string): boolean {
  try {
    return sessionStorage.getItem(OPENED_KEY) === param;
  } catch {
    return false;
  }
}

function markOpened(param: string) {
  try {
    sessionStorage.setItem(OPENED_KEY, param);
  } catch { /* no session storage: a reload opens the link again */ }
}

/**
 * The link the storefront was opened on, read once at start: Telegram's `start_param` (the
 * `startapp` of `t.me/<bot>?startapp=`), else the address's `?startapp=`/`?tgWebAppStartParam=`, else
 * a table QR code's `?table=&branch=` (the contracts' `deepLinkFromSearch`).
 */
export function startLink(webApp: TelegramWebApp | null, location: Pick<Location, 'search'>): DeepLink | null {
  const startParam = webApp?.initDataUnsafe?.start_param;
  if (startParam && !alreadyOpened(startParam)) {
    const link = parseDeepLink(startParam);
    if (link) {
      markOpened(startParam);
      return link;
    }
  }
  return deepLinkFromSearch(location.search);
}

/**
 * The address the storefront opens for a link, or null when it is there already: the link's own
 * address (`deepLinkHref`), keeping the other query parameters (e.g. `?vendor=`) and the fragment
 * (Telegram's launch parameters), without the parameter that named the link.
 */
export function deepLinkTarget(link: DeepLink, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const target = new URL(deepLinkHref(link), 'http://storefront.invalid');
  const kept = new URLSearchParams(location.search);
  for (const name of LINK_PARAMS) kept.delete(name);
  for (const [name, value] of kept) if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  const query = target.searchParams.toString();
  const href = `${target.pathname}${query ? `?${query}` : ''}`;
  const current = `${location.pathname}${location.search}`;
  if (href === current) return null;
  // A table's own QR code (`/?table=&branch=`) is opened already.
  const currentQuery = new URLSearchParams(location.search);
  if (link.kind === 'table' && location.pathname === target.pathname && currentQuery.get('table') === String(link.tableId)
    && currentQuery.get('branch') === String(link.branchId) && !LINK_PARAMS.some((name) => currentQuery.has(name))) return null;
  return `${href}${location.hash}`;
}
