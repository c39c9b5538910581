/**
 * Web Mercator (EPSG:3857) tile math of the slippy-map scheme: at zoom z the world is 2^z × 2^z
 * tiles of 256 px, x from 180° W eastwards, y from about 85.05° N southwards.
 */
export const TILE_SIZE = 256;
/** Highest zoom the route accepts; beyond it a tile is a few metres across and means nothing here. */
export const MAX_ZOOM = 19;
/** Latitude where the square Mercator world ends. */
const MAX_LATITUDE = 85.0511287798;

/** A longitude/latitude as a fraction of the Mercator world, [0, 1] each, y downwards. */
export function toWorld(lon: number, lat: number): [number, number] {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const x = (lon + 180) / 360;
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return [x, y];
}

/** The tile at zoom z holding a longitude/latitude. */
export function tileAt(lon: number, lat: number, z: number): { x: number; y: number } {
  const [wx, wy] = toWorld(lon, lat);
  const n = 2 ** z;
  return { x: Math.min(n - 1, Math.floor(wx * n)), y: Math.min(n - 1, Math.floor(wy * n)) };
}

/** A tile's extent as fractions of the world: [minX, minY, maxX, maxY]. */
export function tileWorldBounds(z: number, x: number, y: number): [number, number, number, number] {
  const n = 2 ** z;
  return [x / n, y / n, (x + 1) / n, (y + 1) / n];
}

/** Ground metres one pixel spans at zoom z and a latitude (the Mercator scale grows with latitude). */
export function metresPerPixel(z: number, lat: number): number {
  return (40_075_016.686 * Math.cos((lat * Math.PI) / 180)) / (TILE_SIZE * 2 ** z);
}
