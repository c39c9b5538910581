import { useEffect, useState } from 'react';
import { appLink, type Order, type Product } from '@storefront/contracts';
import { COURIER_STATUS_TEXTS, estimateArrival, formatTashkentClock, isOrderActive, longestCookingMinutes, type Point } from '@storefront/contracts/rules';
import { useLanguage } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';

/** The expected time moves with the clock (it is never in the past). */
const ETA_TICK_MS = 30_000;
const DELIVERED_BY_COURIER = new Set(['DELIVERY', 'YANDEX_EATS', 'EXPRESS_24']);
/** While these hold, the courier is between the branch and the customer: the map is worth a look. */
const COURIER_ON_THE_ROAD = new Set(['ATTACHED', 'ON_WAY']);

const pointOf = (p: { latitude?: number | null; longitude?: number | null } | null | undefined): Point | null =>
  p && typeof p.latitude === 'number' && typeof p.longitude === 'number' ? { latitude: p.latitude, longitude: p.longitude } : null;

function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * How an order is getting on: when to expect it, the courier (status in the spec's words, name, a
 * call button, the map while they ride) and the steps it went through with their times. Fed by the
 * order page, which keeps the order live.
 */
export function OrderTracking({ order, products, branch, live }: {
  order: Order;
  products: ReadonlyMap<number, Product>;
  branch: Point | null;
  live: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow(ETA_TICK_MS);
  const delivery = DELIVERED_BY_COURIER.has(order.serviceType);
  const eta = estimateArrival({
    ...order,
    cookingMinutes: longestCookingMinutes(order.cartItems.map((item) => products.get(item.product.id) ?? {})),
    branch,
    address: pointOf(order.address),
    courier: pointOf(order.courier),
  }, now);
  const courier = order.courier;
  const courierStatus = order.courierStatus ? COURIER_STATUS_TEXTS[language][order.courierStatus] : '';
  return (
    <div className="pf-tracking" data-testid="order-tracking" data-live={live}>
      {eta && (
        <p className="pf-eta" data-testid="order-eta">
          {t(delivery ? 'tracking.etaDelivery' : 'tracking.etaReady', { time: formatTashkentClock(eta.toISOString()) })}
        </p>
      )}
      {delivery && (courier || courierStatus) && (
        <div className="pf-courier" data-testid="order-courier">
          <div>
            {courierStatus && <strong data-testid="courier-status">{courierStatus}</strong>}
            {courier?.name && <span data-testid="courier-name">{t('tracking.courier')}: {courier.name}</span>}
          </div>
          <div className="pf-actions">
            {courier?.phone && (
              <a className="pf-secondary" href={`tel:+${courier.phone.replace(/\D/g, '')}`} data-testid="courier-call">{t('tracking.callCourier')}</a>
            )}
            {COURIER_ON_THE_ROAD.has(order.status) && (
              <Link className="pf-primary" to={appLink('/profile/orders/:id/map', { id: order.id })} data-testid="courier-map-link">{t('tracking.onMap')}</Link>
            )}
          </div>
        </div>
      )}
      {order.timeline && order.timeline.length > 0 && (
        <>
          <h2 className="pf-subtitle">{t('tracking.timeline')}</h2>
          <ol className="pf-timeline" data-testid="order-timeline">
            {order.timeline.map((step, index) => (
              <li key={`${step.status}-${index}`} data-status={step.status} aria-current={index === order.timeline!.length - 1 ? 'step' : undefined}>
                <span>{t(`status.${step.status}`)}</span>
                <time dateTime={step.at}>{formatTashkentClock(step.at)}</time>
              </li>
            ))}
          </ol>
        </>
      )}
      {isOrderActive(order.status) && <p className="pf-note">{t(live ? 'tracking.live' : 'tracking.polling')}</p>}
    </div>
  );
}
