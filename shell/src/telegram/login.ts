import { COOKIES, routes } from '@storefront/contracts';
import type { ApiClient, Bus } from '@storefront/runtime';
import { writeCookie } from '../platform/cookies';
import type { TelegramWebApp } from './webapp';

/**
 * Spec §4 start-up inside Telegram: the init data is kept in its cookie for a day and exchanged for
 * a session; a refusal (stale or foreign init data) leaves the customer a guest, quietly.
 */
export async function logInWithTelegram(webApp: TelegramWebApp, api: ApiClient, bus: Bus): Promise<void> {
  writeCookie(COOKIES.initData, webApp.initData, 1);
  const login = await api.call(routes.webbotAuth, { body: { initData: webApp.initData }, quiet: true });
  if (login.data) bus.emit('auth/logged-in', login.data);
  else console.warn('Telegram login failed', login.error);
}
