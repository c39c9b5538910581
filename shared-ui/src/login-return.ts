import { STORAGE_KEYS } from '@storefront/contracts';
import { local } from './storage';

/*
 * "Go to login and come back": every remote that needs a logged-in customer sends them here with
 * the page to return to, and the login screen takes it; the stored key (spec §7 `_redirectUrl`) is
 * handled nowhere else.
 */

/** Only a path of this storefront: never another origin ('//host', 'https://…'). */
export function safeRedirect(url: string | null | undefined): string {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return '/';
  if (url.startsWith('/login')) return '/';
  return url;
}

/**
 * Remembers where to come back after login (spec §7 stored key `_redirectUrl`) and opens the login
 * with the caller's react-router `navigate` (single-spa then mounts the profile remote).
 */
export function goToLogin(navigate: (to: string) => void, back: string = window.location.pathname + window.location.search): void {
  local.set(STORAGE_KEYS.redirectUrl, back);
  navigate('/login');
}

/** After login: the remembered page (default `/`), forgotten once used. */
export function takeRedirect(): string {
  const url = safeRedirect(local.get(STORAGE_KEYS.redirectUrl));
  local.remove(STORAGE_KEYS.redirectUrl);
  return url;
}
