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
  /**
   * The merchant setting that switches the screen's feature on (spec §6: feature visibility follows
   * the settings flags). While it is off, the shell shows its "not available here" page instead.
   */
  feature?: FeatureFlag;
  /**
   * The screen draws a map: the maps remote fetches its map engine beside the
   * screen's code, and the page's first script fetches both when the page opens on it.
   */
  drawsMap?: true;
  /**
   * The screen's first view draws from the menu overall: the storefront asks for the
   * menu the moment it starts on such a screen. On any other it asks later (spec §4's delayed
   * refresh, or when the customer opens a screen that needs it), so a large menu (hundreds of KB)
   * does not share a slow network with the screen's own code.
   */
  drawsMenu?: true;
}

/** Settings flags that guard screens. */
export type FeatureFlag =
  | 'bookingActive' | 'vacanciesActive' | 'dineInActive'
  // Since Unreleased:
  | 'aboutMerchantActive' | 'termsOfUseActive' | 'privacyActive' | 'promoActive' | 'favouriteActive'
  | 'notificationsActive' | 'cardActive' | 'branchesActive' | 'deliveryActive' | 'pickupActive' | 'chatActive';

/** Every path of spec §2, its layout and its owning remote: declared once, read by the shell and the remotes. */
export const APP_ROUTES = [
  { path: '/', layout: 'default', owner: 'catalog', drawsMenu: true },
  { path: '/category', layout: 'default', owner: 'catalog', drawsMenu: true },
  { path: '/product/:id', layout: 'default', owner: 'catalog', drawsMenu: true },
  { path: '/search', layout: 'default', owner: 'catalog', drawsMenu: true },
  { path: '/extra', layout: 'extra', owner: 'catalog', drawsMenu: true },
  { path: '/extra2', layout: 'extra', owner: 'catalog', drawsMenu: true },
  { path: '/basket', layout: 'default', owner: 'basketCheckout', drawsMenu: true },
  { path: '/checkout', layout: 'default', owner: 'basketCheckout' },
  { path: '/login', layout: 'auth', owner: 'profile' },
  { path: '/login/confirm', layout: 'auth', owner: 'profile' },
  { path: '/login/rules', layout: 'default', owner: 'profile' },
  { path: '/about', layout: 'default', owner: 'profile', feature: 'aboutMerchantActive' },
  { path: '/offerta', layout: 'default', owner: 'profile', feature: 'termsOfUseActive' },
  { path: '/privacy', layout: 'default', owner: 'profile', feature: 'privacyActive' },
  { path: '/profile', layout: 'default', owner: 'profile' },
  { path: '/profile/user', layout: 'default', owner: 'profile' },
  { path: '/profile/promos', layout: 'default', owner: 'profile', feature: 'promoActive' },
  { path: '/profile/favorites', layout: 'default', owner: 'profile', feature: 'favouriteActive' },
  /** The customer's notifications (settings.notificationsActive). */
  { path: '/profile/notifications', layout: 'default', owner: 'profile', feature: 'notificationsActive' },
  { path: '/profile/cards', layout: 'default', owner: 'profile', feature: 'cardActive' },
  { path: '/profile/cards/create', layout: 'default', owner: 'profile', feature: 'cardActive' },
  { path: '/profile/cards/confirm', layout: 'default', owner: 'profile', feature: 'cardActive' },
  { path: '/profile/orders', layout: 'default', owner: 'profile' },
  { path: '/profile/orders/:id', layout: 'default', owner: 'profile', drawsMenu: true },
  { path: '/profile/address', layout: 'default', owner: 'profile', feature: 'deliveryActive' },
  { path: '/profile/address/create', layout: 'default', owner: 'addressMaps', feature: 'deliveryActive', drawsMap: true },
  { path: '/profile/orders/:id/map', layout: 'default', owner: 'addressMaps', drawsMap: true },
  /** The customer's chat with the merchant, all of it or about one order (settings.chatActive). */
  { path: '/profile/chat', layout: 'default', owner: 'profile', feature: 'chatActive' },
  { path: '/profile/orders/:id/chat', layout: 'default', owner: 'profile', feature: 'chatActive' },
  { path: '/branches', layout: 'default', owner: 'addressMaps', feature: 'branchesActive' },
  { path: '/branches/map', layout: 'default', owner: 'addressMaps', feature: 'branchesActive', drawsMap: true },
  { path: '/address/pickup', layout: 'map', owner: 'addressMaps', feature: 'pickupActive', drawsMap: true },
  { path: '/address/pickup2', layout: 'map', owner: 'addressMaps', feature: 'pickupActive', drawsMap: true },
  { path: '/address/delivery', layout: 'map', owner: 'addressMaps', feature: 'deliveryActive', drawsMap: true },
  { path: '/choose-address', layout: 'default', owner: 'addressMaps' },
  { path: '/vacancy', layout: 'default', owner: 'booking', feature: 'vacanciesActive' },
  { path: '/vacancy/:id', layout: 'default', owner: 'booking', feature: 'vacanciesActive' },
  // Spec §2 names no path for "reservations with my reservations" (a label only): ours.
  { path: '/reservations', layout: 'default', owner: 'booking', feature: 'bookingActive' },
  { path: '/reservations/my', layout: 'default', owner: 'booking', feature: 'bookingActive' },
  // The dine-in guest's screen of a table (QR code ?table=&branch=); spec §1 "calling a waiter".
  { path: '/waiter', layout: 'default', owner: 'booking', feature: 'dineInActive' },
  { path: '/merchantNotAvailable', layout: 'auth', owner: 'shell' },
] as const satisfies readonly AppRoute[];

