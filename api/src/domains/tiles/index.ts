/**
 * Offline raster map tiles of the demo city for development and tests (docs/tiles.md). Production
 * points the storefront's `tileUrl` at an OpenStreetMap-compatible server instead.
 */
export { tilesPlugin, TileService, parseTile, warmsAtStart, FIRST_VIEWS, TILE_ROUTE, type Tile, type TilesPluginOptions, type WarmView } from './routes';
export { tileAt, toWorld, metresPerPixel, MAX_ZOOM, TILE_SIZE } from './mercator';
export { colours as TILE_COLOURS, MIN_RENDER_ZOOM, MAX_RENDER_ZOOM } from './style';

/** Attribution to show with these tiles (Leaflet's attribution control). */
export const TILE_ATTRIBUTION = '© Lamenu demo map';
/** The tile URL template under the API's base, for Leaflet: `${API_BASE}${TILE_URL_TEMPLATE}`. */
export const TILE_URL_TEMPLATE = '/tiles/v1/{z}/{x}/{y}.png';
