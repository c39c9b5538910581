import { useCallback, useMemo, useRef } from 'react';
import { appLink, routes } from '@storefront/contracts';
import { COURIER_STATUS_TEXTS, isOrderActive } from '@storefront/contracts/rules';
import { useApiQuery, useFollowedOrder, useLanguage, useRequireUser } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { MapView } from '../../map/MapView';
import type { MapHandle, MapMarker } from '../../map/types';
import type { LatLon } from '../../lib/geo';
import { useFillViewport } from '../../lib/fill-viewport';

const DELIVERED_BY_COURIER = new Set(['DELIVERY', 'YANDEX_EATS', 'EXPRESS_24']);

const pointOf = (p: { latitude?: number | null; longitude?: number | null } | null | undefined): LatLon | null =>
  p && typeof p.latitude === 'number' && typeof p.longitude === 'number' ? { latitude: p.latitude, longitude: p.longitude } : null;

/**
 * `/profile/orders/:id/map`: the branch, the delivery address and the courier between them, moving
 * as the merchant's system reports them (the order is followed live, and asked for every 10 s while
 * the stream is down). Drawn through MapView like every map of this remote.
 */
export function CourierMapPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const stage = useFillViewport<HTMLDivElement>(300);
  const language = useLanguage();
  const user = useRequireUser();
  const validId = Number.isInteger(id) && id > 0;
  const { order, live } = useFollowedOrder(user && validId ? id : null);
  const branchId = order?.branch?.id ?? null;
  const branchesQuery = useApiQuery(branchId ? routes.branches : null, { quiet: true });
  const branch = branchId && branchesQuery.status === 'ready' ? branchesQuery.data.find((b) => b.id === branchId) ?? null : null;

  const branchPoint = pointOf(branch);
  const addressPoint = pointOf(order?.address);
  const courierPoint = pointOf(order?.courier);
  const courierName = order?.courier?.name ?? '';
  const markers = useMemo<MapMarker[]>(() => [
    ...(branchPoint ? [{ id: 'branch', kind: 'branch' as const, point: branchPoint, title: t('branchPin') }] : []),
    ...(addressPoint ? [{ id: 'address', kind: 'address' as const, point: addressPoint, title: t('addressPin') }] : []),
    ...(courierPoint ? [{ id: 'courier', kind: 'courier' as const, point: courierPoint, title: t('courierPin', { name: courierName }) }] : []),
    // Points by value: a new object with the same coordinates must not redraw the markers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [t, courierName, branchPoint?.latitude, branchPoint?.longitude, addressPoint?.latitude, addressPoint?.longitude, courierPoint?.latitude, courierPoint?.longitude]);

  // The first view shows the whole ride; later moves of the courier do not pull the map away from the customer.
  const fitted = useRef(false);
  const onReady = useCallback((map: MapHandle) => {
    const points = [branchPoint, addressPoint, courierPoint].filter((p): p is LatLon => p !== null);
    if (points.length && !fitted.current) {
      fitted.current = true;
      map.fit(points);
    }
  }, [branchPoint, addressPoint, courierPoint]);

  if (!user) return null;
  if (order === undefined || (branchId && branchesQuery.status === 'loading')) return <p style={{ padding: 16 }}>{t('loading')}</p>;
  if (!validId || order === null) {
    return <section style={{ padding: 16 }}><h1>{t('courierMap')}</h1><p>{t('orderNotFound')}</p><Link to={appLink('/profile/orders')}>{t('back')}</Link></section>;
  }
  const orderLink = appLink('/profile/orders/:id', { id: order.id });
  const byCourier = DELIVERED_BY_COURIER.has(order.serviceType);
  const centre = courierPoint ?? addressPoint ?? branchPoint;
  const status = order.courierStatus ? COURIER_STATUS_TEXTS[language][order.courierStatus] : '';
  const note = !byCourier ? t('courierNotNeeded') : !isOrderActive(order.status) ? t('orderFinished') : !courierPoint ? t('courierNotYet') : '';
  return (
    <section className="am-courier-map">
      <style>{`.am-courier-map{display:flex;flex-direction:column;gap:8px}
.am-courier-head{display:flex;align-items:center;justify-content:space-between;gap:8px 12px;flex-wrap:wrap}.am-courier-head h1{margin:0;font-size:20px}
.am-courier-info{display:flex;align-items:center;justify-content:space-between;gap:8px 12px;flex-wrap:wrap;min-height:40px}
.am-courier-info>div{display:grid;gap:2px;min-width:0;flex:1 1 160px}.am-courier-info a.am-call{text-decoration:none;border:1px solid var(--main-color);border-radius:10px;padding:8px 12px;color:inherit;white-space:nowrap}
.am-courier-stage{position:relative;height:calc(100dvh - 230px);border-radius:12px;overflow:hidden}`}</style>
      <div className="am-courier-head">
        <h1>{t('courierMap')}</h1>
        <Link to={orderLink} data-testid="courier-map-order-link">{t('toOrder')}</Link>
      </div>
      <div className="am-courier-info" data-testid="courier-map-info" data-live={live}>
        <div>
          {status && <strong data-testid="courier-map-status">{status}</strong>}
          {courierName && <span data-testid="courier-map-name">{courierName}</span>}
          {note && <span data-testid="courier-map-note">{note}</span>}
        </div>
        {order.courier?.phone && isOrderActive(order.status) && (
          <a className="am-call" href={`tel:+${order.courier.phone.replace(/\D/g, '')}`} data-testid="courier-map-call">{t('callCourier')}</a>
        )}
      </div>
      {centre && (
        <div className="am-courier-stage" ref={stage} data-testid="courier-map"
          data-courier-lat={courierPoint?.latitude ?? ''} data-courier-lon={courierPoint?.longitude ?? ''}>
          <MapView center={centre} zoom={14} label={t('courierMapOf', { number: order.number ?? order.id })} markers={markers} onReady={onReady} />
        </div>
      )}
    </section>
  );
}
