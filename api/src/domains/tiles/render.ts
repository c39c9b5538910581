import sharp from 'sharp';
import { metresPerPixel, TILE_SIZE, tileWorldBounds } from './mercator';
import type { AreaFeature, MapLayers, WorldBox, WorldLine } from './layers';
import {
  atZoom, canalMinWidth, casingWidth, colours, DISTRICT_LABEL_ZOOMS, FONT_FAMILY, MAX_RENDER_ZOOM, MIN_RENDER_ZOOM,
  NAME_LABEL_MIN_ZOOM, roadWidth, type RoadClass,
} from './style';

/** Drawing reaches this far past the tile's edge (px), so wide strokes and labels meet their neighbours'. */
const MARGIN = 64;
/** The plain tile is drawn the same way as the rest, only with nothing on it. */
const PLAIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}"><rect width="100%" height="100%" fill="${colours.background}"/></svg>`;

type Pt = [number, number];

/** A tile's view of the world: world fractions to this tile's pixels. */
class View {
  readonly scale: number;
  readonly ox: number;
  readonly oy: number;
  /** The tile plus MARGIN, in world fractions. */
  readonly box: WorldBox;

  constructor(readonly z: number, x: number, y: number) {
    this.scale = TILE_SIZE * 2 ** z;
    this.ox = x * TILE_SIZE;
    this.oy = y * TILE_SIZE;
    const [minX, minY, maxX, maxY] = tileWorldBounds(z, x, y);
    const m = MARGIN / this.scale;
    this.box = [minX - m, minY - m, maxX + m, maxY + m];
  }

  meets(box: WorldBox, padPx = 0): boolean {
    const p = padPx / this.scale;
    return box[0] - p <= this.box[2] && box[2] + p >= this.box[0] && box[1] - p <= this.box[3] && box[3] + p >= this.box[1];
  }

  points(line: WorldLine): Pt[] {
    const out: Pt[] = new Array(line.length / 2);
    for (let i = 0; i < line.length; i += 2) out[i / 2] = [line[i] * this.scale - this.ox, line[i + 1] * this.scale - this.oy];
    return out;
  }
}

const LO = -MARGIN;
const HI = TILE_SIZE + MARGIN;

/** Sutherland–Hodgman against the tile plus margin: far-off vertices never reach the rasteriser. */
function clipRing(points: Pt[]): Pt[] {
  let ring = points;
  const edges: Array<[(p: Pt) => boolean, (a: Pt, b: Pt) => Pt]> = [
    [(p) => p[0] >= LO, (a, b) => cut(a, b, 0, LO)],
    [(p) => p[0] <= HI, (a, b) => cut(a, b, 0, HI)],
    [(p) => p[1] >= LO, (a, b) => cut(a, b, 1, LO)],
    [(p) => p[1] <= HI, (a, b) => cut(a, b, 1, HI)],
  ];
  for (const [inside, intersect] of edges) {
    if (ring.length === 0) break;
    const next: Pt[] = [];
    for (let i = 0; i < ring.length; i += 1) {
      const a = ring[i];
      const b = ring[(i + 1) % ring.length];
      const ina = inside(a);
      const inb = inside(b);
      if (ina) next.push(a);
      if (ina !== inb) next.push(intersect(a, b));
    }
    ring = next;
  }
  return ring;
}

function cut(a: Pt, b: Pt, axis: 0 | 1, at: number): Pt {
  const t = (at - a[axis]) / (b[axis] - a[axis]);
  return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
}