/** A path pattern of spec §2, as the route table writes it ('/product/:id'). */
export type AppPath = (typeof APP_ROUTES)[number]['path'];
/** The paths whose screens a remote (or the shell) owns. */
export type PathOf<Owner extends AppRoute['owner']> = Extract<(typeof APP_ROUTES)[number], { owner: Owner }>['path'];
/** The `:param` names of a path pattern. */
export type PathParamName<P extends string> =
  P extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParamName<`/${Rest}`>
    : P extends `${string}:${infer Name}` ? Name : never;
export type PathParams<P extends string> = { [K in PathParamName<P>]: string };

export interface RouteMatch {
  route: (typeof APP_ROUTES)[number];
  params: Record<string, string>;
}

/**
 * A link to a screen, built from its pattern in the route table, so a link cannot point at a path
 * the storefront does not have: `appLink('/product/:id', { id: 5 })` is '/product/5'.
 */
export function appLink<P extends AppPath>(
  path: P,
  ...[params]: PathParamName<P> extends never ? [] : [{ [K in PathParamName<P>]: string | number }]
): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number>)[name])));
}

/** The spec §2 route for a pathname, or undefined (a 404). A trailing slash is ignored. */
export function matchAppRoute(pathname: string): RouteMatch | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const route of APP_ROUTES as readonly RouteMatch['route'][]) {
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

/** Whether a route's feature is switched on in these settings (a route without a feature always is). */
export const routeOn = (route: AppRoute, settings: Partial<Record<FeatureFlag, boolean>>): boolean =>
  !route.feature || settings[route.feature] === true;

/**
 * Whether the screen at a path is there for this merchant: what every entry point (a link in the
 * header, the profile menu, a banner) asks before it shows, so a link never leads to the
 * "not available here" page. An unknown path is not.
 */
export const screenOn = (pathname: string, settings: Partial<Record<FeatureFlag, boolean>>): boolean => {
  const match = matchAppRoute(pathname);
  return Boolean(match && routeOn(match.route, settings));
};

/**
 * Like isOwnedBy, but a screen whose feature the settings switch off is owned by nobody: the shell
 * shows its "not available here" page and the remote is not mounted.
 */
export const isServedBy = (remote: RemoteName, settings: Partial<Record<FeatureFlag, boolean>>) => (location: { pathname: string }) => {
  const match = matchAppRoute(location.pathname);
  return match?.route.owner === remote && routeOn(match.route, settings);
};

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
