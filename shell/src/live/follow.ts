import type { Observable } from 'rxjs';
import type { ChatMessage, Notification } from '@storefront/contracts';
import type { Bus, LiveEvents, SessionStore } from '@storefront/runtime';
import { applyOrderEvent } from '@storefront/contracts/rules';
import type { LoadedMerchantData } from '../boot/merchant-data';
import { createLiveEvents } from './live-events';
import { onTokenChange } from './token';

/**
 * Opens the customer's live stream while someone is logged in (and reopens it for a new token),
 * and keeps the active orders (the header's badge, spec §4's active orders) up to date from it.
 */
export function followLiveOrders(
  apiBase: string,
  getMerchant: () => number | null,
  store: SessionStore,
  bus: Bus,
  data: Pick<LoadedMerchantData, 'activeOrders$' | 'loadActiveOrders'>,
): LiveEvents & { notifications$: Observable<Notification>; chat$: Observable<ChatMessage> } {
  const live = createLiveEvents({
    baseUrl: apiBase,
    getMerchant,
    onUnauthorized: () => bus.emit('auth/logged-out', {}),
  });
  onTokenChange(store, (token) => live.connect(token));
  const reload = () => {
    const user = store.getState().user;
    if (user) void data.loadActiveOrders(user.id);
  };
  live.orders$.subscribe((event) => {
    const next = applyOrderEvent(data.activeOrders$.value, event);
    if (next === 'reload') reload();
    else data.activeOrders$.next(next);
  });
  live.resync$.subscribe(reload);
  return live;
}
