import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@storefront/contracts';
import { API_URL, E2E_DEMO_BOT_TOKEN, E2E_DEMO_INTEGRATION_KEY, SHELL_URL } from '../stack-config';
import { loggedInOnOrders, savedSession, widestOptionFits } from './helpers';

/**
 * Issue 34 items 5 and 8: one language per screen (the 404, booking dates, prices, page titles, a
 * Telegram customer's first visit) and the header's unread badge, each in the language where it failed.
 */

const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };

/** Chooses the interface language in the header, where the default layout shows it. */
async function chooseLanguage(page: Page, language: Language) {
  await page.getByTestId('language-select').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'eng' ? 'en' : language);
}

const UZBEK_MONTHS = /\b(yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr)\b/;
/** The date picker's short Uzbek weekdays ("Shan, 28-noyabr"). */
const UZBEK_WEEKDAYS = /^(Yak|Dush|Sesh|Chor|Pay|Jum|Shan), \d{1,2}-/;

test('the uz 404 reads in Uzbek', async ({ page }) => {
  await page.goto(`${SHELL_URL}/no-such-page?vendor=demo`);
  await chooseLanguage(page, 'uz');
  await expect(page.getByTestId('not-found').locator('h1')).toHaveText('Sahifa topilmadi');
  await expect(page.getByTestId('not-found')).not.toContainText('Page Not Found');
});

test('booking dates in uz name the month and the weekday in Uzbek', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${SHELL_URL}/reservations?vendor=demo`);
  await chooseLanguage(page, 'uz');
  const options = page.getByTestId('booking-date').locator('option');
  await expect(options.first()).toHaveText(UZBEK_MONTHS);
  const texts = await options.allTextContents();
  expect(texts.length).toBeGreaterThan(1);
  for (const text of texts) {
    expect(text).toMatch(UZBEK_MONTHS);
    expect(text).toMatch(UZBEK_WEEKDAYS);
    expect(text).not.toMatch(/M\d|Mon|Tue|Wed|Thu|Fri|Sat|Sun/);
  }
  // The longest of them fits its field, on a 390 px phone and on a 320 px one.
  const fits = () => widestOptionFits(page.getByTestId('booking-date'));
  expect(await fits()).toBe(true);
  await page.screenshot({ path: `${SHOTS}/uz-booking-dates.png` });
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await fits()).toBe(true);
  await page.screenshot({ path: `${SHOTS}/uz-booking-dates-320.png` });
});

test('a birthday in uz is chosen from lists with Uzbek month names, never the browser\'s date field', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await loggedInOnOrders(page, request);
  await page.goto(`${SHELL_URL}/profile/user`);
  await chooseLanguage(page, 'uz');
  const birthday = page.getByTestId('user-birthday');
  await expect(birthday.locator('legend')).toHaveText("Tug'ilgan sana");
  await expect(page.getByTestId('user-birthday-month').locator('option')).toHaveText(['Oy', 'Yanvar', 'Fevral', 'Mart', 'Aprel', 'May', 'Iyun', 'Iyul', 'Avgust', 'Sentabr', 'Oktabr', 'Noyabr', 'Dekabr']);
  await expect(page.locator('input[type=date]')).toHaveCount(0);
  await page.getByTestId('user-birthday-day').selectOption('29');
  await page.getByTestId('user-birthday-month').selectOption({ label: 'Fevral' });
  await page.getByTestId('user-birthday-year').selectOption('1995');
  // No 29 February in 1995: the day is asked again rather than saved as 1 March.
  await expect(page.getByTestId('user-birthday-day')).toHaveValue('');
  await page.getByTestId('user-birthday-day').selectOption('28');
  for (const size of [PHONE, { width: 320, height: 700 }]) {
    await page.setViewportSize(size);
    const box = (await birthday.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: `${SHOTS}/uz-birthday-${size.width}.png` });
  }
});

test('ru prices read "сум", never "so\'m", on the menu and in the basket', async ({ page }) => {
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await chooseLanguage(page, 'ru');
  const card = page.locator('.cat-card:has(.cat-add:not([data-needs-choice]))').first();
  await expect(card.locator('.cat-price')).toContainText(/\d сум/);
  await expect(page.locator('#content')).not.toContainText("so'm");
  await card.locator('.cat-add').click();
  await page.goto(`${SHELL_URL}/basket`);
  await expect(page.getByTestId('line-price').first()).toHaveText(/^[\d ]+ сум$/);
  await expect(page.locator('body')).not.toContainText("so'm");
});

test('the page title follows the language: Russian and English, not Uzbek', async ({ page }) => {
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await chooseLanguage(page, 'ru');
  await expect(page).toHaveTitle('Lamenu Demo');
  await page.getByRole('link', { name: 'Филиалы' }).first().click();
  await expect(page).toHaveTitle(/^Филиалы · Lamenu Demo$/);
  await chooseLanguage(page, 'eng');
  await expect(page).toHaveTitle(/^Branches · Lamenu Demo$/);
  await page.goto(`${SHELL_URL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Lamenu Demo');
  expect(await page.title()).not.toMatch(/yetkazib|berish/);
});

/** Signs init data the way Telegram does (providers.md), with the suite's own bot token. */
function signInitData(fields: Record<string, string>, botToken: string): string {
  const check = Object.keys(fields).sort().map((key) => `${key}=${fields[key]}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

test('a first visit inside Telegram speaks the Telegram user\'s language (ru) when the shop offers it', async ({ page }) => {
  // Oqshom's main language is uz and it offers ru: the Telegram user's language_code decides.
  const user = { id: 440_000 + Math.floor(Math.random() * 10_000), first_name: 'Olga', last_name: 'Test', language_code: 'ru' };
  const initData = signInitData({ auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'AAE-one-language', user: JSON.stringify(user) }, E2E_DEMO_BOT_TOKEN);
  await page.addInitScript((data) => {
    (window as any).Telegram = {
      WebApp: {
        initData: data, initDataUnsafe: {}, colorScheme: 'light', themeParams: {}, ready() {}, expand() {}, onEvent() {},
        BackButton: { show() {}, hide() {}, onClick() {} },
      },
    };
  }, initData);
  await page.goto(`${SHELL_URL}/?vendor=oqshom`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('.sf-nav a[data-nav="/"]')).toHaveText('Меню');
});

test('the unread badge shows "9+" past nine', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await loggedInOnOrders(page, request);
  const { user } = await savedSession(page, 'demo');
  for (let i = 1; i <= 12; i += 1) {
    const message = await request.post(`${API_URL}/notifications/v1/integration/messages`, {
      headers: { 'x-integration-key': E2E_DEMO_INTEGRATION_KEY }, data: { userId: user!.id, text: `Xabar ${i}` },
    });
    expect(message.status(), await message.text()).toBe(200);
  }
  await page.goto(`${SHELL_URL}/`);
  await chooseLanguage(page, 'uz');
  await expect(page.getByTestId('notifications-unread')).toHaveText('9+');
  await expect(page.getByTestId('notifications-link')).toHaveAttribute('aria-label', /12/);
  await page.screenshot({ path: `${SHOTS}/badge-9plus.png` });
  await page.locator('.sf-header').screenshot({ path: `${SHOTS}/badge-9plus-header.png` });
});
