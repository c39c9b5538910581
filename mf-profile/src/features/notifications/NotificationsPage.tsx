import { useEffect, useMemo, useState } from 'react';
import { appLink, routes, type Notification } from '@storefront/contracts';
import { featureOn, formatTashkentDateTime, notificationText } from '@storefront/contracts/rules';
import { useApiQuery, useLanguage, useLiveNotifications, useMountProps, useRequireUser } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';

/**
 * `/profile/notifications` (settings.notificationsActive): the customer's notifications, newest
 * first, new ones arriving live. Opening the page reads them: those up to the newest shown are
 * marked read, and the header's count follows.
 */
export function NotificationsPage() {
  const { api, bus, settings } = useMountProps();
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useRequireUser();
  const query = useApiQuery(user && featureOn(settings, 'notifications') ? routes.notifications : null);
  const [arrived, setArrived] = useState<Notification[]>([]);
  useLiveNotifications((notification) => setArrived((list) => [notification, ...list]));
  const list = useMemo(() => {
    const loaded = query.status === 'ready' ? query.data.content : [];
    const seen = new Set(loaded.map((n) => n.id));
    return [...arrived.filter((n) => !seen.has(n.id)), ...loaded];
  }, [arrived, query]);
  const newest = list[0]?.id ?? null;
  useEffect(() => {
    if (!newest || !list.some((n) => !n.read)) return;
    void api.call(routes.notificationsRead, { body: { upToId: newest }, quiet: true }).then(({ data }) => {
      if (data) bus.emit('notifications/read', { unread: data.unread });
    });
    // Marked once per newest notification shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, bus, newest]);

  if (!user) return <section><h1>{t('notifications')}</h1><LoginPrompt /></section>;
  return (
    <section>
      <h1>{t('notifications')}</h1>
      {query.status === 'loading' && <p>{t('loading')}</p>}
      {query.status !== 'loading' && list.length === 0 && <p data-testid="notifications-empty">{t('noNotifications')}</p>}
      <ul className="pf-list pf-notifications">
        {list.map((notification) => (
          <li key={notification.id} data-testid="notification" data-read={notification.read} data-kind={notification.kind}>
            <div>
              {notification.orderId
                ? <Link to={appLink('/profile/orders/:id', { id: notification.orderId })}>{notificationText(notification, language)}</Link>
                : <span>{notificationText(notification, language)}</span>}
              <small className="pf-note">{formatTashkentDateTime(notification.createdDate, language)}</small>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
