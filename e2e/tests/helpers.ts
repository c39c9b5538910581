import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
