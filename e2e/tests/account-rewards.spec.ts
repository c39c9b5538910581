import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL, E2E_DEMO_INTEGRATION_KEY, SHELL_URL } from '../stack-config';
import { customerWithPickupOrder } from './helpers';

/** The merchant's system takes a pick-up order to CLOSED, as the integration API lets it. */
async function closeOrder(request: APIRequestContext, id: number) {
  for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']) {
    const res = await request.put(`${API_URL}/orders/v1/integration/orders/${id}/status`, {
      headers: { 'x-integration-key': E2E_DEMO_INTEGRATION_KEY }, data: { status },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test('a closed order earns cashback shown on the profile, and is rated once with stars and a comment', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { id } = await customerWithPickupOrder(page, request, 'CASH');
  await expect(page.getByTestId('order-review')).toHaveCount(0);
  await closeOrder(request, id);
  await page.reload();

  const review = page.getByTestId('order-review');
  await review.getByTestId('review-send').click();
  await expect(review.getByRole('alert')).toHaveText('Выберите количество звёзд');
  await review.getByTestId('review-stars').getByRole('radio', { name: '4 из 5' }).check();
  await review.locator('[data-testid^="review-product-"]').first().getByRole('radio', { name: '5 из 5' }).check();
  await review.getByTestId('review-comment').fill('Juda mazali!');
  await review.getByTestId('review-send').click();
  await expect(page.getByTestId('order-rated')).toContainText('★★★★☆');
  await expect(page.getByTestId('order-review')).toHaveCount(0);

  await page.goto(`${SHELL_URL}/profile`);
  await expect(page.getByTestId('cashback-balance')).not.toHaveText('0 сум');
  await page.getByTestId('cashback-history-toggle').click();
  await expect(page.getByTestId('cashback-history').locator('li').first()).toContainText('Начислен кешбэк');
  await expect(page.getByTestId('cashback-history').locator('li').first()).toContainText(`Заказ № ${id}`);
});

test('a promo from the profile is applied to the basket at checkout in one tap', async ({ page, request }) => {
  test.setTimeout(90_000);
  await customerWithPickupOrder(page, request, 'CASH');
  await page.goto(`${SHELL_URL}/`);
  await page.locator('button.cat-add:not([data-needs-choice])').first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  await page.goto(`${SHELL_URL}/profile/promos`);
  const promo = page.locator('[data-testid="promo"][data-code="SALOM10"]');
  await expect(promo).toContainText('скидка 10 000 сум на товары');
  await expect(page.locator('[data-testid="promo"][data-code="NAVRUZ30"]')).toHaveCount(0);
  await promo.getByTestId('promo-use').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('promo-message')).toHaveText('Промокод успешно добавлен');
  await expect(page.getByTestId('promo-input')).toHaveValue('SALOM10');
  await expect(page.getByTestId('total-promo')).toHaveText('-10 000 сум');
});
