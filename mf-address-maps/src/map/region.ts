// The map's region and its background, the same under Leaflet's map (BaseMap), its placeholder
// (MapView) and the first view's picture of its tiles (TilePreview): one shows where another was.
export const MAP_BACKGROUND = '#e8e4da';
export const MAP_REGION_CSS = '.am-map-region{height:100%;width:100%;position:relative}';
