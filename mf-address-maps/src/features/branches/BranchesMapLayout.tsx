// The branches' map screen's frame, without the map's code: the page (BranchesMapPage.tsx) puts
// the map in it, the first view (src/first-view.tsx) a picture of its first tiles.
import type { ReactNode, Ref } from 'react';
import { MERCHANT_MAP_CENTER, appLink } from '@storefront/contracts';
import type { MerchantData } from '@storefront/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from '@storefront/ui/router';
import type { LatLon } from '../../lib/geo';

/** Where the branches' map opens (spec §9): the merchant's own point, else the default merchant centre. */
export function merchantCentre(merchant: Pick<MerchantData['merchant'], 'latitude' | 'longitude'>): LatLon {
  return merchant.latitude && merchant.longitude ? { latitude: merchant.latitude, longitude: merchant.longitude } : MERCHANT_MAP_CENTER;
}

/** The map zoom the branches' map opens at, before it fits the branches. */
export const BRANCHES_MAP_ZOOM = 12;

/**
 * The screen's frame: heading, the link to the list, and the stage with the map and what stands over
 * it. The first view (src/first-view.tsx) draws it around a picture of the first tiles.
 */
export function BranchesMapLayout({ stage, map, note, card }: { stage?: Ref<HTMLDivElement>; map: ReactNode; note?: ReactNode; card?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="am-branches-map">
      {/* The stage's height before the page measures it (useFillViewport), and in the first view:
          the screen below a header with its brand row and the heading, above the tab bar. */}
      <style>{`.am-branches-map{display:flex;flex-direction:column;gap:8px}
.am-branches-head{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap}.am-branches-head h1{margin:0}
.am-branches-stage{position:relative;height:max(320px,calc(100dvh - 162px - var(--sf-bottom-bar,0px)));border-radius:12px;overflow:hidden}
.am-card{position:absolute;left:8px;right:8px;top:8px;z-index:3;background:var(--surface,#fff);color:inherit;border-radius:12px;padding:12px 40px 12px 14px;box-shadow:0 4px 18px rgba(0,0,0,.25)}
.am-card h3{margin:0 0 4px;font-size:16px}.am-card p{margin:0 0 2px;overflow-wrap:anywhere}
.am-map-note{position:absolute;left:50%;bottom:24px;transform:translateX(-50%);z-index:3;max-width:calc(100% - 32px);background:var(--surface,#fff);color:inherit;border-radius:12px;padding:8px 14px;box-shadow:0 2px 10px rgba(0,0,0,.2)}.am-map-note p{margin:0}
.am-card-close{position:absolute;top:6px;right:6px;border:0;background:none;font-size:22px;line-height:1;padding:4px 8px;cursor:pointer;color:inherit}`}</style>
      <div className="am-branches-head">
        <h1>{t('branches')}</h1>
        <Link to={appLink('/branches')} data-testid="branches-list-link">{t('asList')}</Link>
      </div>
      <div className="am-branches-stage" ref={stage} data-testid="branches-map">
        {map}
        {/* Over the map, not above it: the map does not move when the note goes. */}
        {note && <div className="am-map-note">{note}</div>}
        {card}
      </div>
    </section>
  );
}
