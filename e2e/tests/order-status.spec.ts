import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, E2E_DEMO_INTEGRATION_KEY, SHELL_URL } from '../stack-config';
import { customerWithPickupOrder, markPage, pageWasNotReloaded } from './helpers';

/** A customer logged in through the page, with a cash pick-up order just placed for them; its page open. */
async function customerWithOrder(page: Page, request: APIRequestContext): Promise<number> {
  const { id } = await customerWithPickupOrder(page, request, 'CASH');
  await expect(page.getByTestId('order-status')).toHaveText('Создан');
  return id;
}

const moveOrder = (request: APIRequestContext, id: number, status: string) => request.put(`${API_URL}/orders/v1/integration/orders/${id}/status`, {
  headers: { 'x-integration-key': E2E_DEMO_INTEGRATION_KEY }, data: { status },
});

test('an order moved by the merchant\'s system shows its new status on the open page, without a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  const id = await customerWithOrder(page, request);
  await markPage(page);
  expect((await moveOrder(request, id, 'ACCEPTED')).status()).toBe(200);
  await expect(page.getByTestId('order-status')).toHaveText('Принят', { timeout: 20_000 });
  expect(await pageWasNotReloaded(page)).toBe(true);
  // Accepted: the customer can no longer cancel it online.
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
});

test('the customer cancels an order before the restaurant accepts it, giving a reason, then orders it again', async ({ page, request }) => {
  test.setTimeout(90_000);
  await customerWithOrder(page, request);
  await page.getByTestId('order-cancel').click();
  await page.getByTestId('cancel-confirm').click();
  await expect(page.getByRole('alert')).toHaveText('Пожалуйста, заполните это поле!');
  // The usual reasons are choices; "other" opens a field for the customer's own words.
  await page.getByTestId('cancel-reason-OTHER').check();
  await page.getByTestId('cancel-reason').fill('Rejalar o\'zgardi');
  await page.getByTestId('cancel-confirm').click();
  await expect(page.getByTestId('order-status')).toHaveText('Отменён');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);

  // A finished order is one tap from the basket again, at today's prices.
  await expect(page.getByTestId('basket-count')).toHaveText('0');
  await page.getByTestId('reorder-button').click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
});