/** The runs of a line whose segments come near the tile; the rest is left out. */
function lineRuns(points: Pt[]): Pt[][] {
  const runs: Pt[][] = [];
  let run: Pt[] = [];
  for (let i = 0; i + 1 < points.length; i += 1) {
    const a = points[i];
    const b = points[i + 1];
    const near = Math.max(a[0], b[0]) >= LO && Math.min(a[0], b[0]) <= HI && Math.max(a[1], b[1]) >= LO && Math.min(a[1], b[1]) <= HI;
    if (near) {
      if (run.length === 0) run.push(a);
      run.push(b);
    } else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs;
}

const n = (v: number) => (Math.round(v * 10) / 10).toString();
const pathOf = (points: Pt[], close: boolean) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`).join('') + (close ? 'Z' : '');

function areaPath(view: View, areas: AreaFeature[]): string {
  let d = '';
  for (const area of areas) {
    if (!view.meets(area.box)) continue;
    for (const ring of area.rings) {
      const clipped = clipRing(view.points(ring));
      if (clipped.length >= 3) d += pathOf(clipped, true);
    }
  }
  return d;
}

function linePath(view: View, line: WorldLine): string {
  return lineRuns(view.points(line)).map((run) => pathOf(run, false)).join('');
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Rough width of a label, px: enough to decide which tiles it reaches and whether it fits. */
const textWidth = (text: string, size: number) => text.length * size * 0.58;

interface Label { x: number; y: number; angle: number; text: string; size: number; fill: string; italic?: boolean; bold?: boolean }

function labelSvg(l: Label): string {
  const style = `${l.italic ? ' font-style="italic"' : ''}${l.bold ? ' font-weight="bold"' : ''}`;
  const rotate = l.angle ? ` transform="rotate(${n(l.angle)} ${n(l.x)} ${n(l.y)})"` : '';
  return `<text x="${n(l.x)}" y="${n(l.y)}" dy="0.35em" font-size="${l.size}" fill="${l.fill}"${style}${rotate}>${escapeXml(l.text)}</text>`;
}

/**
 * Names along a line: on each segment long enough for the text, every `spacing` px, turned to
 * read left to right. Positions depend only on the world, so neighbouring tiles agree on them.
 */
function lineLabels(view: View, line: WorldLine, text: string, size: number, fill: string, italic: boolean, everyNth = 1): Label[] {
  const labels: Label[] = [];
  if (!text) return labels;
  const width = textWidth(text, size);
  const spacing = Math.max(400, width * 3);
  const pts = view.points(line);
  for (let i = 0; i + 1 < pts.length; i += everyNth) {
    const [ax, ay] = pts[i];
    const [bx, by] = pts[i + 1];
    const len = Math.hypot(bx - ax, by - ay);
    if (len < width + 24) continue;
    let angle = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;
    if (angle > 90) angle -= 180;
    if (angle < -90) angle += 180;
    const count = Math.max(1, Math.floor(len / spacing));
    for (let k = 0; k < count; k += 1) {
      const t = (k + 0.5) / count;
      const x = ax + t * (bx - ax);
      const y = ay + t * (by - ay);
      const reach = width / 2 + 4;
      if (x + reach < LO || x - reach > HI || y + reach < LO || y - reach > HI) continue;
      labels.push({ x, y, angle, text, size, fill, italic });
    }
  }
  return labels;
}

/** A label at a point of the world, if its box reaches the tile. */
function pointLabel(view: View, at: [number, number], text: string, size: number, fill: string, extra: Partial<Label> = {}): Label | undefined {
  const x = at[0] * view.scale - view.ox;
  const y = at[1] * view.scale - view.oy;
  const half = textWidth(text, size) / 2 + 4;
  if (x + half < 0 || x - half > TILE_SIZE || y + size < 0 || y - size > TILE_SIZE) return undefined;
  return { x, y, angle: 0, text, size, fill, ...extra };
}

/** Centre of an area's bounding box, a fair place for a park's name in these simple shapes. */
const boxCentre = (box: WorldBox): [number, number] => [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2];

/** The SVG of a tile, or undefined for the plain background (zoom not drawn, or nothing near). */
export function tileSvg(layers: MapLayers, z: number, x: number, y: number): string | undefined {
  if (z < MIN_RENDER_ZOOM || z > MAX_RENDER_ZOOM) return undefined;
  const view = new View(z, x, y);
  if (!view.meets(layers.extent)) return undefined;

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">`,
    `<rect width="100%" height="100%" fill="${colours.background}"/>`,
  ];
  const city = areaPath(view, layers.city);
  if (city) parts.push(`<path d="${city}" fill="${colours.city}"/>`);

  const districtStroke = z <= 12 ? 0.8 : 1.2;
  const districts = z <= 15 ? layers.districts.filter((d) => view.meets(d.box)).map((d) => d.rings.map((r) => linePath(view, r)).join('')).join('') : '';
  if (districts) parts.push(`<path d="${districts}" fill="none" stroke="${colours.districtLine}" stroke-width="${districtStroke}" stroke-linejoin="round"/>`);

  const parks = areaPath(view, layers.parks);
  if (parks) parts.push(`<path d="${parks}" fill="${colours.park}"${z >= 14 ? ` stroke="${colours.parkEdge}" stroke-width="1"` : ''}/>`);

  const water = areaPath(view, layers.water);
  if (water) parts.push(`<path d="${water}" fill="${colours.water}"${z >= 14 ? ` stroke="${colours.waterEdge}" stroke-width="0.8"` : ''}/>`);

  const mpp = metresPerPixel(z, layers.latitude);
  const minCanal = atZoom(canalMinWidth, z);
  for (const canal of layers.canals) {
    if (!view.meets(canal.box, 40)) continue;
    const d = linePath(view, canal.line);
    if (d) parts.push(`<path d="${d}" fill="none" stroke="${colours.water}" stroke-width="${n(Math.max(minCanal, canal.widthM / mpp))}" stroke-linecap="round" stroke-linejoin="round"/>`);
  }

  // Every casing first, then every fill: crossing roads merge instead of cutting each other.
  const casing = atZoom(casingWidth, z);
  const roadPaths: Array<{ cls: RoadClass; d: string }> = [];
  for (const road of layers.roads) {
    if (!view.meets(road.box, 40)) continue;
    const d = linePath(view, road.line);
    if (d) roadPaths.push({ cls: road.roadClass, d });
  }
  const roadStroke = (cls: RoadClass, extra: number, colour: string, d: string) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(atZoom(roadWidth[cls], z) + extra)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  for (const { cls, d } of roadPaths) parts.push(roadStroke(cls, 2 * casing, cls === 'street' ? colours.roadCasing : colours.mainRoadCasing, d));
  for (const { cls, d } of roadPaths) parts.push(roadStroke(cls, 0, colours.road, d));

  const labels: Label[] = [];
  if (z >= DISTRICT_LABEL_ZOOMS[0] && z < DISTRICT_LABEL_ZOOMS[1]) {
    const size = z === 11 ? 10 : 12;
    for (const d of layers.districts) {
      if (!d.label) continue;
      // 'Mirobod', not 'Mirobod tumani': shorter names keep neighbouring districts' labels apart.
      const label = pointLabel(view, d.label, d.name.replace(/ tumani$/, '').toUpperCase(), size, colours.districtLabel, { bold: true });
      if (label) labels.push(label);
    }
  }
  if (z >= NAME_LABEL_MIN_ZOOM) {
    for (const park of layers.parks) {
      if (!view.meets(park.box, 200)) continue;
      // Named only when the park is large enough on screen to hold its name.
      const widthPx = (park.box[2] - park.box[0]) * view.scale;
      if (widthPx < textWidth(park.name, 11) * 0.8) continue;
      const label = pointLabel(view, boxCentre(park.box), park.name, 11, colours.parkLabel, { italic: true });
      if (label) labels.push(label);
    }
    for (const canal of layers.canals) {
      if (view.meets(canal.box, 200)) labels.push(...lineLabels(view, canal.line, canal.name, 11, colours.waterLabel, true, 2));
    }
    for (const road of layers.roads) {
      if (view.meets(road.box, 200)) labels.push(...lineLabels(view, road.line, road.name, road.roadClass === 'street' ? 10 : 11, colours.label, false));
    }
  }
  if (labels.length) {
    parts.push(`<g font-family="${FONT_FAMILY}" text-anchor="middle" stroke="${colours.halo}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">`);
    for (const label of labels) parts.push(labelSvg(label));
    parts.push('</g>');
  }
  parts.push('</svg>');
  return parts.join('');
}

export interface PngOptions { palette: boolean }

/** An SVG of TILE_SIZE square rasterised to PNG. */
export async function rasterise(svg: string, { palette }: PngOptions = { palette: true }): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .png(palette ? { palette: true, colours: 64, effort: 1, compressionLevel: 6 } : { compressionLevel: 6 })
    .toBuffer();
}

export function plainSvg(): string {
  return PLAIN_SVG;
}
