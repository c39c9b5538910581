import { useEffect, useState } from 'react';
import { appLink, ORDERS_PAGE_SIZE, routes, type Order } from '@storefront/contracts';
import { formatSum } from '@storefront/contracts/rules';
import { Link, useLanguage, useMountProps, useRequireUser, useT } from '@storefront/ui';
import { LoginPrompt } from '../../components/LoginPrompt';
import { formatOrderTime, LOCALES } from '../../components/dates';

type Tab = 'active' | 'archive';

/** `/profile/orders`: active orders, and the archive page by page (size 10, spec §9). */
export function OrdersPage() {
  const { api } = useMountProps();
  const t = useT();
  const language = useLanguage();
  const user = useRequireUser();
  const [tab, setTab] = useState<Tab>('active');
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    setOrders(null);
    setPage(0);
    setHasMore(false);
    if (tab === 'active') {
      void api.call(routes.activeOrders, { params: { userId: user.id }, signal: controller.signal })
        .then(({ data }) => { if (!controller.signal.aborted) setOrders(data ?? []); });
    } else {
      void api.call(routes.ordersByUser, { params: { userId: user.id }, query: { size: ORDERS_PAGE_SIZE, page: 0, onlyArchive: 'true' }, signal: controller.signal })
        .then(({ data }) => {
          if (controller.signal.aborted) return;
          setOrders(data?.content ?? []);
          setHasMore(Boolean(data && data.totalPages > 1));
        });
    }
    return () => controller.abort();
  }, [api, user, tab]);

  const more = async () => {
    if (!user) return;
    const next = page + 1;
    const { data } = await api.call(routes.ordersByUser, { params: { userId: user.id }, query: { size: ORDERS_PAGE_SIZE, page: next, onlyArchive: 'true' } });
    if (!data) return;
    setOrders((list) => [...(list ?? []), ...data.content]);
    setPage(next);
    setHasMore(next + 1 < data.totalPages);
  };

  if (!user) return <section><h1>{t('orders')}</h1><LoginPrompt /></section>;
  return (
    <section>
      <h1>{t('orders')}</h1>
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
            <Link href={appLink('/profile/orders/:id', { id: order.id })}>
              <strong>{t('orderNumber', { number: order.number ?? order.id })}</strong>
              <span>{t(`status.${order.status}`)}</span>
              <span>{formatOrderTime(order.createdDate, LOCALES[language])}</span>
              <span>{formatSum(order.totals.totalPrice)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {hasMore && <button type="button" className="pf-link" onClick={() => void more()}>{t('more')}</button>}
    </section>
  );
}
