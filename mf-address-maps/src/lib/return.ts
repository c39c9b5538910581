/** The parts of the Navigation API read here (Chromium; other browsers fall back to history). */
interface NavigationEntryLike { url: string | null; key: string; index: number }
interface NavigationLike {
  canGoBack?: boolean;
  currentEntry?: NavigationEntryLike | null;
  entries?(): NavigationEntryLike[];
  traverseTo?(key: string): unknown;
}

/** Pages never returned to: the login steps a guest passed through on the way here. */
const skipped = (pathname: string) => pathname === '/login' || pathname.startsWith('/login/');

/**
 * Back where the customer came from, after choosing or saving an address: the latest earlier page
 * of this storefront that is neither this screen nor a login step (a guest sent to log in first
 * must not land on the code form), else `fallback` through the caller's react-router `navigate`. The Navigation API lists only this origin's
 * entries; without it, one step back when there is one.
 */
export function returnToOrigin(navigate: (to: string) => void, fallback = '/checkout'): void {
  const nav = (window as Window & { navigation?: NavigationLike }).navigation;
  const here = window.location.pathname;
  if (nav?.entries && nav.currentEntry && nav.traverseTo) {
    const entries = nav.entries();
    for (let i = nav.currentEntry.index - 1; i >= 0; i--) {
      const url = entries[i]?.url ? new URL(entries[i].url!) : null;
      if (!url || url.origin !== window.location.origin) break;
      if (skipped(url.pathname) || url.pathname === here) continue;
      nav.traverseTo(entries[i].key);
      return;
    }
    navigate(fallback);
    return;
  }
  if (nav?.canGoBack) window.history.back();
  else navigate(fallback);
}
