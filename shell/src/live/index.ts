import { BehaviorSubject, Subject } from 'rxjs';
import type { ChatMessage, Language, Notification, OrderEvent } from '@storefront/contracts';
import type { ApiClient, Bus, LiveEvents, SessionStore } from '@storefront/runtime';
import type { TFunction } from 'i18next';
import type { LoadedMerchantData } from '../boot/merchant-data';
import { onTokenChange } from './token';
import { whenIdle } from '../platform/idle';

export interface LiveDependencies {
  apiBase: string;
  getMerchant(): number | null;
  api: ApiClient;
  bus: Bus;
  store: SessionStore;
  data: Pick<LoadedMerchantData, 'activeOrders$' | 'loadActiveOrders' | 'settings'>;
  t: TFunction;
  language(): Language;
}

/**
 * The `live` mount prop at once, its machinery (the stream reader and its parser, the active
 * orders and notifications it keeps) loaded only when someone logs in: a guest's first visit does
 * not download it.
 */
export function startLive(deps: LiveDependencies): Required<LiveEvents> {
  const state$ = new BehaviorSubject<'live' | 'down'>('down');
  const orders$ = new Subject<OrderEvent>();
  const resync$ = new Subject<void>();
  const notifications$ = new Subject<Notification>();
  const unreadNotifications$ = new BehaviorSubject(0);
  const chat$ = new Subject<ChatMessage>();
  let loading: Promise<unknown> | null = null;
  onTokenChange(deps.store, (token) => {
    if (!token || loading) return;
    // The stream waits for the page to be idle (2 s at most): orders change over minutes, and at
    // start-up its code would be one more long task between the menu arriving and the menu drawn.
    loading = whenIdle(2000).then(() => import(/* webpackChunkName: "live" */ './wire')).then(({ wireLive }) => {
      const live = wireLive(deps);
      live.state$.subscribe(state$);
      live.orders$.subscribe(orders$);
      live.resync$.subscribe(resync$);
      live.notifications$.subscribe(notifications$);
      live.unreadNotifications$.subscribe(unreadNotifications$);
      live.chat$.subscribe(chat$);
    }, (error: unknown) => {
      // The page keeps polling; the next login tries again.
      console.warn('the live stream could not be loaded', error);
      loading = null;
    });
  });
  return {
    state$: state$.asObservable(),
    orders$: orders$.asObservable(),
    resync$: resync$.asObservable(),
    notifications$: notifications$.asObservable(),
    unreadNotifications$: unreadNotifications$.asObservable(),
    chat$: chat$.asObservable(),
  };
}
