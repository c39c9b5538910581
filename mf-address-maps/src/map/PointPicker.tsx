import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { routes, type GeocodeResult } from '@storefront/contracts';
import { useMountProps, useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { MapView } from './MapView';
import type { MapArea, MapHandle } from './types';
import { geocodedAddress, pointOf, type GeocodedAddress, type LatLon } from '../lib/geo';
import { debounce, latestOnly } from '../lib/requests';
import { locateCustomer, settingsOf } from '../lib/locate';

/*
 * The map part every address screen shares (the delivery picker, saving or editing a saved
 * address): a fixed centre pin over a draggable map, the point's street by reverse geocoding, a
 * search field and "my location". The screen around it decides what the point is for. The map is
 * MapView's, so the picker is drawn with Yandex for a merchant who asks for it and with Leaflet
 * otherwise; the pin is the picker's own, over whichever engine draws the map.
 */

/** Zoom of the picker's map, and of a place chosen by search or "my location": a street and its houses. */
const PICK_ZOOM = 16;
const FOUND_ZOOM = 17;

/** A centre to 6 decimals (about 0.1 m): what is geocoded, compared and sent. */
const rounded = (p: LatLon): LatLon => ({ latitude: Number(p.latitude.toFixed(6)), longitude: Number(p.longitude.toFixed(6)) });

/** The customer pauses typing this long before the search asks (and every older search is aborted). */
const SEARCH_DELAY_MS = 400;

export type Lookup = { status: 'idle' | 'loading' } | { status: 'ready'; address: GeocodedAddress } | { status: 'failed' };

export interface PointPickerState {
  point: LatLon;
  initial: LatLon;
  lookup: Lookup;
  /** The customer refused "my location" (or the browser has none): the screen shows spec §8's alert. */
  geoDenied: boolean;
  /** Inside Telegram, when the customer had refused the merchant's bot: Telegram's location settings, for a button. */
  openLocationSettings: (() => void) | null;
  locating: boolean;
  query: string;
  results: GeocodeResult[];
  onQuery(value: string): void;
  choose(result: GeocodeResult): void;
  locate(): void;
  /** The map stopped moving (a drag, a zoom, or moveTo) with this centre. */
  onMoveEnd(center: LatLon): void;
  onReady(map: MapHandle): void;
}

/** The picker's state: the centre point, its street, the search and "my location". */
export function usePointPicker(start: LatLon): PointPickerState {
  const { api, bus, telegram } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const [initial] = useState(start);
  const [point, setPoint] = useState<LatLon>(initial);
  // The answer is kept with the point it answers: for a newer centre it counts as still loading, so
  // no screen shows (or confirms) the previous centre's street for the moment before its request.
  const [answer, setAnswer] = useState<{ point: LatLon; lookup: Lookup } | null>(null);
  const lookup: Lookup = answer?.point === point ? answer.lookup : { status: 'loading' };
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [geoDenied, setGeoDenied] = useState(false);
  const [locating, setLocating] = useState(false);
  const [openLocationSettings, setOpenLocationSettings] = useState<(() => void) | null>(null);
  const mapRef = useRef<MapHandle | null>(null);

  // Reverse geocoding of the centre: one request at a time, the answer of an older centre ignored.
  const reverse = useMemo(() => latestOnly(), []);
  useEffect(() => {
    const signal = reverse.next();
    void api.call(routes.geocodeReverse, { query: { format: 'json', lat: point.latitude, lon: point.longitude }, signal, quiet: true }).then((result) => {
      if (signal.aborted) return;
      if (result.error) {
        if (result.error.code === 'ABORTED') return;
        setAnswer({ point, lookup: { status: 'failed' } });
        // Spec §8: a failed reverse geocoding says so and asks to report it or try again later.
        bus.emit('notify', { kind: 'error', title: message('nominatimError'), message: t('nominatimHelp') });
        return;
      }
      setAnswer({ point, lookup: { status: 'ready', address: geocodedAddress(result.data) } });
    });
  }, [api, bus, point, reverse, t, message]);
  useEffect(() => () => reverse.cancel(), [reverse]);

  const search = useMemo(() => latestOnly(), []);
  const runSearch = useMemo(() => debounce((q: string) => {
    const signal = search.next();
    void api.call(routes.geocodeSearch, { query: { format: 'json', q }, signal, quiet: true }).then((result) => {
      if (signal.aborted) return;
      setResults(result.error ? [] : result.data.filter((r) => pointOf(r)).slice(0, 6));
    });
  }, SEARCH_DELAY_MS), [api, search]);
  useEffect(() => () => { runSearch.cancel(); search.cancel(); }, [runSearch, search]);

  const onQuery = useCallback((value: string) => {
    setQuery(value);
    if (value.trim().length < 2) {
      runSearch.cancel();
      search.cancel();
      setResults([]);
      return;
    }
    runSearch(value.trim());
  }, [runSearch, search]);

  const moveTo = useCallback((to: LatLon, zoom = FOUND_ZOOM) => {
    const map = mapRef.current;
    // The map's move end sets the point; without a map yet, set it directly.
    if (map) map.moveTo(to, zoom);
    else setPoint(rounded(to));
  }, []);

  const choose = useCallback((result: GeocodeResult) => {
    const to = pointOf(result);
    if (!to) return;
    setResults([]);
    setQuery((q) => result.display_name ?? q);
    moveTo(to);
  }, [moveTo]);

  const locate = useCallback(() => {
    setGeoDenied(false);
    setOpenLocationSettings(null);
    setLocating(true);
    // The shell's "my location" (Telegram's, then the browser's), or the browser's in an older shell.
    locateCustomer(telegram, true, (outcome) => {
      setLocating(false);
      if (outcome.status === 'located') return moveTo({ latitude: outcome.latitude, longitude: outcome.longitude });
      setGeoDenied(true);
      const settings = settingsOf(outcome);
      setOpenLocationSettings(() => settings);
      bus.emit('notify', { kind: 'error', message: message('allowGeolocation') });
    });
  }, [bus, moveTo, message, telegram]);

  // An engine may report one stop twice (Yandex: the gesture's end and the location's update): the
  // same centre keeps the same point, so nothing is asked again.
  const onMoveEnd = useCallback((centre: LatLon) => {
    const next = rounded(centre);
    setPoint((previous) => (previous.latitude === next.latitude && previous.longitude === next.longitude ? previous : next));
  }, []);
  const onReady = useCallback((map: MapHandle) => { mapRef.current = map; }, []);

  return { point, initial, lookup, geoDenied, openLocationSettings, locating, query, results, onQuery, choose, locate, onMoveEnd, onReady };
}

export const POINT_PICKER_CSS = `.am-point-picker{display:flex;flex-direction:column;min-height:0}
.am-top{display:flex;gap:8px;align-items:center;padding:8px 12px;background:var(--surface,#fff);box-shadow:0 1px 4px rgba(0,0,0,.12);position:relative;z-index:2}
.am-back{border:0;background:none;font-size:22px;line-height:1;padding:6px 8px;cursor:pointer;color:inherit}
.am-search{position:relative;flex:1;min-width:0}.am-search input{width:100%;box-sizing:border-box;border:1px solid var(--border,#ccc);border-radius:10px;padding:9px 12px;font:inherit;background:var(--bg,#fff);color:inherit}
.am-results{position:absolute;left:0;right:0;top:100%;margin:4px 0 0;padding:4px 0;list-style:none;background:var(--surface,#fff);border-radius:10px;box-shadow:0 6px 24px rgba(0,0,0,.18);max-height:50vh;overflow:auto}
.am-results button{display:block;width:100%;text-align:left;border:0;background:none;padding:8px 12px;font:inherit;color:inherit;cursor:pointer}
.am-results button:hover,.am-results button:focus{background:rgba(0,0,0,.06)}
.am-stage{position:relative;flex:1;min-height:0}
.am-pin{position:absolute;left:50%;top:50%;transform:translate(-50%,-100%);z-index:1;pointer-events:none;filter:drop-shadow(0 2px 2px rgba(0,0,0,.35))}
.am-locate{position:absolute;right:12px;bottom:24px;z-index:1;border:0;border-radius:999px;padding:10px 14px;background:var(--surface,#fff);color:inherit;box-shadow:0 2px 8px rgba(0,0,0,.25);font:inherit;font-weight:600;cursor:pointer}`;

/**
 * The search bar (with an optional back button) over the map with its centre pin and the "my
 * location" button. `areas` are drawn on the map (the delivery areas); `className` sizes it.
 */
export function PointPicker({ picker, label, onBack, className, areas }: {
  picker: PointPickerState; label: string; onBack?(): void; className?: string; areas?: readonly MapArea[];
}) {
  const { t } = useTranslation();
  const { initial, query, results, onQuery, choose, locate, locating, onMoveEnd, onReady } = picker;
  return (
    <div className={`am-point-picker ${className ?? ''}`}>
      <style>{POINT_PICKER_CSS}</style>
      <div className="am-top">
        {onBack && <button type="button" className="am-back" onClick={onBack} aria-label={t('back')}>←</button>}
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
        <MapView center={initial} zoom={PICK_ZOOM} label={label} areas={areas} onReady={onReady} onMoveEnd={onMoveEnd} />
        <svg className="am-pin" width="36" height="48" viewBox="0 0 30 40" aria-hidden="true" data-testid="centre-pin">
          <path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="var(--main-color,#FCE000)" stroke="#000" strokeWidth="1.5" />
          <circle cx="15" cy="15" r="5" fill="#000" />
        </svg>
        <button type="button" className="am-locate" onClick={locate} disabled={locating} data-testid="my-location">◎ {t('myLocation')}</button>
      </div>
    </div>
  );
}
