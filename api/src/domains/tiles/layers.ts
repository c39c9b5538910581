import { readFileSync } from 'node:fs';
import type { FeatureCollection, LineString, Polygon } from 'geojson';
// The geocoder's street lines are the road network, so the map and the addresses it gives agree.
import { tashkentGazetteer as gazetteer } from '../geocoding';
import { toWorld } from './mercator';
import { roadClass, type RoadClass } from './style';

/** A ring or line in world fractions, flat: x0, y0, x1, y1, … */
export type WorldLine = Float64Array;
/** [minX, minY, maxX, maxY] in world fractions. */
export type WorldBox = [number, number, number, number];

export interface AreaFeature { name: string; rings: WorldLine[]; box: WorldBox; label?: [number, number] }
export interface LineFeature { name: string; line: WorldLine; box: WorldBox }
export interface RoadFeature extends LineFeature { roadClass: RoadClass }
export interface CanalFeature extends LineFeature { widthM: number }

export interface MapLayers {
  city: AreaFeature[];
  districts: AreaFeature[];
  parks: AreaFeature[];
  water: AreaFeature[];
  canals: CanalFeature[];
  roads: RoadFeature[];
  /** Everything drawn: a tile outside it is the plain background. */
  extent: WorldBox;
  /** Latitude of the city, for metres-to-pixels of canal widths. */
  latitude: number;
}

function project(coords: number[][]): { line: WorldLine; box: WorldBox } {
  const line = new Float64Array(coords.length * 2);
  const box: WorldBox = [Infinity, Infinity, -Infinity, -Infinity];
  coords.forEach(([lon, lat], i) => {
    const [x, y] = toWorld(lon, lat);
    line[i * 2] = x;
    line[i * 2 + 1] = y;
    box[0] = Math.min(box[0], x); box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x); box[3] = Math.max(box[3], y);
  });
  return { line, box };
}

function union(a: WorldBox, b: WorldBox): WorldBox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

interface MapProperties { kind: string; name: string; label?: [number, number]; widthM?: number }

/** Reads the committed layers once and projects them; tiles then only scale and shift. */
export function loadLayers(
  data: FeatureCollection<Polygon | LineString, MapProperties> = JSON.parse(readFileSync(new URL('./tashkent.geojson', import.meta.url), 'utf8')),
  streets: ReadonlyArray<{ name: string; line: number[][] }> = gazetteer.streets,
): MapLayers {
  const layers: MapLayers = { city: [], districts: [], parks: [], water: [], canals: [], roads: [], extent: [Infinity, Infinity, -Infinity, -Infinity], latitude: 41.31 };
  const include = (box: WorldBox) => { layers.extent = union(layers.extent, box); };

  for (const feature of data.features) {
    const { kind, name } = feature.properties;
    if (feature.geometry.type === 'Polygon') {
      const rings = feature.geometry.coordinates.map(project);
      const box = rings.map((r) => r.box).reduce(union);
      const label = feature.properties.label ? toWorld(feature.properties.label[0], feature.properties.label[1]) : undefined;
      const area: AreaFeature = { name, rings: rings.map((r) => r.line), box, label };
      include(box);
      if (kind === 'city') layers.city.push(area);
      else if (kind === 'district') layers.districts.push(area);
      else if (kind === 'park') layers.parks.push(area);
      else if (kind === 'water') layers.water.push(area);
      else throw new Error(`tashkent.geojson: unknown polygon kind ${kind}`);
    } else {
      const { line, box } = project(feature.geometry.coordinates);
      include(box);
      // Unnamed links between the gazetteer's streets: drawn as streets, never labelled.
      if (kind === 'road') layers.roads.push({ name, line, box, roadClass: 'street' });
      else if (kind === 'canal') layers.canals.push({ name, line, box, widthM: feature.properties.widthM ?? 20 });
      else throw new Error(`tashkent.geojson: unknown line kind ${kind}`);
    }
  }
  for (const street of streets) {
    const { line, box } = project(street.line);
    include(box);
    layers.roads.push({ name: street.name, line, box, roadClass: roadClass(street.name) });
  }
  // Ring roads over main roads over streets: the wider road wins at a junction.
  const order: Record<RoadClass, number> = { street: 0, main: 1, ring: 2 };
  layers.roads.sort((a, b) => order[a.roadClass] - order[b.roadClass]);
  return layers;
}
