/** The remotes of the storefront; each is its own deployment (ARCHITECTURE.md §2). */
export const REMOTES = ['catalog', 'basketCheckout', 'profile', 'addressMaps', 'booking'] as const;
export type RemoteName = (typeof REMOTES)[number];

export type LayoutName = 'auth' | 'default' | 'extra' | 'map';

export interface AppRoute {
  /** Path pattern of spec §2 with `:param` segments. */
  path: string;
  layout: LayoutName;
  /** The remote that owns the screen; `shell` for the shell's own pages. */
  owner: RemoteName | 'shell';
}

/** Every path of spec §2, its layout and its owning remote: declared once, read by the shell and the remotes. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', layout: 'default', owner: 'catalog' },
  { path: '/category', layout: 'default', owner: 'catalog' },
  { path: '/product/:id', layout: 'default', owner: 'catalog' },
  { path: '/search', layout: 'default', owner: 'catalog' },
  { path: '/extra', layout: 'extra', owner: 'catalog' },
  { path: '/extra2', layout: 'extra', owner: 'catalog' },
  { path: '/basket', layout: 'default', owner: 'basketCheckout' },
  { path: '/checkout', layout: 'default', owner: 'basketCheckout' },
  { path: '/login', layout: 'auth', owner: 'profile' },
  { path: '/login/confirm', layout: 'auth', owner: 'profile' },
  { path: '/login/rules', layout: 'default', owner: 'profile' },
  { path: '/about', layout: 'default', owner: 'profile' },
  { path: '/offerta', layout: 'default', owner: 'profile' },
  { path: '/privacy', layout: 'default', owner: 'profile' },
  { path: '/profile', layout: 'default', owner: 'profile' },
  { path: '/profile/user', layout: 'default', owner: 'profile' },
  { path: '/profile/promos', layout: 'default', owner: 'profile' },
  { path: '/profile/favorites', layout: 'default', owner: 'profile' },
  { path: '/profile/cards', layout: 'default', owner: 'profile' },
  { path: '/profile/cards/create', layout: 'default', owner: 'profile' },
  { path: '/profile/cards/confirm', layout: 'default', owner: 'profile' },
  { path: '/profile/orders', layout: 'default', owner: 'profile' },
  { path: '/profile/orders/:id', layout: 'default', owner: 'profile' },
  { path: '/profile/address', layout: 'default', owner: 'profile' },
  { path: '/profile/address/create', layout: 'default', owner: 'addressMaps' },
  { path: '/profile/orders/:id/map', layout: 'default', owner: 'addressMaps' },
  { path: '/branches', layout: 'default', owner: 'addressMaps' },
  { path: '/branches/map', layout: 'default', owner: 'addressMaps' },
  { path: '/address/pickup', layout: 'map', owner: 'addressMaps' },
  { path: '/address/pickup2', layout: 'map', owner: 'addressMaps' },
  { path: '/address/delivery', layout: 'map', owner: 'addressMaps' },
  { path: '/choose-address', layout: 'default', owner: 'addressMaps' },
  { path: '/vacancy', layout: 'default', owner: 'booking' },
  { path: '/vacancy/:id', layout: 'default', owner: 'booking' },
  { path: '/merchantNotAvailable', layout: 'auth', owner: 'shell' },
];

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

/** The spec §2 route for a pathname, or undefined (a 404). A trailing slash is ignored. */
export function matchAppRoute(pathname: string): RouteMatch | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const route of APP_ROUTES) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeURIComponent(parts[i]);
        return true;
      }
      return segment === parts[i];
    });
    if (matches) return { route, params };
  }
  return undefined;
}

/** The remote owning a pathname: single-spa's activity function for each remote. */
export const isOwnedBy = (remote: RemoteName) => (location: { pathname: string }) =>
  matchAppRoute(location.pathname)?.route.owner === remote;

/**
 * Spec §2 prefixes: a first segment ru/uz sets the `lang` cookie, 1/2 the `page` cookie; both are
 * removed and the visitor lands on `/`.
 */
export function readRoutePrefix(pathname: string): { cookie: 'lang' | 'page'; value: string } | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  if (first === 'ru' || first === 'uz') return { cookie: 'lang', value: first };
  if (first === '1' || first === '2') return { cookie: 'page', value: first };
  return undefined;
}
