import { LANG_COOKIE_DAYS } from '@storefront/contracts';

/**
 * The page's cookies as first read, kept up to date by this module's own writes. Reading
 * `document.cookie` is a synchronous call to the browser's network process: while a page loads,
 * with its images and scripts in flight, one read was seen to block the main thread for over
 * 100 ms on a busy phone. The boot reads the language cookie twice; it asks the browser once.
 */
let jar: Map<string, string> | null = null;

function cookies(): Map<string, string> {
  if (jar) return jar;
  jar = new Map();
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (!key) continue;
    try {
      jar.set(key, decodeURIComponent(value.join('=')));
    } catch {
      // A cookie some other code wrote without encoding it: not one of ours, and unreadable as one.
    }
  }
  return jar;
}

export function readCookie(name: string): string | null {
  return cookies().get(name) ?? null;
}

export function writeCookie(name: string, value: string, days = LANG_COOKIE_DAYS): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
  jar?.set(name, value);
}

export function clearCookies(keep: readonly string[] = []): void {
  for (const part of document.cookie.split(';')) {
    const key = part.trim().split('=')[0];
    if (key && !keep.includes(key)) document.cookie = `${key}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
  }
  jar = null;
}
