import { expect, test } from '@playwright/test';
import { API_URL, E2E_DEMO_INTEGRATION_KEY, SHELL_URL } from '../stack-config';
import { freshPhone, loginCodeFromOutbox, markPage, merchantBySub, pageWasNotReloaded, savedSession } from './helpers';

test('an order moved by the merchant\'s system shows its new status on the open page, without a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  const merchant = await merchantBySub(request, 'demo');
  const phone = freshPhone();
  await page.goto(`${SHELL_URL}/profile/orders?vendor=demo`);
  await page.getByTestId('login-phone').fill(phone.slice(3));
  await page.getByTestId('login-send').click();
  await page.getByTestId('login-code').fill(await loginCodeFromOutbox(request, phone));
  await page.getByTestId('login-confirm').click();
  await expect(page).toHaveURL(/\/profile\/orders/);
  const { token } = await savedSession(page, 'demo');

  // An order placed for this customer: a pick-up of a product the main branch sells.
  const headers = { merchant: String(merchant.id), authorization: `Bearer ${token}` };
  const branches = await (await request.get(`${API_URL}/users/v1/branches/full`, { headers })).json();
  const branch = branches.find((b: { settings?: { pickupEnabled?: boolean } }) => b.settings?.pickupEnabled);
  const overall = await (await request.get(`${API_URL}/products/v1/overalls`, { headers })).json();
  const product = overall.products.find((p: any) => p.type === 'NONE' && p.productBranch?.some((e: any) => e.branch?.id === branch.id) && !p.systems?.length);
  const placed = await request.post(`${API_URL}/orders/v1/orders`, {
    headers: { ...headers, 'idempotency-key': `e2e-status-${phone}` },
    data: { serviceType: 'PICK_UP', paymentType: 'CASH', branch: { id: branch.id }, cartItems: [{ product: { id: product.id, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }] },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = await placed.json();

  await page.goto(`${SHELL_URL}/profile/orders/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Создан');
  await markPage(page);
  const moved = await request.put(`${API_URL}/orders/v1/integration/orders/${order.id}/status`, {
    headers: { 'x-integration-key': E2E_DEMO_INTEGRATION_KEY }, data: { status: 'ACCEPTED' },
  });
  expect(moved.status()).toBe(200);
  await expect(page.getByTestId('order-status')).toHaveText('Принят', { timeout: 20_000 });
  expect(await pageWasNotReloaded(page)).toBe(true);
});
