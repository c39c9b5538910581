import { useEffect, useMemo, useRef, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { routes, type Notification, type Order, type OrderEvent } from '@storefront/contracts';
import { isOrderActive, mergeOrderEvent } from '@storefront/contracts/rules';
import { useMountProps, useObservable } from './context';
import { useApiQuery } from './api-query';

/** How often a screen asks for an order in progress again while the live stream is not open. */
export const ORDER_POLL_MS = 10_000;

/** A shell without a live stream: never live. */
const NEVER_LIVE = new BehaviorSubject<'live' | 'down'>('down');

/** Whether the shell's live stream is open ('live'); a shell without one is always 'down'. */
export function useLiveState(): 'live' | 'down' {
  const { live } = useMountProps();
  return useObservable(live?.state$ ?? NEVER_LIVE, 'down');
}

/**
 * Calls `onOrder` for every live event about one of the customer's orders and `onResync` when the
 * stream (re)opened and the screen should read its orders again. The latest callbacks are used;
 * subscribing does not depend on them.
 */
export function useLiveOrderEvents(onOrder: (event: OrderEvent) => void, onResync?: () => void): void {
  const { live } = useMountProps();
  const handlers = useRef({ onOrder, onResync });
  useEffect(() => { handlers.current = { onOrder, onResync }; });
  useEffect(() => {
    if (!live) return;
    const orders = live.orders$.subscribe((event) => handlers.current.onOrder(event));
    const resync = live.resync$.subscribe(() => handlers.current.onResync?.());
    return () => {
      orders.unsubscribe();
      resync.unsubscribe();
    };
  }, [live]);
}

/** Calls `onNotification` for every new notification of the customer that the live stream brings. */
export function useLiveNotifications(onNotification: (notification: Notification) => void): void {
  const { live } = useMountProps();
  const handler = useRef(onNotification);
  useEffect(() => { handler.current = onNotification; });
  useEffect(() => {
    if (!live?.notifications$) return;
    const subscription = live.notifications$.subscribe((notification) => handler.current(notification));
    return () => subscription.unsubscribe();
  }, [live]);
}

export interface FollowedOrder {
  /** undefined while loading, null when not found or the call failed. */
  order: Order | null | undefined;
  /** Whether changes arrive live (else the order is asked for every ORDER_POLL_MS while in progress). */
  live: boolean;
  reload(): void;
}

/**
 * One order of the customer, followed: read from the API, then kept current by the live stream
 * (each event lays the order's new state over it), falling back to asking again every
 * ORDER_POLL_MS while the stream is not open and the order is in progress. `id` null waits.
 */
export function useFollowedOrder(id: number | null): FollowedOrder {
  const liveState = useLiveState();
  const [event, setEvent] = useState<OrderEvent | null>(null);
  const [inProgress, setInProgress] = useState(true);
  const poll = liveState !== 'live' && inProgress ? ORDER_POLL_MS : undefined;
  const query = useApiQuery(id ? routes.order : null, { params: { id: id ?? 0 } }, { refreshEveryMs: poll });
  useLiveOrderEvents((next) => { if (next.id === id) setEvent(next); }, query.reload);
  const fetched = query.status === 'ready' ? query.data : query.status === 'error' ? null : undefined;
  // A fresh answer replaces an older event; an event newer than the answer is laid over it.
  const order = useMemo(() => {
    if (!fetched || !event || event.id !== fetched.id) return fetched;
    if ((fetched.timeline?.length ?? 0) > event.timeline.length) return fetched;
    return mergeOrderEvent(fetched, event);
  }, [fetched, event]);
  useEffect(() => { if (order) setInProgress(isOrderActive(order.status)); }, [order]);
  return { order, live: liveState === 'live', reload: query.reload };
}
