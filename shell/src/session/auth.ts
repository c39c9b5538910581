import { navigateToUrl } from 'single-spa';
import type { BehaviorSubject } from 'rxjs';
import { COOKIES, type Order } from '@storefront/contracts';
import type { Bus } from '@storefront/runtime';
import { local as storage } from '@storefront/ui';
import { clearCookies, readCookie, writeCookie } from '../platform/cookies';
import { startupSchedule } from '../boot/decisions';

/** How long the token cookie lives, in days: as long as the API's token. */
const TOKEN_COOKIE_DAYS = 30;

/** The part of the merchant data a login and a logout change. */
export interface ActiveOrders {
  loadActiveOrders(userId: number): Promise<void>;
  activeOrders$: BehaviorSubject<Order[]>;
}

/**
 * What logging in and out does to the page (spec §4), wherever it starts: a login keeps the token
 * in its cookie and loads the active orders; a logout — the customer's, or a 401 on a call that
 * carried a token — clears the profile, token, storage and cookies, keeps the merchant, the bot
 * init data and `keptKeys`, and goes to /.
 */
export function wireLoginAndLogout(bus: Bus, data: ActiveOrders, keptKeys: string[]): void {
  bus.on('auth/logged-in').subscribe(({ token, user }) => {
    writeCookie(COOKIES.token, token, TOKEN_COOKIE_DAYS);
    setTimeout(() => void data.loadActiveOrders(user.id), startupSchedule(true).activeOrdersMs ?? 0);
  });
  bus.on('auth/logged-out').subscribe(() => {
    storage.clear(keptKeys);
    clearCookies([COOKIES.merchant, COOKIES.initData]);
    data.activeOrders$.next([]);
    navigateToUrl('/');
  });
}

/**
 * A customer whose storage holds a login gets the token cookie back when it is gone (it lives
 * 30 days, the stored session longer): the page server knows a guest by its absence and would draw
 * them the login at every visit, which the page's guard then drops (shell/src/first-view/).
 */
export function keepTokenCookie(token: string | null): void {
  if (token && !readCookie(COOKIES.token)) writeCookie(COOKIES.token, token, TOKEN_COOKIE_DAYS);
}
