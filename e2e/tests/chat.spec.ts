import { expect, test } from '@playwright/test';
import { MAX_CHAT_TEXT_LENGTH } from '@storefront/contracts';
import { API_URL, E2E_DEMO_INTEGRATION_KEY, SHELL_URL } from '../stack-config';
import { customerWithPickupOrder, markPage, pageWasNotReloaded } from './helpers';

// The stream delivers in well under a second; the generous timeout only covers a slow machine.
const LIVE = { timeout: 10_000 };

test('chat about an order: the customer writes, the merchant answers through its integration API, the answer appears on the open page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { id } = await customerWithPickupOrder(page, request, 'CASH');
  await page.getByTestId('order-chat').click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${id}/chat$`));
  await expect(page.getByTestId('chat-empty')).toBeVisible();
  await expect(page.getByTestId('chat')).toHaveAttribute('data-live', 'live');
  await expect(page.getByTestId('chat-send')).toBeDisabled();
  await markPage(page);

  // Enter sends; what looks like markup stays text.
  const input = page.getByTestId('chat-input');
  await input.fill('  Salom! <b>Qachon</b> tayyor bo\'ladi?  ');
  await input.press('Enter');
  const messages = page.getByTestId('chat-message');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toHaveAttribute('data-author', 'CUSTOMER');
  await expect(messages.first().locator('.pf-chat-text')).toHaveText('Salom! <b>Qachon</b> tayyor bo\'ladi?');
  await expect(messages.first().locator('b')).toHaveCount(0);
  await expect(input).toHaveValue('');

  // The merchant's system reads what the customer wrote about the order and answers it.
  const integration = { 'x-integration-key': E2E_DEMO_INTEGRATION_KEY };
  const answer = await request.post(`${API_URL}/notifications/v1/integration/chat/messages`, {
    headers: integration, data: { orderId: id, text: '15 daqiqada tayyor bo\'ladi!' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(messages).toHaveCount(2, LIVE);
  await expect(messages.nth(1)).toHaveAttribute('data-author', 'MERCHANT');
  await expect(messages.nth(1)).toContainText('15 daqiqada tayyor bo\'ladi!');

  // Near the limit a counter shows; over it, sending is off.
  await input.fill('x'.repeat(MAX_CHAT_TEXT_LENGTH - 10));
  await expect(page.getByTestId('chat-count')).toHaveText(`${MAX_CHAT_TEXT_LENGTH - 10} / ${MAX_CHAT_TEXT_LENGTH}`);
  await input.fill('x'.repeat(MAX_CHAT_TEXT_LENGTH + 1));
  await expect(page.getByTestId('chat-count')).toHaveAttribute('data-over', 'true');
  await expect(page.getByTestId('chat-send')).toBeDisabled();

  // The whole chat, from the profile menu, holds the order's messages too.
  expect(await pageWasNotReloaded(page)).toBe(true);
  await page.goto(`${SHELL_URL}/profile`);
  await page.getByRole('link', { name: 'Чат с нами' }).click();
  await expect(page).toHaveURL(/\/profile\/chat$/);
  await expect(messages).toHaveCount(2);
  await expect(messages.first().getByRole('link')).toHaveAttribute('href', `/profile/orders/${id}`);

  // An order that is not the customer's has no chat.
  await page.goto(`${SHELL_URL}/profile/orders/999999/chat`);
  // Said once, on the page: no notice repeats it.
  await expect(page.getByText('Заказ не найден')).toBeVisible();
  await expect(page.getByTestId('chat-input')).toHaveCount(0);
});
