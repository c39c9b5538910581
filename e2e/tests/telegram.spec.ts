import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Order } from '@storefront/contracts';
import { API_URL, E2E_DEMO_BOT_TOKEN, E2E_DEMO_BOT_WEBHOOK_SECRET, SHELL_URL } from '../stack-config';
import { freshPhone, isMenuCall, loginCodeFromOutbox, merchantBySub, pickupProductOfMiniApp as pickupProduct, ruText as ru, savedSession } from './helpers';

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

/**
 * A simulated Telegram.WebApp that records what the page asks of it (`__tgCalls`), keeps the
 * handlers the page gives it, and lets the test act as Telegram does (`__tg`): press the MainButton
 * or the Settings item, or send an event after changing what the event reports.
 */
async function openInTelegram(page: Page, initData: string, path = '/') {
  await page.addInitScript((data) => {
    const calls: string[] = [];
    const handlers: Record<string, Array<() => void>> = {};
    const on = (name: string, handler: () => void) => { (handlers[name] ??= []).push(handler); };
    const fire = (name: string) => { for (const handler of handlers[name] ?? []) handler(); };
    const mainButton = { text: '', color: '', isVisible: false, isActive: true, isProgressVisible: false };
    const webApp = {
      initData: data,
      colorScheme: 'dark',
      themeParams: { bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1' } as Record<string, string>,
      safeAreaInset: { top: 0, bottom: 20, left: 0, right: 0 },
      contentSafeAreaInset: { top: 8, bottom: 0, left: 0, right: 0 },
      ready: () => calls.push('ready'),
      expand: () => calls.push('expand'),
      onEvent: on,
      requestContact: (callback: (shared: boolean) => void) => {
        calls.push('requestContact');
        const share = (window as any).__tgShareContact as (() => Promise<boolean>) | undefined;
        void (share ? share() : Promise.resolve(false)).then(callback);
      },
      BackButton: {
        show: () => calls.push('back:show'),
        hide: () => calls.push('back:hide'),
        onClick: (handler: () => void) => on('back', handler),
      },
      MainButton: {
        setParams: (params: { text?: string; color?: string; is_active?: boolean; is_visible?: boolean }) => {
          if (params.text !== undefined) mainButton.text = params.text;
          if (params.color !== undefined) mainButton.color = params.color;
          if (params.is_active !== undefined) mainButton.isActive = params.is_active;
          if (params.is_visible !== undefined) mainButton.isVisible = params.is_visible;
        },
        showProgress: () => { mainButton.isProgressVisible = true; },
        hideProgress: () => { mainButton.isProgressVisible = false; },
        onClick: (handler: () => void) => on('mainButtonClicked', handler),
      },
      SettingsButton: {
        show: () => calls.push('settings:show'),
        hide: () => calls.push('settings:hide'),
        onClick: (handler: () => void) => on('settingsButtonClicked', handler),
      },
      HapticFeedback: {
        impactOccurred: (style: string) => calls.push(`haptic:impact:${style}`),
        notificationOccurred: (type: string) => calls.push(`haptic:notification:${type}`),
      },
    };
    (window as any).__tgCalls = calls;
    (window as any).__tg = { webApp, mainButton, fire };
    (window as any).Telegram = { WebApp: webApp };
  }, initData);
  const overallTypes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isMenuCall(url)) overallTypes.push(url.searchParams.get('type') ?? '');
  });
  await page.goto(`${SHELL_URL}${path}?vendor=demo`);
  return {
    overallTypes,
    calls: () => page.evaluate(() => (window as any).__tgCalls as string[]),
    /** What Telegram's MainButton shows now. */
    mainButton: () => page.evaluate(() => ({ ...(window as any).__tg.mainButton }) as { text: string; color: string; isVisible: boolean; isActive: boolean; isProgressVisible: boolean }),
    /** Telegram sends one of its events (the MainButton's and the Settings item's presses too). */
    fire: (name: string) => page.evaluate((event) => (window as any).__tg.fire(event), name),
  };
}

test('inside Telegram the page becomes a Mini App and logs in with signed init data', async ({ page }) => {
  const tg = await openInTelegram(page, freshInitData(), '/profile');
  await expect(page.getByTestId('profile-user')).toHaveText('Aziza Karimova');
  const calls = await tg.calls();
  expect(calls.slice(0, 2)).toEqual(['ready', 'expand']);
  expect(calls).toContain('back:show');
  // The profile draws nothing from the menu: it comes once the screen is drawn, as the Mini App's.
  await expect.poll(() => tg.overallTypes.length).toBeGreaterThan(0);
  expect(tg.overallTypes.every((type) => type === 'TG')).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim())).toBe('#17212b');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-safe-area-inset-bottom').trim())).toBe('20px');

  await page.getByRole('link', { name: /Меню|Menyu|Menu/ }).first().click();
  await expect.poll(async () => (await tg.calls()).filter((call) => call.startsWith('back:')).at(-1)).toBe('back:hide');
});

