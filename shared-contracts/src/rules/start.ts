import { matchAppRoute } from '../app-routes';

/**
 * The address of the `start` call (routes.start). One constant for the route table and for the
 * page's first script, which asks for the start before the storefront's code (and the route table
 * with it) has arrived; the shell takes that answer only for the very address it would ask itself.
 */
export const START_PATH = '/support/v1/storefront/start';

/** The start call of a brand's sub-domain, as the API client builds it. */
export function startUrl(apiBase: string, sub: string): string {
  return `${apiBase.replace(/\/+$/, '')}${START_PATH}?${new URLSearchParams({ sub })}`;
}

/**
 * The address of the menu overall with the `merchant` header (routes.overalls), as the API client
 * asks for it. (Until 1.11.0 the page's first script asked for it here once the start had named the
 * merchant; it now asks by sub-domain at once, overallBySubUrl below.)
 */
export const OVERALL_PATH = '/products/v1/overalls';

/** The menu overall of one channel, as the API client builds it. */
export function overallUrl(apiBase: string, type: 'WEB' | 'TG'): string {
  return `${apiBase.replace(/\/+$/, '')}${OVERALL_PATH}?${new URLSearchParams({ type })}`;
}

/** The menu overall by the merchant's sub-domain (routes.overallsBySub). */
export const OVERALL_BY_SUB_PATH = '/products/v1/overalls/sub/:sub';

/**
 * The menu overall of a brand's sub-domain: the page's first script asks for it at once, beside the
 * start, and the shell takes that answer for the same address (the same brand resolves the same
 * merchant in both calls).
 */
export function overallBySubUrl(apiBase: string, sub: string, type: 'WEB' | 'TG'): string {
  const path = OVERALL_BY_SUB_PATH.replace(':sub', encodeURIComponent(sub));
  return `${apiBase.replace(/\/+$/, '')}${path}?${new URLSearchParams({ type })}`;
}

/** The page's first script finds which remote draws the page with the route table's own matcher. */
export { matchAppRoute } from '../app-routes';

/**
 * Whether the screen at a path needs the menu overall for its first view (`drawsMenu` in the route
 * table; a path the storefront does not know counts, its 404 links back to the menu). Starting on
 * such a screen the storefront asks for the menu at once, with its own code; elsewhere it asks once
 * the screen is drawn, or as soon as the customer opens one that needs it. A big merchant's menu
 * is seconds of slow 4G that would otherwise share the network with the screen's own code.
 */
export function needsMenu(pathname: string): boolean {
  const route = matchAppRoute(pathname)?.route;
  return !route || 'drawsMenu' in route;
}

/**
 * A webpack chunk name for the screen a remote loads lazily for a route (`/product/:id` →
 * `screen-product-id`), for a remote that wants a readable, regular name. The shell never asks by
 * it: a remote's start-files.json lists its screens' files by the route table's path, and which
 * chunk serves a route is the remote's own business.
 */
export function screenChunkName(routePath: string): string {
  const slug = routePath.split('/').filter(Boolean).map((part) => part.replace(/^:/, '')).join('-');
  return `screen-${slug || 'home'}`;
}
