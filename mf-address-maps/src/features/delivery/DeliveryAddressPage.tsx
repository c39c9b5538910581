import { useEffect, useMemo, useState } from 'react';
import { routes } from '@storefront/contracts';
import { addressesMatch, findDeliveryArea, formatSum } from '@storefront/contracts/rules';
import { useMountProps, useSession, useSpecMessage, useLanguage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@storefront/ui/router';
import { PointPicker, usePointPicker } from '../../map/PointPicker';
import { useDeliveryAreas, useMapAreas } from '../../lib/areas';
import { startPoint, streetLine } from '../../lib/geo';
import { returnToOrigin } from '../../lib/return';
import { LocationDenied } from '../../map/LocationDenied';

type Price = { status: 'loading' } | { status: 'ready'; price: number } | { status: 'failed' };


export function DeliveryAddressPage() {
  const navigate = useNavigate();
  const goBack = () => returnToOrigin(navigate, '/checkout');
  const { api, bus, data } = useMountProps();
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useSpecMessage();
  const sessionAddress = useSession((s) => s.draft.address);
  const picker = usePointPicker(startPoint(sessionAddress));
  const { point, lookup } = picker;
  const [price, setPrice] = useState<Price>({ status: 'loading' });
  const areas = useDeliveryAreas();
  const mapAreas = useMapAreas(areas);
  const area = useMemo(() => findDeliveryArea(point, areas), [point, areas]);
  const areasKnown = areas.length > 0;

  // The delivery price of the point the centre is on, asked as the checkout asks first: the branch
  // that delivers there (spec §7's closest branch, type DELIVERY), with its price of the point by the
  // one rule the tariff and the order use (the contracts' deliveryQuote, the minimal delivery price
  // included). So the figure shown is the one the checkout then charges for this point. Asking the
  // tariff without a branch was answered 0. A failed call shows no figure rather than a guess.
  useEffect(() => {
    if (!area) return;
    const controller = new AbortController();
    setPrice({ status: 'loading' });
    void api.call(routes.closestBranch, {
      params: { merchantId: String(data.merchant.id) }, query: { lat: point.latitude, lon: point.longitude, type: 'DELIVERY' },
      signal: controller.signal, quiet: true,
    }).then((result) => {
      if (controller.signal.aborted) return;
      const found = result.data?.deliveryPrice;
      setPrice(typeof found === 'number' ? { status: 'ready', price: found } : { status: 'failed' });
    });
    return () => controller.abort();
  }, [api, data.merchant.id, area, point]);

  const address = lookup.status === 'ready' ? lookup.address : null;
  const line = address ? streetLine(address) : null;
  const outside = areasKnown && !area;
  const canConfirm = !!area && lookup.status === 'ready';

  const confirm = () => {
    if (!area || !address) return;
    // Another point is another door: the entrance details of the previous address do not carry over.
    const samePlace = !!sessionAddress && addressesMatch(sessionAddress, point);
    bus.emit('address/changed', {
      address: {
        latitude: point.latitude, longitude: point.longitude, cityId: area.cityId,
        streetName: address.streetName, houseNumber: address.houseNumber, name: address.name,
      },
      ...(samePlace ? {} : { entrance: {} }),
    });
    goBack();
  };

  return (
    <section className="am-picker" data-testid="delivery-picker">
      <style>{`.am-picker{position:relative;display:flex;flex-direction:column;height:100vh;height:100dvh;overflow:hidden;background:var(--bg,#fff)}
.am-picker .am-point-picker{flex:1}.am-picker .am-top{padding-top:calc(8px + var(--safe-top,0px))}
.am-sheet{background:var(--surface,#fff);padding:12px 16px;padding-bottom:calc(12px + var(--safe-bottom,0px));box-shadow:0 -2px 10px rgba(0,0,0,.12);position:relative;z-index:2}
.am-sheet p{margin:0 0 6px}.am-street{font-size:18px;font-weight:700;overflow-wrap:anywhere}.am-muted{color:var(--muted,#555)}
.am-out{color:var(--danger,#c62828)}.am-price{white-space:nowrap}.am-out strong{display:block}
.am-confirm{width:100%;border:0;border-radius:12px;padding:13px;margin-top:6px;background:var(--main-color,#FCE000);color:var(--main-text-color,#000);font:inherit;font-weight:700;cursor:pointer}
.am-confirm:disabled{opacity:.45;cursor:not-allowed}`}</style>
      <h1 className="sf-visually-hidden">{t('deliveryMap')}</h1>
      <PointPicker picker={picker} label={t('deliveryMap')} onBack={goBack} areas={mapAreas} />
      <div className="am-sheet" data-testid="address-sheet">
        {picker.geoDenied && <LocationDenied className="am-out" openSettings={picker.openLocationSettings} />}
        <p className="am-street" data-testid="picked-street" aria-live="polite">
          {lookup.status === 'loading' || lookup.status === 'idle' ? t('findingAddress') : lookup.status === 'failed' ? t('addressUnknown') : line ?? t('addressUnknown')}
        </p>
        {address?.name && <p className="am-muted">{address.name}</p>}
        {outside && (
          <div className="am-out" role="alert" data-testid="out-of-area">
            <strong>{message('outOfServiceArea')}</strong>
            <p>{message('addressNotServed')}</p>
            <p>{message('chooseAnotherAddress')}</p>
          </div>
        )}
        {area && price.status !== 'failed' && (
          <p data-testid="delivery-price" data-status={price.status}>
            {t('deliveryPrice')}: <b className="am-price">{price.status === 'ready' ? formatSum(price.price, language) : '…'}</b>
          </p>
        )}
        <button type="button" className="am-confirm" onClick={confirm} disabled={!canConfirm} data-testid="confirm-address">{t('confirm')}</button>
      </div>
    </section>
  );
}
