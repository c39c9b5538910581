import { useState, type ReactNode } from 'react';
import { appLink } from '@storefront/contracts';
import { formatSum, formatTashkentDateTime } from '@storefront/contracts/rules';
import { useLanguage, useRequireUser } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useOrderList, type Tab } from './useOrderList';

/** `/profile/orders`: active orders, and the archive page by page (size 10, spec §9). */
export function OrdersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useRequireUser();
  const [tab, setTab] = useState<Tab>('active');
  const { orders, hasMore, more } = useOrderList(user, tab);

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
