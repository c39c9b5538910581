import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, E2E_DEMO_BOT_TOKEN, E2E_DEMO_BOT_WEBHOOK_SECRET, SHELL_URL } from '../stack-config';
import { freshPhone, loginCodeFromOutbox } from './helpers';

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

/**
 * What Telegram does when the customer taps "Share": it posts the contact to the bot's webhook
 * (here the API's, with the bot's secret token), then answers the page's requestContact.
 */
async function shareContactWithBot(user: { id: number; first_name: string }, phone: string) {
  const response = await fetch(`${API_URL}/webbot/v1/bot/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': E2E_DEMO_BOT_WEBHOOK_SECRET },
    body: JSON.stringify({
      update_id: Date.now(),
      message: { message_id: 1, date: Math.floor(Date.now() / 1000), chat: { id: user.id, type: 'private' }, from: { id: user.id, first_name: user.first_name },
        contact: { phone_number: `+${phone}`, first_name: user.first_name, user_id: user.id } },
    }),
  });
  expect(response.status).toBe(200);
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
        requestContact: (callback: (shared: boolean) => void) => {
          calls.push('requestContact');
          const share = (window as any).__tgShareContact as (() => Promise<boolean>) | undefined;
          void (share ? share() : Promise.resolve(false)).then(callback);
        },
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

test('a Telegram customer shares their phone through the bot, and it shows on their profile', async ({ page }) => {
  const user = { id: 424_300 + Math.floor(Math.random() * 1000), first_name: 'Bobur', last_name: 'Aliyev', language_code: 'ru' };
  const phone = freshPhone();
  await page.exposeFunction('__tgShareContact', async () => { await shareContactWithBot(user, phone); return true; });
  const tg = await openInTelegram(page, freshInitData(user), '/profile/user');
  await expect(page.getByTestId('phone-section')).toBeVisible();
  await page.getByTestId('phone-share').click();
  await expect(page.getByTestId('user-phone')).toHaveValue(`+998 ${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`);
  await expect(page.getByTestId('phone-section')).toHaveCount(0);
  expect(await tg.calls()).toContain('requestContact');
});

test('a Telegram customer who does not share through the bot confirms a phone by SMS code instead', async ({ page, request }) => {
  const user = { id: 424_400 + Math.floor(Math.random() * 1000), first_name: 'Saida', last_name: 'Web', language_code: 'ru' };
  const phone = freshPhone();
  // The customer closes Telegram's popup without sharing.
  await page.exposeFunction('__tgShareContact', async () => false);
  const tg = await openInTelegram(page, freshInitData(user), '/profile/user');
  await page.getByTestId('phone-share').click();
  await expect(page.getByTestId('phone-share')).toBeVisible();
  expect(await tg.calls()).toContain('requestContact');

  await page.getByTestId('phone-by-sms').click();
  await page.getByTestId('phone-input').fill(phone.slice(3));
  await page.getByTestId('phone-send').click();
  await page.getByTestId('phone-code').fill('000000');
  await page.getByTestId('phone-confirm').click();
  await expect(page.getByTestId('phone-error')).toHaveText('Неверный код или истёк срок его действия');
  await page.getByTestId('phone-code').fill(await loginCodeFromOutbox(request, phone));
  await page.getByTestId('phone-confirm').click();
  await expect(page.getByTestId('user-phone')).toHaveValue(new RegExp(`^\\+998 ${phone.slice(3, 5)} `));
  await expect(page.getByTestId('phone-section')).toHaveCount(0);
});
