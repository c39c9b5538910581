import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, E2E_DEMO_INTEGRATION_KEY, SHELL_URL } from '../stack-config';
import { freshPhone, loginCodeFromOutbox, markPage, merchantBySub, pageWasNotReloaded, savedSession } from './helpers';

/** A customer logged in through the page, with a pick-up order just placed for them; its page open. */
async function customerWithOrder(page: Page, request: APIRequestContext): Promise<number> {
  const merchant = await merchantBySub(request, 'demo');
  const phone = freshPhone();
  await page.goto(`${SHELL_URL}/profile/orders?vendor=demo`);
  await page.getByTestId('login-phone').fill(phone.slice(3));
  await page.getByTestId('login-send').click();
  await page.getByTestId('login-code').fill(await loginCodeFromOutbox(request, phone));
  await page.getByTestId('login-confirm').click();
  await expect(page).toHaveURL(/\/profile\/orders/);
  const { token } = await savedSession(page, 'demo');

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
  const { id } = await placed.json();
  await page.goto(`${SHELL_URL}/profile/orders/${id}`);
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

test('the customer cancels an order before the restaurant accepts it, giving a reason', async ({ page, request }) => {
  test.setTimeout(90_000);
  await customerWithOrder(page, request);
  await page.getByTestId('order-cancel').click();
  await page.getByTestId('cancel-confirm').click();
  await expect(page.getByRole('alert')).toHaveText("Iltimos, ushbu maydonni to'ldiring!");
  await page.getByTestId('cancel-reason').fill('Rejalar o\'zgardi');
  await page.getByTestId('cancel-confirm').click();
  await expect(page.getByTestId('order-status')).toHaveText('Отменён');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
});
