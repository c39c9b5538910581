import { useEffect, useRef, useState, type ReactNode } from 'react';
import { appLink, ORDERS_PAGE_SIZE, routes, type Order } from '@storefront/contracts';
import { applyOrderEvent, formatSum, formatTashkentDateTime, isOrderActive } from '@storefront/contracts/rules';
import { ORDER_POLL_MS, useLanguage, useLiveOrderEvents, useLiveState, useMountProps, useRequireUser } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';

type Tab = 'active' | 'archive';

/** `/profile/orders`: active orders, and the archive page by page (size 10, spec §9). */
export function OrdersPage() {
  const { api } = useMountProps();
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useRequireUser();
  const [tab, setTab] = useState<Tab>('active');
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

  if (!user) return <OrdersSection><LoginPrompt /></OrdersSection>;
  return (
    <OrdersSection>
      <div className="pf-tabs" role="tablist">
        {(['active', 'archive'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>{t(name)}</button>
        ))}
      </div>
      {orders === null && <p>{t('loading')}</p>}
      {orders?.length === 0 && <p data-testid="orders-empty">{t('noOrders')}</p>}
      <ul className="pf-orders">
        {orders?.map((order) => (
          <li key={order.id} data-testid="order-row" data-order-id={order.id}>
            <Link to={appLink('/profile/orders/:id', { id: order.id })}>
              <strong>{t('orderNumber', { number: order.number ?? order.id })}</strong>
              <span data-testid="order-row-status">{t(`status.${order.status}`)}</span>
              <span>{formatTashkentDateTime(order.createdDate, language)}</span>
              <span>{formatSum(order.totals.totalPrice, language)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {hasMore && <button type="button" className="pf-link" data-testid="orders-more" onClick={() => void more()}>{t('more')}</button>}
    </OrdersSection>
  );
}

/**
 * The order list's heading, around what it shows below it (the list, or the login for a customer
 * who is not logged in). The page server draws it alone into the page (src/first-view.tsx): who
 * the customer is and their orders are known only to the browser.
 */
export function OrdersSection({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('orders')}</h1>
      {children}
    </section>
  );
}
