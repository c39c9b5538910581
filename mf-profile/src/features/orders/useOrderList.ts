import { useEffect, useRef, useState } from 'react';
import { ORDERS_PAGE_SIZE, routes, type Order, type User } from '@storefront/contracts';
import { applyOrderEvent, isOrderActive } from '@storefront/contracts/rules';
import { ORDER_POLL_MS, useLiveOrderEvents, useLiveState, useMountProps } from '@storefront/ui';

export type Tab = 'active' | 'archive';

/**
 * The customer's orders of one tab: the active ones, kept up to date by the live stream (polled
 * while it is down), or the archive page by page (size 10, spec §9).
 */
export function useOrderList(user: User | null, tab: Tab) {
  const { api } = useMountProps();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  // Asking again (a live event the list cannot apply by itself, the stream reopened, or polling
  // while it is down) keeps the list on screen until the new answer comes.
  const [round, setRound] = useState(0);
  const refresh = () => setRound((n) => n + 1);
  const liveState = useLiveState();
  useLiveOrderEvents((event) => {
    if (tab === 'archive') {
      if (!isOrderActive(event.status)) refresh();
      return;
    }
    if (!orders) return;
    const next = applyOrderEvent(orders, event);
    if (next === 'reload') refresh();
    else setOrders(next);
  }, refresh);
  useEffect(() => {
    if (liveState === 'live' || tab !== 'active') return;
    const timer = setInterval(refresh, ORDER_POLL_MS);
    return () => clearInterval(timer);
  }, [liveState, tab]);
  const shownTab = useRef<Tab | null>(null);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    if (shownTab.current !== tab) {
      setOrders(null);
      setPage(0);
      setHasMore(false);
    }
    shownTab.current = tab;
    if (tab === 'active') {
      void api.call(routes.activeOrders, { params: { userId: user.id }, signal: controller.signal })
        .then(({ data }) => { if (!controller.signal.aborted) setOrders(data ?? []); });
    } else {
      void api.call(routes.ordersByUser, { params: { userId: user.id }, query: { size: ORDERS_PAGE_SIZE, page: 0, onlyArchive: 'true' }, signal: controller.signal })
        .then(({ data }) => {
          if (controller.signal.aborted) return;
          setOrders(data?.content ?? []);
          setPage(0);
          setHasMore(Boolean(data && data.totalPages > 1));
        });
    }
    return () => controller.abort();
  }, [api, user, tab, round]);

  const more = async () => {
    if (!user) return;
    const next = page + 1;
    const { data } = await api.call(routes.ordersByUser, { params: { userId: user.id }, query: { size: ORDERS_PAGE_SIZE, page: next, onlyArchive: 'true' } });
    if (!data) return;
    setOrders((list) => [...(list ?? []), ...data.content]);
    setPage(next);
    setHasMore(next + 1 < data.totalPages);
  };

  return { orders, hasMore, more };
}
