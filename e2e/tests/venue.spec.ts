import { expect, test } from '@playwright/test';
import { API_URL, E2E_DEMO_INTEGRATION_KEY, SHELL_URL } from '../stack-config';
import { freshPhone, logIn } from './helpers';

test('a customer books a table for tomorrow, sees it in "my reservations" and cancels it', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await page.getByRole('link', { name: 'Бронь' }).click();
  await expect(page).toHaveURL(/\/reservations$/);
  await expect(page.getByTestId('booking-phone')).toContainText('+998 71 200 10');

  // A guest is asked to log in first, and comes back to the form.
  const phone = freshPhone();
  await page.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, request, phone);
  await expect(page).toHaveURL(/\/reservations$/);

  // The phone of the account is filled in.
  await expect(page.getByTestId('booking-phone-input')).toHaveValue(`+998 ${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`);
  await page.getByTestId('booking-date').selectOption({ index: 1 });
  await page.getByTestId('booking-guests').selectOption('4');
  // Tomorrow's last free slot: a reservation less than 2 hours away is cancelled by phone only,
  // and tomorrow's first slot (00:00 at a branch open round the clock) is that close late at night.
  const slot = page.locator('[data-testid=booking-slot]:enabled').last();
  const time = await slot.textContent();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('booking-name').fill('Aziza');
  await page.getByTestId('booking-comment').fill('Tug\'ilgan kun');
  await page.getByTestId('booking-submit').click();

  await expect(page).toHaveURL(/\/reservations\/my\?booked=\d+/);
  await expect(page.getByTestId('booking-done')).toBeVisible();
  const booked = page.getByTestId('upcoming').getByTestId('reservation');
  await expect(booked).toHaveCount(1);
  await expect(booked).toContainText(time!);
  await expect(booked).toContainText('4 гостя');

  await booked.getByTestId('reservation-cancel').click();
  await expect(page.getByTestId('upcoming')).toHaveCount(0);
  const cancelled = page.getByTestId('past').getByTestId('reservation');
  await expect(cancelled).toHaveAttribute('data-status', 'CANCELED');
  await expect(cancelled).toContainText('Отменена');
});

test('a visitor applies for a vacancy, its salary in the page\'s language', async ({ page }) => {
  await page.goto(`${SHELL_URL}/vacancy?vendor=demo`);
  await page.locator('.bk-list a').first().click();
  await expect(page).toHaveURL(/\/vacancy\/\d+$/);
  await expect(page.getByTestId('vacancy-salary')).toContainText('сум');

  await page.getByTestId('apply-send').click();
  await expect(page.getByText("Iltimos, ushbu maydonni to'ldiring!")).toBeVisible();
  await page.getByTestId('apply-name').fill('Dilshod Karimov');
  await page.getByTestId('apply-phone').fill('90 123 45 67');
  await expect(page.getByTestId('apply-phone')).toHaveValue('+998 90 123 45 67');
  await page.getByTestId('apply-message').fill('Oshxonada 3 yil tajriba');
  await page.getByTestId('apply-send').click();
  await expect(page.getByTestId('apply-done')).toBeVisible();
});

test('a guest calls a waiter from a table\'s QR code and sees the call acknowledged', async ({ page, request }) => {
  const tables = await (await request.get(`${API_URL}/orders/v1/integration/tables`, { headers: { 'x-integration-key': E2E_DEMO_INTEGRATION_KEY } })).json();
  const table = tables.find((t: { name: string }) => t.name === '7');
  await page.goto(`${SHELL_URL}/?vendor=demo&table=${table.id}&branch=${table.branchId}`);
  await page.getByRole('link', { name: 'Официант' }).click();
  await expect(page).toHaveURL(/\/waiter$/);
  await expect(page.getByTestId('waiter-table')).toHaveText('Стол 7');

  await page.getByTestId('reason-BILL').check();
  await page.getByTestId('waiter-call').click();
  await expect(page.getByTestId('waiter-status')).toHaveAttribute('data-status', 'SENT');
  await expect(page.getByTestId('waiter-status')).toHaveText('Вызов отправлен, ждём официанта…');

  // A second call while the first is open is refused with the API's description.
  await page.getByTestId('waiter-call').click();
  await expect(page.getByTestId('waiter-error')).toContainText('Официант уже вызван');

  // The merchant's system acknowledges it; the guest's open page shows it.
  const id = await page.evaluate(() => JSON.parse(sessionStorage.getItem('waiter-call') ?? '{}').id as number);
  const ack = await request.put(`${API_URL}/orders/v1/integration/waiter-calls/${id}`, {
    headers: { 'x-integration-key': E2E_DEMO_INTEGRATION_KEY }, data: { status: 'ACKNOWLEDGED' },
  });
  expect(ack.status()).toBe(200);
  await expect(page.getByTestId('waiter-status')).toHaveAttribute('data-status', 'ACKNOWLEDGED');
  await expect(page.getByTestId('waiter-status')).toHaveText('Официант принял вызов и идёт к вам.');
});

test('a merchant without bookings, vacancies or dine-in shows no entry to them, and their URLs say "not available here"', async ({ page }) => {
  await page.goto(`${SHELL_URL}/?vendor=oqshom&table=1&branch=1`);
  await expect(page.getByTestId('merchant-name')).toBeVisible();
  const nav = page.locator('.sf-nav');
  // Oqshom speaks Uzbek.
  await expect(nav.getByRole('link', { name: 'Menyu' })).toBeVisible();
  for (const name of ['Bron', "Bo'sh ish o'rinlari", 'Ofitsiant']) await expect(nav.getByRole('link', { name })).toHaveCount(0);
  for (const path of ['/reservations', '/reservations/my', '/vacancy', '/vacancy/1', '/waiter']) {
    await page.goto(`${SHELL_URL}${path}`);
    await expect(page.getByTestId('feature-off')).toBeVisible();
    await expect(page.getByTestId('feature-off')).toContainText('Bu yerda mavjud emas');
    await expect(page.locator('[data-remote=booking] form')).toHaveCount(0);
  }
});
