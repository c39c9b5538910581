import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { pickText, routes, type Branch } from '@storefront/contracts';
import { useApiQuery, useLanguage, useMountProps, useSession, useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@storefront/ui/router';
import { MapView } from '../../map/MapView';
import type { MapHandle, MapMarker } from '../../map/types';
import { startPoint, type LatLon } from '../../lib/geo';
import { returnToOrigin } from '../../lib/return';
import { locateCustomer, settingsOf } from '../../lib/locate';
import { LocationDenied } from '../../map/LocationDenied';
import { BranchHours, BRANCH_HOURS_CSS, useMinuteNow } from '../../components/BranchHours';
import { distanceParts, pickupBranches, pickupRows, preselectedBranch, type PickupRow } from './pickup';

/** Back where the customer came from (the checkout when nothing earlier is this storefront's). */


/**
 * The customer's location: the session's address at first (when it has one), then the device's
 * position, asked for on its own only when the permission is already granted (no prompt on
 * arrival), otherwise on "My location" (inside Telegram, Telegram's location first: locateCustomer).
 */
function useCustomerLocation() {
  const { telegram } = useMountProps();
  const sessionAddress = useSession((s) => s.draft.address);
  const [device, setDevice] = useState<LatLon | null>(null);
  const [denied, setDenied] = useState(false);
  const [openSettings, setOpenSettings] = useState<(() => void) | null>(null);
  const locate = useCallback(() => {
    setDenied(false);
    setOpenSettings(null);
    locateCustomer(telegram, false, (outcome) => {
      if (outcome.status === 'located') return setDevice({ latitude: outcome.latitude, longitude: outcome.longitude });
      setDenied(true);
      const settings = settingsOf(outcome);
      setOpenSettings(() => settings);
    });
  }, [telegram]);
  // The browser's permission, granted before: the position without a prompt (the browser's own, so
  // nothing of Telegram asks the customer on arrival either).
  const arrive = useCallback(() => {
    navigator.geolocation?.getCurrentPosition(
      (position) => setDevice({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => setDenied(true),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, []);
  useEffect(() => {
    let active = true;
    void navigator.permissions?.query({ name: 'geolocation' }).then((status) => {
      if (active && status.state === 'granted') arrive();
    }, () => undefined);
    return () => { active = false; };
  }, [arrive]);
  const session = sessionAddress && Number.isFinite(sessionAddress.latitude) && Number.isFinite(sessionAddress.longitude)
    ? { latitude: sessionAddress.latitude, longitude: sessionAddress.longitude } : null;
  return { location: device ?? session, fromDevice: device !== null, denied, openSettings, locate };
}

function BranchRow({ row, selected, onSelect }: { row: PickupRow; selected: boolean; onSelect(): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { branch, hours, distance } = row;
  const name = pickText(branch.name, lang);
  const far = distance === null ? null : distanceParts(distance);
  return (
    <li>
      <button type="button" className="am-pick" data-testid="pickup-branch" data-branch-id={branch.id} data-state={hours.state}
        aria-pressed={selected} onClick={onSelect}>
        <span className="am-pick-head">
          <strong className="am-pick-name">{name}</strong>
          {far && <span className="am-pick-distance" data-testid="branch-distance">{t(far.unit === 'm' ? 'distanceM' : 'distanceKm', { n: far.value })}</span>}
        </span>
        {branch.address && <span className="am-pick-address">{branch.address}</span>}
        <BranchHours hours={hours} />
      </button>
    </li>
  );
}

/** The pick-up map's widest view: the city fills the short map (tiles are drawn around the merchant at 12 and 13). */
const PICKUP_MIN_ZOOM = 13;

const CSS = `.am-pickup{display:flex;flex-direction:column;height:100vh;height:100dvh;overflow:hidden;background:var(--bg,#fff)}
.am-top{display:flex;gap:8px;align-items:center;padding:8px 12px;padding-top:calc(8px + var(--safe-top,0px));background:var(--surface,#fff);box-shadow:0 1px 4px rgba(0,0,0,.12);position:relative;z-index:2}
.am-top h1{flex:1;margin:0;font-size:18px;min-width:0;overflow-wrap:break-word}
.am-back{border:0;background:none;font-size:22px;line-height:1;padding:6px 8px;cursor:pointer;color:inherit}
.am-locate-small{position:absolute;right:10px;bottom:30px;z-index:1000;border:1px solid var(--border,#ccc);border-radius:999px;padding:8px 12px;background:var(--surface,#fff);color:inherit;font:inherit;font-size:14px;cursor:pointer;white-space:nowrap;box-shadow:0 1px 4px rgba(0,0,0,.2)}
.am-pickup-map{height:38vh;height:38dvh;min-height:180px;position:relative;flex:none}
.am-pickup-sheet{flex:1;min-height:0;display:flex;flex-direction:column;background:var(--surface,#fff);box-shadow:0 -2px 10px rgba(0,0,0,.12);position:relative;z-index:2}
.am-pickup-list{flex:1;min-height:0;overflow:auto;list-style:none;margin:0;padding:8px 12px;display:grid;gap:8px;align-content:start}
.am-pick{display:flex;flex-direction:column;gap:4px;width:100%;text-align:left;border:1px solid var(--border,#ddd);border-radius:12px;padding:10px 12px;background:var(--bg,#fff);color:inherit;font:inherit;cursor:pointer}
.am-pick[aria-pressed=true]{border-color:var(--main-color,#FCE000);box-shadow:0 0 0 2px var(--main-color,#FCE000)}
.am-pick-head{display:flex;gap:8px;justify-content:space-between;align-items:baseline}.am-pick-name{overflow-wrap:anywhere}
.am-pick-distance{flex:none;color:var(--muted,#555);font-size:14px}.am-pick-address{color:var(--muted,#555);font-size:14px;overflow-wrap:anywhere}
${BRANCH_HOURS_CSS}
.am-pickup-foot{padding:8px 12px;padding-bottom:calc(8px + var(--safe-bottom,0px));border-top:1px solid var(--border,#eee)}
.am-pickup-foot p{margin:0 0 6px}.am-out{color:var(--danger,#c62828)}
.am-confirm{width:100%;border:0;border-radius:12px;padding:13px;background:var(--main-color,#FCE000);color:var(--main-text-color,#000);font:inherit;font-weight:700;cursor:pointer}
.am-confirm:disabled{opacity:.45;cursor:not-allowed}`;

/**
 * `/address/pickup` and `/address/pickup2`: the branches a customer may pick up from, on the map and
 * in a list, each with today's hours, whether it is open now, and the distance when the location is
 * known; the closest open branch is chosen to begin with. Confirming emits `branch/nearest-changed`
 * and goes back where the customer came from (the checkout, as a rule).
 */
export function PickupPage() {
  const navigate = useNavigate();
  const goBack = () => returnToOrigin(navigate, '/checkout');
  const { bus } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const lang = useLanguage();
  const now = useMinuteNow();
  const current = useSession((s) => s.nearestBranch?.id ?? null);
  const sessionAddress = useSession((s) => s.draft.address);
  const state = useApiQuery(routes.branchesFull);
  const branches = useMemo(() => (state.status === 'ready' ? pickupBranches(state.data) : []), [state]);
  const { location, fromDevice, denied, openSettings, locate } = useCustomerLocation();
  const rows = useMemo(() => pickupRows(branches, now, location), [branches, now, location]);
  const preselected = useMemo(() => preselectedBranch(branches, now, location, current), [branches, now, location, current]);
  // The customer's own choice wins over the pre-selection, which follows the location until then.
  const [picked, setPicked] = useState<number | null>(null);
  const selected: Branch | null = branches.find((b) => b.id === picked) ?? preselected;
  const mapRef = useRef<MapHandle | null>(null);
  const [initialCentre] = useState(() => startPoint(sessionAddress));

  const select = useCallback((branch: Branch) => {
    setPicked(branch.id);
    mapRef.current?.moveTo(branch);
  }, []);
  const markers = useMemo<MapMarker[]>(() => branches.map((branch) => ({
    id: branch.id, point: branch, title: pickText(branch.name, lang), selected: branch.id === selected?.id, onSelect: () => select(branch),
  })), [branches, lang, selected, select]);

  // The branches (and the customer) in view once the map and the branches are there; on this short
  // map, never further out than the city's own zoom: then the chosen branch is in the middle and the
  // list below names every one.
  const [mapReady, setMapReady] = useState(false);
  const onReady = useCallback((map: MapHandle) => { mapRef.current = map; setMapReady(true); }, []);
  const fitted = useRef(false);
  useEffect(() => {
    if (!mapReady || fitted.current || !branches.length) return;
    fitted.current = true;
    const first = selected ?? branches[0];
    mapRef.current?.fit([first, ...branches.filter((b) => b !== first), ...(location ? [location] : [])], { minZoom: PICKUP_MIN_ZOOM });
  }, [mapReady, branches, location, selected]);

  const confirm = () => {
    if (!selected) return;
    bus.emit('branch/nearest-changed', { branch: selected });
    goBack();
  };

  return (
    <section className="am-pickup" data-testid="pickup-screen">
      <style>{CSS}</style>
      <div className="am-top">
        <button type="button" className="am-back" onClick={goBack} aria-label={t('back')}>←</button>
        <h1>{t('pickupTitle')}</h1>
      </div>
      <div className="am-pickup-map">
        <MapView center={initialCentre} zoom={PICKUP_MIN_ZOOM} label={t('pickupMap')} markers={markers} onReady={onReady} />
        {/* On the map, as maps place it: the title keeps the whole top bar. */}
        {!fromDevice && <button type="button" className="am-locate-small" onClick={locate} data-testid="pickup-locate">◎ {t('myLocation')}</button>}
      </div>
      <div className="am-pickup-sheet">
        {state.status === 'loading' && <p style={{ padding: '8px 12px' }}>{t('loading')}</p>}
        {state.status === 'error' && <p role="alert" style={{ padding: '8px 12px' }}>{t('failed')}</p>}
        {state.status === 'ready' && !branches.length && <p role="status" style={{ padding: '8px 12px' }} data-testid="no-branches">{message('noBranches')}</p>}
        {rows.length > 0 && (
          <ul className="am-pickup-list" aria-label={t('branches')}>
            {rows.map((row) => <BranchRow key={row.branch.id} row={row} selected={row.branch.id === selected?.id} onSelect={() => select(row.branch)} />)}
          </ul>
        )}
        <div className="am-pickup-foot">
          {denied && <LocationDenied className="am-out" openSettings={openSettings} />}
          <button type="button" className="am-confirm" onClick={confirm} disabled={!selected} data-testid="pickup-confirm">
            {selected ? t('pickupHere', { name: pickText(selected.name, lang) }) : t('pickupChoose')}
          </button>
        </div>
      </div>
    </section>
  );
}
