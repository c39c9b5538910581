import { expect, test } from '@playwright/test';
import { customerWithPickupOrder, savedSession } from './helpers';

/**
 * A payment is shown as the provider confirmed it back: the simulated Payme page goes through our
 * Payme Merchant API, so Cancel there cancels the payment and the order page says so (never
 * 'Подтверждено'), and paying again marks it paid.
 */
test('a cancelled Payme payment shows as cancelled with "pay again", and paying again marks the order paid', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { id } = await customerWithPickupOrder(page, request, 'PAYME');
  // As if it had just been placed from the checkout: the success notice belongs to it.
  const session = await savedSession(page, 'demo');
  await page.evaluate((saved) => localStorage.setItem('session:demo', JSON.stringify(saved)), { ...session, draft: { ...session.draft, lastOrderId: id } });
  await page.reload();
  await expect(page.getByTestId('order-paid')).toHaveText('Ожидает оплаты');
  await expect(page.getByTestId('order-confirmed')).toContainText('Подтверждено');

  await page.getByTestId('order-pay').click();
  await expect(page.getByTestId('provider')).toHaveText(/Payme/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${id}$`));
  await expect(page.getByTestId('order-paid')).toHaveText('Оплата отменена');
  await expect(page.getByTestId('payment-cancelled')).toBeVisible();
  await expect(page.getByTestId('order-confirmed')).toHaveCount(0);

  await page.getByTestId('order-pay').filter({ hasText: 'Оплатить снова' }).click();
  await expect(page.getByTestId('provider')).toHaveText(/Payme/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${id}$`));
  await expect(page.getByTestId('order-paid')).toHaveText('Оплачен');
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
});
