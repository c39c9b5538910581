/**
 * The look of the offline tiles: a light, OpenStreetMap-like style. Pale land, a slightly warmer
 * city, green parks, blue water, white roads with grey casings (main roads wider), thin district
 * lines and district names at mid zooms. Colours are tested (test/tiles.test.ts samples them), so a
 * change here is a change there.
 */
export const colours = {
  background: '#f2efe9',
  city: '#ebe7df',
  districtLine: '#c9bdd3',
  park: '#cdebb0',
  parkEdge: '#b4d79a',
  water: '#aad3df',
  waterEdge: '#94c4d3',
  road: '#ffffff',
  roadCasing: '#bab3a8',
  mainRoadCasing: '#a69e92',
  label: '#4a4540',
  districtLabel: '#6d5f7a',
  waterLabel: '#3e7a93',
  parkLabel: '#3d6b2a',
  halo: '#ffffff',
} as const;

export const FONT_FAMILY = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** The zooms the route draws; other zooms get the plain background. */
export const MIN_RENDER_ZOOM = 10;
export const MAX_RENDER_ZOOM = 18;

export type RoadClass = 'ring' | 'main' | 'street';

/** A width in px at zoom stops, interpolated exponentially between them (as web map styles do). */
type Stops = ReadonlyArray<readonly [zoom: number, px: number]>;

export function atZoom(stops: Stops, z: number): number {
  if (z <= stops[0][0]) return stops[0][1];
  for (let i = 1; i < stops.length; i += 1) {
    const [z1, v1] = stops[i];
    if (z <= z1) {
      const [z0, v0] = stops[i - 1];
      const t = (z - z0) / (z1 - z0);
      return v0 * (v1 / v0) ** t;
    }
  }
  return stops[stops.length - 1][1];
}

/** Width of a road's white fill, px. */
export const roadWidth: Record<RoadClass, Stops> = {
  ring: [[10, 1.6], [12, 3], [14, 7], [16, 16], [18, 44]],
  main: [[10, 1.1], [12, 2.4], [14, 6], [16, 14], [18, 38]],
  street: [[10, 0.6], [12, 1.4], [14, 4], [16, 10], [18, 28]],
};

/** Width of the grey casing on each side of the fill, px. */
export const casingWidth: Stops = [[10, 0.4], [13, 0.8], [16, 1.3], [18, 2]];

/** Smallest width a canal is drawn with, px, so a narrow canal stays visible zoomed out. */
export const canalMinWidth: Stops = [[10, 0.8], [14, 2], [18, 4]];

/** Streets of the gazetteer drawn as main roads; the ring roads by their own names. */
export const RING_ROADS = new Set(["Toshkent halqa avtomobil yo'li", "Kichik halqa yo'li"]);
export const MAIN_ROADS = new Set([
  "Navoiy ko'chasi", "Farg'ona yo'li ko'chasi", "Chilonzor ko'chasi", "Qatortol ko'chasi",
  "Buyuk Ipak Yo'li ko'chasi", "Shota Rustaveli ko'chasi", "Yunusobod ko'chasi", "Farobiy ko'chasi",
  "Qorasaroy ko'chasi", "Cho'ponota ko'chasi", "Mirzo Ulug'bek ko'chasi", "Abdulla Qodiriy ko'chasi",
]);

export function roadClass(name: string): RoadClass {
  if (RING_ROADS.has(name)) return 'ring';
  // 'shoh ko'chasi' (avenue) names the city's main avenues.
  if (MAIN_ROADS.has(name) || name.endsWith("shoh ko'chasi")) return 'main';
  return 'street';
}

/** District names from this zoom up to the next stop. */
export const DISTRICT_LABEL_ZOOMS = [11, 14] as const;
/** Street, park and canal names from this zoom. */
export const NAME_LABEL_MIN_ZOOM = 15;
