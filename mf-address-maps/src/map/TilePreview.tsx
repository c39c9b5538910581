// A picture of the first tiles a Leaflet map shows, for the first view (src/first-view.tsx): the
// page server draws it into the page, so the tiles (a map screen's largest paint) are asked for by
// the page itself rather than once Leaflet has arrived and run. Plain images, no Leaflet: it runs
// in Node. Each tile sits where Leaflet will put it, measured from the stage's centre, which is
// what Leaflet keeps at the map's centre whatever the stage's size.
import { SphericalMercator } from '@mapbox/sphericalmercator';
import type { LatLon } from '../lib/geo';
import { MAP_BACKGROUND, MAP_REGION_CSS } from './region';

const TILE_SIZE = 256;
const mercator = new SphericalMercator({ size: TILE_SIZE });

/**
 * The area the picture covers around the centre, in CSS px: a phone's stage (up to ~400 px wide and
 * ~720 px tall). A larger stage shows the map's background at its edges until Leaflet draws them.
 */
const PREVIEW = { width: 400, height: 720 };

/** Leaflet's sub-domains ({s}) when a template names them and the layer does not set its own. */
const LEAFLET_SUBDOMAINS = 'abc';

export interface PreviewTile {
  src: string;
  /** The tile's top-left corner from the stage's centre, px. */
  left: number;
  top: number;
  /** The tile under the centre: the one asked for first. */
  central: boolean;
}

/**
 * A tile's address as Leaflet's TileLayer makes it of the same template (BaseMap sets no retina,
 * sub-domains or tms), so the browser fetches each tile once for both; null when the template
 * holds a placeholder Leaflet would not fill.
 */
export function tileSrc(template: string, x: number, y: number, z: number): string | null {
  const values: Record<string, string> = {
    x: String(x), y: String(y), z: String(z), s: LEAFLET_SUBDOMAINS[Math.abs(x + y) % LEAFLET_SUBDOMAINS.length], r: '', '-y': String(2 ** z - 1 - y),
  };
  let unknown = false;
  const src = template.replace(/\{ *([\w_ -]+) *\}/g, (_, key: string) => {
    if (key in values) return values[key];
    unknown = true;
    return '';
  });
  return unknown ? null : src;
}

/** The tiles a stage shows around `centre` at `zoom`, placed from the stage's centre; null when the template cannot be filled. */
export function previewTiles(template: string, centre: LatLon, zoom: number): PreviewTile[] | null {
  const [cx, cy] = mercator.px([centre.longitude, centre.latitude], zoom);
  const last = 2 ** zoom - 1;
  const range = (middle: number, span: number) => {
    const from = Math.max(0, Math.floor((middle - span / 2) / TILE_SIZE));
    const to = Math.min(last, Math.floor((middle + span / 2) / TILE_SIZE));
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  };
  const tiles: PreviewTile[] = [];
  for (const y of range(cy, PREVIEW.height)) {
    for (const x of range(cx, PREVIEW.width)) {
      const src = tileSrc(template, x, y, zoom);
      if (!src) return null;
      tiles.push({
        src, left: x * TILE_SIZE - cx, top: y * TILE_SIZE - cy,
        central: x === Math.floor(cx / TILE_SIZE) && y === Math.floor(cy / TILE_SIZE),
      });
    }
  }
  // The central tile first in the page too: it is discovered, and asked for, before the others.
  return tiles.sort((a, b) => Number(b.central) - Number(a.central));
}

/** The picture itself, in the map's own region and colours (BaseMap's). */
export function TilePreview({ tiles, label, attribution }: { tiles: PreviewTile[]; label: string; attribution: string }) {
  return (
    <div className="am-map-region" role="region" aria-label={label}>
      <style>{`${MAP_REGION_CSS}.am-tile-preview{height:100%;width:100%;position:relative;overflow:hidden;background:${MAP_BACKGROUND}}
.am-tile-preview img{position:absolute;width:${TILE_SIZE}px;height:${TILE_SIZE}px;max-width:none}
.am-tile-preview small{position:absolute;right:0;bottom:0;padding:0 5px;background:rgba(255,255,255,.8);font-size:12px;line-height:1.4;color:#333}`}</style>
      <div className="am-tile-preview">
        {tiles.map((tile) => (
          <img key={tile.src} src={tile.src} alt="" fetchPriority={tile.central ? 'high' : undefined}
            style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }} />
        ))}
        {attribution && <small>{attribution}</small>}
      </div>
    </div>
  );
}
