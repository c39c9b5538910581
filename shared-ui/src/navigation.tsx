import { useSyncExternalStore, type AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';

function currentPath() {
  return window.location.pathname;
}

function subscribeToRoutes(onChange: () => void): () => void {
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * The current pathname, following single-spa's route changes and the back button. An external
 * store rather than state set by a listener: a route change made before the listener was attached
 * (a screen sending a guest to the login as it mounts) is still seen.
 */
export function usePathname(): string {
  // The same snapshot when rendered to a string (a remote's tests render its screens so).
  return useSyncExternalStore(subscribeToRoutes, currentPath, currentPath);
}

/** The current query string parameters, following route changes. */
export function useSearchParams(): URLSearchParams {
  usePathname();
  return new URLSearchParams(window.location.search);
}

export const navigate = (url: string) => navigateToUrl(url);

/** A link across the whole storefront: single-spa moves to whichever remote owns the path. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigateToUrl(href);
      }}
      {...rest}
    />
  );
}
