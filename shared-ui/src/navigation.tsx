import { useEffect, useState, type AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';

function currentPath() {
  return window.location.pathname;
}

/** The current pathname, following single-spa's route changes and the back button. */
export function usePathname(): string {
  const [pathname, setPathname] = useState(currentPath);
  useEffect(() => {
    const update = () => setPathname(currentPath());
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return pathname;
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
