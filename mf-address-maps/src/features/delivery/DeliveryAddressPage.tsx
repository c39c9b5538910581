import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MESSAGES, routes, type DeliveryArea, type GeocodeResult } from '@storefront/contracts';
import { basketPrice, findDeliveryArea, formatSum } from '@storefront/contracts/rules';
import { useMountProps, useSession, useT } from '@storefront/ui';
import { MapView } from '../../map/MapView';
import type { MapArea, MapHandle } from '../../map/types';
import { pointOf, readableAddress, startPoint, streetLine, type LatLon, type ReadableAddress } from '../../lib/geo';
import { goBack } from '../../lib/navigation';
import { debounce, latestOnly } from '../../lib/requests';

/** The customer pauses typing this long before the search asks (and every older search is aborted). */
const SEARCH_DELAY_MS = 400;

type Lookup = { status: 'idle' | 'loading' } | { status: 'ready'; address: ReadableAddress } | { status: 'failed' };
type Price = { status: 'loading' } | { status: 'ready'; price: number } | { status: 'failed' };

/** Every delivery area of the merchant's cities (spec §7 `GET /deliveries/v1/areas/{cityId}`). */
function useDeliveryAreas(): DeliveryArea[] {
  const { api, data } = useMountProps();
  const [areas, setAreas] = useState<DeliveryArea[]>([]);
  const cityIds = data.cities.map((city) => city.id).join();
  useEffect(() => {
    const controller = new AbortController();
    const ids = cityIds ? cityIds.split(',').map(Number) : [];
    void Promise.all(ids.map((cityId) => api.call(routes.deliveryAreas, { params: { cityId }, signal: controller.signal, quiet: true })))
      .then((results) => {
        if (!controller.signal.aborted) setAreas(results.flatMap((result) => result.data ?? []));
      });
    return () => controller.abort();
  }, [api, cityIds]);
  return areas;
}

