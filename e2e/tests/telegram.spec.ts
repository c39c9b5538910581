import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DEMO_BOT_TOKEN, SHELL_URL } from '../stack-config';

/** Signs init data the way Telegram does (providers.md), with the suite's own bot token. */
function signInitData(fields: Record<string, string>, botToken: string): string {
  const check = Object.keys(fields).sort().map((key) => `${key}=${fields[key]}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

const telegramUser = { id: 424242, first_name: 'Aziza', last_name: 'Karimova', language_code: 'uz' };

function freshInitData(user = telegramUser) {
  return signInitData({ auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'AAE-e2e', user: JSON.stringify(user) }, E2E_DEMO_BOT_TOKEN);
}

/** A simulated Telegram.WebApp that records what the page asks of it. */
async function openInTelegram(page: Page, initData: string, path = '/') {
  await page.addInitScript((data) => {
    const calls: string[] = [];
    const handlers: Record<string, () => void> = {};
    (window as any).__tgCalls = calls;
    (window as any).Telegram = {
      WebApp: {
        initData: data,
        colorScheme: 'dark',
        themeParams: { bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1' },
        safeAreaInset: { top: 0, bottom: 20, left: 0, right: 0 },
        contentSafeAreaInset: { top: 8, bottom: 0, left: 0, right: 0 },
        ready: () => calls.push('ready'),
        expand: () => calls.push('expand'),
        onEvent: (name: string, handler: () => void) => { handlers[name] = handler; },
        BackButton: {
          show: () => calls.push('back:show'),
          hide: () => calls.push('back:hide'),
          onClick: (handler: () => void) => { handlers.back = handler; },
        },
      },
    };
  }, initData);
  const overallTypes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/products/v1/overalls') overallTypes.push(url.searchParams.get('type') ?? '');
  });
  await page.goto(`${SHELL_URL}${path}?vendor=demo`);
  return { overallTypes, calls: () => page.evaluate(() => (window as any).__tgCalls as string[]) };
}

test('inside Telegram the page becomes a Mini App and logs in with signed init data', async ({ page }) => {
  const tg = await openInTelegram(page, freshInitData(), '/profile');
  await expect(page.getByTestId('profile-user')).toHaveText('Aziza Karimova');
  const calls = await tg.calls();
  expect(calls.slice(0, 2)).toEqual(['ready', 'expand']);
  expect(calls).toContain('back:show');
  expect(tg.overallTypes.length).toBeGreaterThan(0);
  expect(tg.overallTypes.every((type) => type === 'TG')).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim())).toBe('#17212b');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-safe-area-inset-bottom').trim())).toBe('20px');

  await page.getByRole('link', { name: /Меню|Menyu|Menu/ }).first().click();
  await expect.poll(async () => (await tg.calls()).at(-1)).toBe('back:hide');
});

test('tampered init data is refused: no login, the storefront still works', async ({ page }) => {
  const signed = new URLSearchParams(freshInitData());
  signed.set('user', JSON.stringify({ ...telegramUser, id: 1, first_name: 'Mallory' }));
  const loginStatuses: number[] = [];
  page.on('response', (response) => { if (response.url().includes('/webbot/v1/users/')) loginStatuses.push(response.status()); });
  await openInTelegram(page, signed.toString(), '/profile');
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(page.getByTestId('profile-user')).toHaveCount(0);
  await expect.poll(() => loginStatuses).toEqual([401]);
});

test('outside Telegram nothing of it shows and no login is tried', async ({ page }) => {
  const webbot: string[] = [];
  page.on('request', (request) => { if (request.url().includes('/webbot/')) webbot.push(request.url()); });
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await expect(page.getByTestId('merchant-name')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-telegram', 'true');
  expect(webbot).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="telegram"]').length)).toBe(0);
});
