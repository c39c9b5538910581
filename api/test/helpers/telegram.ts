import { createHmac } from 'node:crypto';
import type { TestApi } from './api';

export interface TelegramTestUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/**
 * Init data as Telegram would send it, signed here with our own code (not the API's), so the
 * API's verification is checked against an independent implementation of providers.md.
 */
export function signInitData(
  botToken: string,
  user: TelegramTestUser,
  options: { authDate?: number; extra?: Record<string, string> } = {},
): string {
  const fields: Record<string, string> = {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify(user),
    auth_date: String(options.authDate ?? Math.floor(Date.now() / 1000)),
    ...options.extra,
  };
  const checkString = Object.keys(fields).sort().map((key) => `${key}=${fields[key]}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

export async function botTokenOf(api: TestApi, sub: string): Promise<string> {
  const row = await api.handle.db.selectFrom('merchants').select('botToken').where('sub', '=', sub).executeTakeFirstOrThrow();
  return row.botToken!;
}

/** Logs a Telegram user in at a merchant through the real route; answers the token and user id. */
export async function telegramLogin(api: TestApi, sub: string, user: TelegramTestUser): Promise<{ token: string; userId: number }> {
  const res = await api.app.inject({
    method: 'POST', url: '/webbot/v1/users/login',
    headers: { merchant: String(api.merchantId(sub)) },
    payload: { initData: signInitData(await botTokenOf(api, sub), user) },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { token: body.token, userId: body.user.id };
}
