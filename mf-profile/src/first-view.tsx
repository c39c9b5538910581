// The profile's part of the first view (shared-ui/src/first-view.tsx), by the very components the
// profile renders in the browser:
// - on `/profile/orders`, the list's heading (the customer's orders are known only to the browser,
//   which draws them below it);
// - on `/login`, the login form;
// - a guest (no token cookie) on a screen that needs a login is sent to the login before that
//   screen is drawn (useRequireUser): the view is the login, in its own layout, at once.
import type { ReactNode } from 'react';
import type { PathOf } from '@storefront/contracts';
import { matchAppRoute } from '@storefront/contracts/rules';
import { FIRST_VIEW_VERSION, renderRemotePart, type FirstViewInput, type FirstViewModule, type FirstViewPart } from '@storefront/ui/first-view';
import { LoginPage } from './features/login';
import { OrdersSection } from './features/orders';
import { PROFILE_CSS } from './styles';
import { translations } from './translations';

/** The profile's screens that send a guest to the login (each calls useRequireUser; test/first-view.test.tsx holds them to it). */
export const LOGIN_ONLY_PATHS = [
  '/profile/user', '/profile/address', '/profile/favorites', '/profile/promos', '/profile/cards', '/profile/cards/create',
  '/profile/cards/confirm', '/profile/notifications', '/profile/orders', '/profile/orders/:id', '/profile/chat', '/profile/orders/:id/chat',
] as const satisfies readonly PathOf<'profile'>[];

/** What the page's own render shows once it has drawn the login (LoginPage's form). */
const LOGIN_READY = '#content form.pf-auth h1';

const draw = (input: FirstViewInput, node: ReactNode) => renderRemotePart(node, { input, namespace: 'profile', translations });

export const version = FIRST_VIEW_VERSION;
export const paths: FirstViewModule['paths'] = [...LOGIN_ONLY_PATHS, '/login'];

export function renderFirstView(input: FirstViewInput): FirstViewPart | null {
  const path = matchAppRoute(input.pathname)?.route.path;
  if (path === '/login') return { html: draw(input, <LoginPage />), css: PROFILE_CSS, readySelector: LOGIN_READY };
  // Only a guest the server is sure of: an older shell does not say (loggedIn absent).
  if ((LOGIN_ONLY_PATHS as readonly string[]).includes(path ?? '') && input.loggedIn === false) {
    return { html: draw(input, <LoginPage />), css: PROFILE_CSS, readySelector: LOGIN_READY, shownPath: '/login', forGuest: true };
  }
  if (path === '/profile/orders') return { html: draw(input, <OrdersSection />), css: PROFILE_CSS, readySelector: '#content h1' };
  return null;
}