export function DeliveryAddressPage() {
  const { api, bus } = useMountProps();
  const t = useT();
  const sessionAddress = useSession((s) => s.draft.address);
  const lines = useSession((s) => s.draft.lines);
  const [initial] = useState(() => startPoint(sessionAddress));
  const [point, setPoint] = useState<LatLon>(initial);
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [price, setPrice] = useState<Price>({ status: 'loading' });
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [geoDenied, setGeoDenied] = useState(false);
  const [locating, setLocating] = useState(false);
  const mapRef = useRef<MapHandle | null>(null);
  const areas = useDeliveryAreas();
  const mapAreas = useMemo<MapArea[]>(() => areas.map((a) => ({
    id: a.id, color: a.color || '#4CAF50', ring: a.polygon.map(([longitude, latitude]) => ({ latitude, longitude })),
  })), [areas]);
  const area = useMemo(() => findDeliveryArea(point, areas), [point, areas]);
  const areasKnown = areas.length > 0;

  // Reverse geocoding of the centre: one request at a time, the answer of an older centre ignored.
  const reverse = useMemo(() => latestOnly(), []);
  useEffect(() => {
    const signal = reverse.next();
    setLookup({ status: 'loading' });
    void api.call(routes.geocodeReverse, { query: { format: 'json', lat: point.latitude, lon: point.longitude }, signal, quiet: true }).then((result) => {
      if (signal.aborted) return;
      if (result.error) {
        if (result.error.code === 'ABORTED') return;
        setLookup({ status: 'failed' });
        // Spec §8: a failed reverse geocoding says so and asks to report it or try again later.
        bus.emit('notify', { kind: 'error', title: MESSAGES.nominatimError, message: t('nominatimHelp') });
        return;
      }
      setLookup({ status: 'ready', address: readableAddress(result.data) });
    });
  }, [api, bus, point, reverse, t]);
  useEffect(() => () => reverse.cancel(), [reverse]);

  // The delivery price of the area the centre is in, from the tariff route (spec §7).
  const productPrice = basketPrice(lines);
  useEffect(() => {
    if (!area) return;
    const controller = new AbortController();
    setPrice({ status: 'loading' });
    void api.call(routes.tariff, {
      body: { productPrice, latitude: point.latitude, longitude: point.longitude, cityId: area.cityId },
      signal: controller.signal, quiet: true,
    }).then((result) => {
      if (controller.signal.aborted) return;
      setPrice(result.error ? { status: 'failed' } : { status: 'ready', price: result.data.price });
    });
    return () => controller.abort();
  }, [api, area, point, productPrice]);

  const search = useMemo(() => latestOnly(), []);
  const runSearch = useMemo(() => debounce((q: string) => {
    const signal = search.next();
    void api.call(routes.geocodeSearch, { query: { format: 'json', q }, signal, quiet: true }).then((result) => {
      if (signal.aborted) return;
      setResults(result.error ? [] : result.data.filter((r) => pointOf(r)).slice(0, 6));
    });
  }, SEARCH_DELAY_MS), [api, search]);
  useEffect(() => () => { runSearch.cancel(); search.cancel(); }, [runSearch, search]);

  const onQuery = (value: string) => {
    setQuery(value);
    if (value.trim().length < 2) {
      runSearch.cancel();
      search.cancel();
      setResults([]);
      return;
    }
    runSearch(value.trim());
  };

  const moveTo = useCallback((to: LatLon, zoom = 17) => {
    const map = mapRef.current;
    // The map's moveend sets the point; without a map yet, set it directly.
    if (map) map.moveTo(to, zoom);
    else setPoint(to);
  }, []);

  const choose = (result: GeocodeResult) => {
    const to = pointOf(result);
    if (!to) return;
    setResults([]);
    setQuery(result.display_name ?? query);
    moveTo(to);
  };

  const denyLocation = () => {
    setLocating(false);
    setGeoDenied(true);
    bus.emit('notify', { kind: 'error', message: MESSAGES.allowGeolocation });
  };
  const locate = () => {
    setGeoDenied(false);
    if (!('geolocation' in navigator)) return denyLocation();
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        moveTo({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      denyLocation,
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const onMoveEnd = useCallback((centre: LatLon) => {
    setPoint({ latitude: Number(centre.latitude.toFixed(6)), longitude: Number(centre.longitude.toFixed(6)) });
  }, []);
  const onReady = useCallback((map: MapHandle) => { mapRef.current = map; }, []);

  const address = lookup.status === 'ready' ? lookup.address : null;
  const line = address ? streetLine(address) : null;
  const outside = areasKnown && !area;
  const canConfirm = !!area && lookup.status === 'ready';

  const confirm = () => {
    if (!area || !address) return;
    bus.emit('address/changed', {
      address: {
        latitude: point.latitude, longitude: point.longitude, cityId: area.cityId,
        streetName: address.streetName, houseNumber: address.houseNumber, name: address.name,
      },
    });
    goBack();
  };

  return (
    <section className="am-picker" data-testid="delivery-picker">
      <style>{`.am-picker{position:relative;display:flex;flex-direction:column;height:100vh;height:100dvh;overflow:hidden;background:var(--bg,#fff)}
.am-top{display:flex;gap:8px;align-items:center;padding:8px 12px;padding-top:calc(8px + var(--safe-top,0px));background:var(--surface,#fff);box-shadow:0 1px 4px rgba(0,0,0,.12);position:relative;z-index:2}
.am-back{border:0;background:none;font-size:22px;line-height:1;padding:6px 8px;cursor:pointer;color:inherit}
.am-search{position:relative;flex:1;min-width:0}.am-search input{width:100%;box-sizing:border-box;border:1px solid var(--border,#ccc);border-radius:10px;padding:9px 12px;font:inherit;background:var(--bg,#fff);color:inherit}
.am-results{position:absolute;left:0;right:0;top:100%;margin:4px 0 0;padding:4px 0;list-style:none;background:var(--surface,#fff);border-radius:10px;box-shadow:0 6px 24px rgba(0,0,0,.18);max-height:50vh;overflow:auto}
.am-results button{display:block;width:100%;text-align:left;border:0;background:none;padding:8px 12px;font:inherit;color:inherit;cursor:pointer}
.am-results button:hover,.am-results button:focus{background:rgba(0,0,0,.06)}
.am-stage{position:relative;flex:1;min-height:0}
.am-pin{position:absolute;left:50%;top:50%;transform:translate(-50%,-100%);z-index:1;pointer-events:none;filter:drop-shadow(0 2px 2px rgba(0,0,0,.35))}
.am-locate{position:absolute;right:12px;bottom:24px;z-index:1;border:0;border-radius:999px;padding:10px 14px;background:var(--surface,#fff);color:inherit;box-shadow:0 2px 8px rgba(0,0,0,.25);font:inherit;font-weight:600;cursor:pointer}
.am-sheet{background:var(--surface,#fff);padding:12px 16px;padding-bottom:calc(12px + var(--safe-bottom,0px));box-shadow:0 -2px 10px rgba(0,0,0,.12);position:relative;z-index:2}
.am-sheet p{margin:0 0 6px}.am-street{font-size:18px;font-weight:700;overflow-wrap:anywhere}.am-muted{color:var(--muted,#555)}
.am-out{color:var(--danger,#c62828)}.am-out strong{display:block}
.am-confirm{width:100%;border:0;border-radius:12px;padding:13px;margin-top:6px;background:var(--main-color,#FCE000);color:var(--main-text-color,#000);font:inherit;font-weight:700;cursor:pointer}
.am-confirm:disabled{opacity:.45;cursor:not-allowed}`}</style>
      <div className="am-top">
        <button type="button" className="am-back" onClick={goBack} aria-label={t('back')}>←</button>
        <div className="am-search">
          <input type="search" value={query} onChange={(e) => onQuery(e.target.value)} placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')} maxLength={200} autoComplete="off" data-testid="address-search" />
          {results.length > 0 && (
            <ul className="am-results" data-testid="search-results">
              {results.map((result, index) => (
                <li key={`${result.lat},${result.lon},${index}`}>
                  <button type="button" onClick={() => choose(result)}>{result.display_name}</button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="am-stage">
        <MapView center={initial} zoom={16} label={t('deliveryMap')} areas={mapAreas} onReady={onReady} onMoveEnd={onMoveEnd} />
        <svg className="am-pin" width="36" height="48" viewBox="0 0 30 40" aria-hidden="true" data-testid="centre-pin">
          <path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="var(--main-color,#FCE000)" stroke="#000" strokeWidth="1.5" />
          <circle cx="15" cy="15" r="5" fill="#000" />
        </svg>
        <button type="button" className="am-locate" onClick={locate} disabled={locating} data-testid="my-location">◎ {t('myLocation')}</button>
      </div>
      <div className="am-sheet" data-testid="address-sheet">
        {geoDenied && <p role="alert" className="am-out" data-testid="geo-denied">{MESSAGES.allowGeolocation}</p>}
        <p className="am-street" data-testid="picked-street" aria-live="polite">
          {lookup.status === 'loading' || lookup.status === 'idle' ? t('findingAddress') : lookup.status === 'failed' ? t('addressUnknown') : line ?? t('addressUnknown')}
        </p>
        {address?.name && <p className="am-muted">{address.name}</p>}
        {outside && (
          <div className="am-out" role="alert" data-testid="out-of-area">
            <strong>{MESSAGES.outOfServiceArea}</strong>
            <p>{MESSAGES.addressNotServed}</p>
            <p>{MESSAGES.chooseAnotherAddress}</p>
          </div>
        )}
        {area && (
          <p data-testid="delivery-price">
            {t('deliveryPrice')}: <b>{price.status === 'ready' ? formatSum(price.price) : price.status === 'failed' ? formatSum(area.price) : '…'}</b>
          </p>
        )}
        <button type="button" className="am-confirm" onClick={confirm} disabled={!canConfirm} data-testid="confirm-address">{t('confirm')}</button>
      </div>
    </section>
  );
}
