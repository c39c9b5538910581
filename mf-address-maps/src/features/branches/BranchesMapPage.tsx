import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { pickText, routes, type Branch } from '@storefront/contracts';
import { branchHoursNow, displayPhone, telHref } from '@storefront/contracts/rules';
import { useApiQuery, useLanguage, useMountProps, useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { MapView } from '../../map/MapView';
import type { MapHandle, MapMarker } from '../../map/types';
import { BranchHours, BRANCH_HOURS_CSS, useMinuteNow } from '../../components/BranchHours';
import { useFillViewport } from '../../lib/fill-viewport';
import { BRANCHES_MAP_ZOOM, BranchesMapLayout, merchantCentre } from './BranchesMapLayout';


function BranchCard({ branch, onClose }: { branch: Branch; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const now = useMinuteNow();
  return (
    <>
    <style>{BRANCH_HOURS_CSS}</style>
    <div className="am-card" role="dialog" aria-label={pickText(branch.name, lang)} data-testid="branch-card" data-branch-id={branch.id}>
      <button type="button" className="am-card-close" onClick={onClose} aria-label={t('close')}>×</button>
      <h3>{pickText(branch.name, lang)}</h3>
      {branch.address && <p>{branch.address}</p>}
      <p><BranchHours hours={branchHoursNow(branch, now)} /></p>
      {branch.phone && <p>{t('phone')}: <a href={telHref(branch.phone)}>{displayPhone(branch.phone)}</a></p>}
    </div>
    </>
  );
}

/**
 * `/branches/map`: every active branch as a marker; a tap opens its card (name, address, hours,
 * phone) over the top of the map (the stage can run past a phone's fold). Drawn through MapView, so a Yandex merchant gets Yandex's map.
 */
export function BranchesMapPage() {
  const { data } = useMountProps();
  const { t } = useTranslation();
  const stage = useFillViewport<HTMLDivElement>(320);
  const message = useSpecMessage();
  const lang = useLanguage();
  const state = useApiQuery(routes.branches);
  const branches = useMemo(() => (state.status === 'ready' ? state.data.filter((b) => b.isActive && !b.deleted) : []), [state]);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = branches.find((b) => b.id === openId) ?? null;
  const centre = useMemo(() => merchantCentre(data.merchant), [data.merchant]);
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
    <BranchesMapLayout stage={stage} note={note} card={open && <BranchCard branch={open} onClose={() => setOpenId(null)} />}
      map={<MapView center={centre} zoom={BRANCHES_MAP_ZOOM} label={t('branchesMap')} markers={markers} onReady={onReady} />} />
  );
}
