import { expect, test } from '@playwright/test';
import { API_URL, SHELL_URL } from '../stack-config';
import { freshPhone, logIn, loginCodeFromOutbox, merchantBySub, savedSession } from './helpers';

const shown = (phone: string) => `+998 ${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`;

test('a customer changes their phone with a code sent to the new one, and sees it everywhere', async ({ page, request }) => {
  test.setTimeout(90_000);
  const phone = freshPhone();
  const next = freshPhone();
  await page.goto(`${SHELL_URL}/profile/user?vendor=demo`);
  await logIn(page, request, phone);
  await expect(page.getByTestId('user-phone')).toHaveValue(shown(phone));
  await page.getByTestId('user-change-phone').click();
  await page.getByTestId('phone-input').fill(next.slice(3));
  await page.getByTestId('phone-send').click();
  await page.getByTestId('phone-code').fill(await loginCodeFromOutbox(request, next));
  await page.getByTestId('phone-confirm').click();
  await expect(page.getByTestId('user-phone')).toHaveValue(shown(next));
  await expect(page.getByTestId('phone-section')).toHaveCount(0);
  // The profile shows a customer without a name by the phone, readably.
  await page.goto(`${SHELL_URL}/profile`);
  await expect(page.getByTestId('profile-user')).toHaveText(shown(next));
});

test('a customer deletes their account: asked first, then logged out, and the old session no longer works', async ({ page, request }) => {
  test.setTimeout(90_000);
  const merchant = await merchantBySub(request, 'demo');
  await page.goto(`${SHELL_URL}/profile/user?vendor=demo`);
  await logIn(page, request, freshPhone());
  const { token } = await savedSession(page, 'demo');
  await page.goto(`${SHELL_URL}/profile`);
  await page.getByTestId('delete-account').click();
  await expect(page.getByTestId('delete-account-dialog')).toContainText('отменить это нельзя');
  await page.getByTestId('delete-account-confirm').click();
  await expect(page).toHaveURL(new RegExp(`${SHELL_URL}/$`));
  expect((await savedSession(page, 'demo')).token).toBeFalsy();
  const me = await request.get(`${API_URL}/users/v1/users/me`, { headers: { merchant: String(merchant.id), authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});
