// The maps' part of the first view (shared-ui/src/first-view.tsx): on `/branches/map`, the screen's
// frame (BranchesMapPage's own layout) around a picture of the tiles Leaflet will first show at the
// merchant's point (map/TilePreview.tsx); the tiles are the screen's largest paint. Not for a
// merchant drawn with Yandex (its map is Yandex's own), nor where the shell does not hand the tile
// template. The branches' markers come with the page's own render.
import { FIRST_VIEW_VERSION, renderRemotePart, type FirstViewInput, type FirstViewPart } from '@storefront/ui/first-view';
import { wantsYandex } from '@storefront/contracts/rules';
import { useTranslation } from 'react-i18next';
import { BRANCHES_MAP_ZOOM, BranchesMapLayout, merchantCentre } from './features/branches/BranchesMapLayout';
import { previewTiles, TilePreview, type PreviewTile } from './map/TilePreview';
import { translations } from './translations';

export const version = FIRST_VIEW_VERSION;
export const paths = ['/branches/map'];

function BranchesMapPreview({ tiles, attribution }: { tiles: PreviewTile[]; attribution: string }) {
  const { t } = useTranslation();
  return <BranchesMapLayout map={<TilePreview tiles={tiles} label={t('branchesMap')} attribution={attribution} />} note={<p role="status">{t('loading')}</p>} />;
}

export function renderFirstView(input: FirstViewInput): FirstViewPart | null {
  if (input.pathname !== '/branches/map' || !input.urls.tileUrl) return null;
  const { merchant, settings } = input.data;
  if (wantsYandex({ mapType: settings.mapType, yandexMapKey: merchant.yandexMapKey, yandexMapsUrl: input.urls.yandexMapsUrl })) return null;
  const tiles = previewTiles(input.urls.tileUrl, merchantCentre(merchant), BRANCHES_MAP_ZOOM);
  if (!tiles?.length) return null;
  const html = renderRemotePart(<BranchesMapPreview tiles={tiles} attribution={input.urls.tileAttribution ?? ''} />,
    { input, namespace: 'addressMaps', translations });
  // BaseMap marks its region once the first tiles are loaded and faded in.
  return { html, css: '', readySelector: '#content .am-map-shown' };
}
