import { LANG_COOKIE_DAYS } from '@storefront/contracts';

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, days = LANG_COOKIE_DAYS): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function clearCookies(keep: readonly string[] = []): void {
  for (const part of document.cookie.split(';')) {
    const key = part.trim().split('=')[0];
    if (key && !keep.includes(key)) document.cookie = `${key}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
  }
}
