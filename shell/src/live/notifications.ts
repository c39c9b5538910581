import { BehaviorSubject, type Observable } from 'rxjs';
import { routes, type Language, type Notification } from '@storefront/contracts';
import type { ApiClient, Bus, SessionStore } from '@storefront/runtime';
import { notificationText } from '@storefront/contracts/rules';
import { onTokenChange } from './token';
import type { TFunction } from 'i18next';

/**
 * The customer's notifications while the page is open (settings.notificationsActive): the unread
 * count the header shows, read from the API at login and whenever the stream (re)opens, raised by
 * each live notification, which also shows as the spec's notice; set again when a screen reads them.
 */
export function followNotifications(deps: {
  api: ApiClient;
  bus: Bus;
  store: SessionStore;
  live: { notifications$: Observable<Notification>; resync$: Observable<void> };
  active: boolean;
  t: TFunction;
  language: () => Language;
}): Observable<number> {
  const unread$ = new BehaviorSubject(0);
  if (!deps.active) return unread$;
  const load = async () => {
    if (!deps.store.getState().token) return;
    const result = await deps.api.call(routes.notifications, { quiet: true });
    if (result.data) unread$.next(result.data.unread);
  };
  onTokenChange(deps.store, (token) => {
    if (token) void load();
    else unread$.next(0);
  });
  deps.live.resync$.subscribe(() => void load());
  deps.live.notifications$.subscribe((notification) => {
    if (!notification.read) unread$.next(unread$.value + 1);
    deps.bus.emit('notify', { kind: 'info', title: deps.t('notification.title'), message: notificationText(notification, deps.language()) });
  });
  deps.bus.on('notifications/read').subscribe(({ unread }) => unread$.next(unread));
  return unread$;
}
