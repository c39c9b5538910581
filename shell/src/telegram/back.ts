import { matchAppRoute } from '@storefront/contracts';

/** Marks the history entry the storefront was opened on: Back there has nowhere to go in history. */
const FIRST_ENTRY = 'storefrontFirstEntry';

/** The screen a screen belongs to, where Back leads when there is no history (opened on a deep link). */
export function parentScreen(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return '/';
  const route = matchAppRoute(path)?.route.path;
  switch (route) {
    case '/checkout': return '/basket';
    case '/product/:id':
    case '/category':
    case '/search':
    case '/basket':
    case '/profile':
      return '/';
    case '/profile/cards/create':
    case '/profile/cards/confirm':
      return '/profile/cards';
    case '/profile/address/create': return '/profile/address';
    case '/address/pickup':
    case '/address/pickup2':
    case '/address/delivery':
    case '/choose-address':
      return '/checkout';
    default: {
      if (!route) return '/';
      // The path one level up when it is a screen (/profile/orders/5 → /profile/orders), else the menu.
      const up = path.slice(0, path.lastIndexOf('/')) || '/';
      return matchAppRoute(up) ? up : '/';
    }
  }
}

/** Remembers that the current history entry is the one the storefront was opened on. */
export function markFirstEntry() {
  try {
    window.history.replaceState({ ...(window.history.state ?? {}), [FIRST_ENTRY]: true }, '');
  } catch { /* a state that cannot be copied: Back relies on the Navigation API alone */ }
}

interface NavigationLike { canGoBack?: boolean }

/** Whether going back in history stays in the storefront (the Navigation API where there is one, else the first entry's mark). */
export function canGoBack(): boolean {
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack && !isFirstEntry();
  return !isFirstEntry();
}

function isFirstEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[FIRST_ENTRY] === true;
}

/** Telegram's Back: back in history, or to the screen's parent when the Mini App was opened on it. */
export function goBack(navigate: (href: string) => void) {
  if (canGoBack()) window.history.back();
  else navigate(parentScreen(window.location.pathname));
}
