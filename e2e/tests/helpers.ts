import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import type { Merchant } from '@storefront/contracts';
import { API_URL } from '../stack-config';

export async function merchantBySub(request: APIRequestContext, sub: string): Promise<Merchant> {
  const response = await request.get(`${API_URL}/users/v1/merchants/sub/${sub}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** Marks the page so a test can tell a page reload (the mark is gone) from an in-page update. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => { (window as unknown as { __noReload: boolean }).__noReload = true; });
}

export async function pageWasNotReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
}

/** A fresh Uzbek number for each run, so the per-phone code limits of the API never meet an earlier run. */
export function freshPhone(): string {
  return `99890${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** The latest login code sent to a phone, from the development outbox of the API. */
export async function loginCodeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(async () => {
    const response = await request.get(`${API_URL}/dev/sms-outbox?phone=${phone}`);
    if (response.status() !== 200) return undefined;
    const messages: { text: string }[] = await response.json();
    code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    return code;
  }, { message: `a login code for ${phone} in the outbox` }).toMatch(/^\d{6}$/);
  return code!;
}

/** The saved session of a brand in the page's localStorage (the shell's per-brand session). */
export async function savedSession(page: Page, brand: string): Promise<{ token: string | null; user: { id: number } | null; draft: { lines: unknown[]; lastOrderId: number | null } }> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), `session:${brand}`);
}

/**
 * Every request the page makes. Tiles come from the API's offline tiles of the demo city (the
 * shell's config points the map at `${API_BASE}/tiles/v1/{z}/{x}/{y}.png` outside production).
 */
export async function watch(page: Page): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

export function expectOnlyLocalhost(urls: string[]) {
  const foreign = urls.filter((url) => {
    const { protocol, hostname } = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:') return false;
    return hostname !== 'localhost' && hostname !== '127.0.0.1' && !hostname.endsWith('.localhost');
  });
  expect(foreign, 'requests beyond localhost').toEqual([]);
}