test('tampered init data is refused: no login, the storefront still works', async ({ page }) => {
  const signed = new URLSearchParams(freshInitData());
  signed.set('user', JSON.stringify({ ...telegramUser, id: 1, first_name: 'Mallory' }));
  const loginStatuses: number[] = [];
  page.on('response', (response) => { if (response.url().includes('/webbot/v1/users/')) loginStatuses.push(response.status()); });
  await openInTelegram(page, signed.toString(), '/profile');
  // A first visit in Telegram speaks the user's language_code (uz here): a language is no secret,
  // so even unverified init data may choose it; the login is what is refused.
  await expect(page.getByRole('link', { name: 'Kirish' })).toBeVisible();
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


test('inside Telegram the MainButton takes the basket to the checkout and places the order, with haptics on the way', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = { id: 430_000 + Math.floor(Math.random() * 100_000), first_name: 'Dilnoza', last_name: 'Mini', language_code: 'ru' };
  const { headers, branch, product } = await pickupProduct(request);
  const tg = await openInTelegram(page, freshInitData(user), `/product/${product.id}`);
  await expect.poll(async () => (await savedSession(page, 'demo')).token, { message: 'logged in with the init data' }).toBeTruthy();

  await page.getByTestId('product-add').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect.poll(tg.calls).toContain('haptic:impact:light');

  // The basket: Telegram's MainButton is its one "check out" button, with the total.
  await page.getByTestId('basket-link').click();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  const total = (await page.getByTestId('total-price').textContent())!;
  await expect.poll(tg.mainButton).toMatchObject({ isVisible: true, isActive: true, text: `Оформить · ${total}` });
  // In the merchant's colour, like the page's own main buttons.
  const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--main-color').trim());
  expect((await tg.mainButton()).color.toLowerCase()).toBe(brand.toLowerCase());
  await expect(page.getByTestId('to-checkout')).toHaveCount(0);
  await tg.fire('mainButtonClicked');
  await expect(page).toHaveURL(/\/checkout$/);

  // The checkout: the MainButton places the order; what is missing is still said on the page.
  await expect(page.getByTestId('place-order')).toHaveCount(0);
  // A delivery with no address chosen yet.
  await page.getByTestId('service-section').getByRole('radio', { name: 'Доставка' }).check();
  await page.getByTestId('payment-section').getByRole('radio', { name: 'Наличные' }).check();
  await expect.poll(tg.mainButton).toMatchObject({ isVisible: true, isActive: true, text: expect.stringMatching(/^Оформить заказ · /) });
  await tg.fire('mainButtonClicked');
  await expect(page.getByTestId('address-error')).toHaveText('Пожалуйста, заполните это поле!');
  await expect.poll(tg.calls).toContain('haptic:notification:error');
  expect(await tg.calls()).not.toContain('haptic:notification:success');

  await page.getByTestId('service-section').getByRole('radio', { name: 'Самовывоз' }).check();
  await page.getByTestId('branch-section').getByRole('radio', { name: ru(branch.name) }).check();
  await page.getByTestId('time-section').getByRole('radio', { name: 'Сейчас' }).check();
  await tg.fire('mainButtonClicked');
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await expect(page.getByTestId('order-confirmed')).toContainText('Ваш заказ подтверждён');
  await expect.poll(tg.calls).toContain('haptic:notification:success');
  expect((await tg.mainButton()).isVisible, 'the order page has no main action').toBe(false);

  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const { token } = await savedSession(page, 'demo');
  const response = await request.get(`${API_URL}/orders/v1/orders/${id}`, { headers: { ...headers, authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const order: Order = await response.json();
  expect(order).toMatchObject({ serviceType: 'PICK_UP', paymentType: 'CASH', source: 'TELEGRAM_BOT', branch: { id: branch.id } });
  expect(order.cartItems.map((item) => item.product.id)).toEqual([product.id]);
  expect(order.totals.totalPrice > 0).toBe(true);
});

test('inside Telegram the Settings item opens the profile, and the colours and safe areas follow Telegram as they change', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tg = await openInTelegram(page, freshInitData(), '/');
  await expect(page.getByTestId('merchant-name')).toBeVisible();
  expect(await tg.calls()).toContain('settings:show');

  await tg.fire('settingsButtonClicked');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-user')).toHaveText('Aziza Karimova');

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(23, 33, 43)');
  // The customer switches Telegram to its light theme while the Mini App is open.
  await page.evaluate(() => {
    const { webApp } = (window as any).__tg;
    webApp.colorScheme = 'light';
    webApp.themeParams = { bg_color: '#ffffff', text_color: '#000000', secondary_bg_color: '#f0f0f0', button_color: '#2481cc' };
  });
  await tg.fire('themeChanged');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(background).toBe('rgb(255, 255, 255)');

  // Full screen: Telegram's controls cover the top 46 px below a 47 px status bar; the header's
  // content starts below both, and the bottom tab bar ends above the 34 px home indicator.
  await page.evaluate(() => {
    const { webApp } = (window as any).__tg;
    webApp.safeAreaInset = { top: 47, bottom: 34, left: 0, right: 0 };
    webApp.contentSafeAreaInset = { top: 46, bottom: 0, left: 0, right: 0 };
  });
  await tg.fire('safeAreaChanged');
  await tg.fire('contentSafeAreaChanged');
  await page.mouse.wheel(0, 600);
  await expect.poll(async () => Math.round((await page.locator('.sf-header-row').boundingBox())!.y)).toBe(93);
  const tabBar = (await page.locator('.sf-header .sf-nav').boundingBox())!;
  const lastTab = (await page.locator('.sf-header .sf-nav a').last().boundingBox())!;
  expect(Math.round(tabBar.y + tabBar.height)).toBe(844);
  expect(lastTab.y + lastTab.height).toBeLessThanOrEqual(844 - 34);
});
