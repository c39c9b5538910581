import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MERCHANT_MAP_CENTER, appLink, pickText, routes, type Branch } from '@storefront/contracts';
import { displayPhone, telHref } from '@storefront/contracts/rules';
import { Link, useApiQuery, useLanguage, useMountProps, useT, useSpecMessage } from '@storefront/ui';
import { MapView } from '../../map/MapView';
import type { MapHandle, MapMarker } from '../../map/types';
import { openingHours } from './BranchesPage';
import { useFillViewport } from '../../lib/fill-viewport';

function BranchCard({ branch, onClose }: { branch: Branch; onClose(): void }) {
  const t = useT();
  const lang = useLanguage();
  const hours = openingHours(branch);
  return (
    <div className="am-card" role="dialog" aria-label={pickText(branch.name, lang)} data-testid="branch-card" data-branch-id={branch.id}>
      <button type="button" className="am-card-close" onClick={onClose} aria-label={t('close')}>×</button>
      <h3>{pickText(branch.name, lang)}</h3>
      {branch.address && <p>{branch.address}</p>}
      {hours && <p>{t('hours')}: {hours}</p>}
      {branch.phone && <p>{t('phone')}: <a href={telHref(branch.phone)}>{displayPhone(branch.phone)}</a></p>}
    </div>
  );
}

/**
 * `/branches/map`: every active branch as a marker; a tap opens its card (name, address, hours,
 * phone) over the top of the map (the stage can run past a phone's fold). Drawn through MapView, so a Yandex merchant gets Yandex's map.
 */
export function BranchesMapPage() {
  const { data } = useMountProps();
  const t = useT();
  const stage = useFillViewport<HTMLDivElement>(320);
  const message = useSpecMessage();
  const lang = useLanguage();
  const state = useApiQuery(routes.branches);
  const branches = useMemo(() => (state.status === 'ready' ? state.data.filter((b) => b.isActive && !b.deleted) : []), [state]);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = branches.find((b) => b.id === openId) ?? null;
  // Spec §9: the merchant's own point, else the default merchant centre.
  const centre = data.merchant.latitude && data.merchant.longitude
    ? { latitude: data.merchant.latitude, longitude: data.merchant.longitude }
    : MERCHANT_MAP_CENTER;
  const markers = useMemo<MapMarker[]>(() => branches.map((branch) => ({
    id: branch.id, point: branch, title: pickText(branch.name, lang), selected: branch.id === openId, onSelect: () => setOpenId(branch.id),
  })), [branches, lang, openId]);
  // The map is drawn at once, at the merchant's point, while the branches are on their way: its
  // tiles (the screen's largest paint) do not wait for that call. When they come it shows them all
  // (one branch is centred at the map's zoom), whichever of the two, map or branches, is ready first.
  const mapRef = useRef<MapHandle | null>(null);
  const branchesRef = useRef(branches);
  branchesRef.current = branches;
  const onReady = useCallback((map: MapHandle) => {
    mapRef.current = map;
    if (branchesRef.current.length) map.fit(branchesRef.current);
  }, []);
  useEffect(() => {
    if (branches.length) mapRef.current?.fit(branches);
  }, [branches]);
  const note = state.status === 'loading' ? <p role="status">{t('loading')}</p>
    : state.status === 'error' ? <p role="alert">{t('failed')}</p>
      : !branches.length ? <p role="status">{message('noBranches')}</p> : null;

  return (
    <section className="am-branches-map">
      <style>{`.am-branches-map{display:flex;flex-direction:column;gap:8px}
.am-branches-head{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap}.am-branches-head h1{margin:0}
.am-branches-stage{position:relative;height:calc(100dvh - 190px);border-radius:12px;overflow:hidden}
.am-card{position:absolute;left:8px;right:8px;top:8px;z-index:3;background:var(--surface,#fff);color:inherit;border-radius:12px;padding:12px 40px 12px 14px;box-shadow:0 4px 18px rgba(0,0,0,.25)}
.am-card h3{margin:0 0 4px;font-size:16px}.am-card p{margin:0 0 2px;overflow-wrap:anywhere}
.am-map-note{position:absolute;left:50%;bottom:24px;transform:translateX(-50%);z-index:3;max-width:calc(100% - 32px);background:var(--surface,#fff);color:inherit;border-radius:12px;padding:8px 14px;box-shadow:0 2px 10px rgba(0,0,0,.2)}.am-map-note p{margin:0}
.am-card-close{position:absolute;top:6px;right:6px;border:0;background:none;font-size:22px;line-height:1;padding:4px 8px;cursor:pointer;color:inherit}`}</style>
      <div className="am-branches-head">
        <h1>{t('branches')}</h1>
        <Link href={appLink('/branches')} data-testid="branches-list-link">{t('asList')}</Link>
      </div>
      <div className="am-branches-stage" ref={stage} data-testid="branches-map">
        <MapView center={centre} zoom={12} label={t('branchesMap')} markers={markers} onReady={onReady} />
        {/* Over the map, not above it: the map does not move when the note goes. */}
        {note && <div className="am-map-note">{note}</div>}
        {open && <BranchCard branch={open} onClose={() => setOpenId(null)} />}
      </div>
    </section>
  );
}
