import { useMemo } from 'react';
import { latLngBounds } from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import { MERCHANT_MAP_CENTER, MESSAGES, appLink, pickText, routes } from '@storefront/contracts';
import { Link, useApiQuery, useLanguage, useMountProps, useT } from '@storefront/ui';
import { BaseMap, branchIcon } from '../../map/BaseMap';
import { tilesOf } from '../../lib/geo';
import { openingHours } from './BranchesPage';

/** `/branches/map`: every active branch as a marker; a tap opens its card (name, address, hours, phone). */
export function BranchesMapPage() {
  const { urls, data } = useMountProps();
  const t = useT();
  const lang = useLanguage();
  const tiles = useMemo(() => tilesOf(urls), [urls]);
  const state = useApiQuery(routes.branches);
  const branches = useMemo(() => (state.status === 'ready' ? state.data.filter((b) => b.isActive && !b.deleted) : []), [state]);
  // Spec §9: the merchant's own point, else the default merchant centre.
  const centre: [number, number] = data.merchant.latitude && data.merchant.longitude
    ? [data.merchant.latitude, data.merchant.longitude]
    : [MERCHANT_MAP_CENTER.latitude, MERCHANT_MAP_CENTER.longitude];
  const bounds = useMemo(() => (branches.length > 1 ? latLngBounds(branches.map((b) => [b.latitude, b.longitude])) : null), [branches]);

  return (
    <section className="am-branches-map">
      <style>{`.am-branches-map{display:flex;flex-direction:column;gap:8px}
.am-branches-head{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap}.am-branches-head h1{margin:0}
.am-branches-stage{height:calc(100dvh - 190px);min-height:320px;border-radius:12px;overflow:hidden}
.leaflet-popup-content .am-card h3{margin:0 0 4px;font-size:15px}.leaflet-popup-content .am-card p{margin:0 0 2px}`}</style>
      <div className="am-branches-head">
        <h1>{t('branches')}</h1>
        <Link href={appLink('/branches')} data-testid="branches-list-link">{t('asList')}</Link>
      </div>
      {state.status === 'loading' && <p>{t('loading')}</p>}
      {state.status === 'error' && <p role="alert">{t('failed')}</p>}
      {state.status === 'ready' && !branches.length && <p>{MESSAGES.noBranches}</p>}
      {state.status === 'ready' && (
        <div className="am-branches-stage" data-testid="branches-map">
          <BaseMap key={branches.length} tiles={tiles} center={branches.length === 1 ? [branches[0].latitude, branches[0].longitude] : centre} zoom={12}
            label={t('branchesMap')} onReady={bounds ? (map) => map.fitBounds(bounds, { padding: [40, 40] }) : undefined}>
            {branches.map((branch) => {
              const hours = openingHours(branch);
              const name = pickText(branch.name, lang);
              return (
                <Marker key={branch.id} position={[branch.latitude, branch.longitude]} icon={branchIcon} title={name} alt={name} keyboard>
                  <Popup maxWidth={260} autoPanPadding={[16, 16]}>
                    <div className="am-card" data-testid="branch-card" data-branch-id={branch.id}>
                      <h3>{name}</h3>
                      {branch.address && <p>{branch.address}</p>}
                      {hours && <p>{t('hours')}: {hours}</p>}
                      {branch.phone && <p>{t('phone')}: <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{branch.phone}</a></p>}
                    </div>
                  </Popup>
                </Marker>
              );
            })}
          </BaseMap>
        </div>
      )}
    </section>
  );
}
