import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { divIcon, type Map as LeafletMap } from 'leaflet';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import type { Tiles } from '../lib/geo';

/*
 * Everything that imports Leaflet lives under src/map and is reached only through the lazy map
 * screens (AddressMapsApp.tsx), so the map code loads on map routes and nowhere else.
 */

/**
 * A branch marker drawn as inline SVG in a divIcon: Leaflet's default icon finds its PNGs by
 * reading a CSS URL at run time, which breaks under webpack's hashed file names.
 */
export const branchIcon = divIcon({
  className: 'am-marker',
  html: '<svg width="30" height="40" viewBox="0 0 30 40" aria-hidden="true"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="#E53935" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5.5" fill="#fff"/></svg>',
  iconSize: [30, 40],
  iconAnchor: [15, 39],
  popupAnchor: [0, -36],
});

/** The chosen branch: larger, in the merchant's colour, so it stands out among the others. */
export const selectedBranchIcon = divIcon({
  className: 'am-marker am-marker-selected',
  html: '<svg width="38" height="50" viewBox="0 0 30 40" aria-hidden="true"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="var(--main-color,#FCE000)" stroke="#000" stroke-width="1.5"/><circle cx="15" cy="15" r="5.5" fill="#000"/></svg>',
  iconSize: [38, 50],
  iconAnchor: [19, 49],
  popupAnchor: [0, -44],
});

/** Reports the map once it exists, so the screen can move it (search, "my location"). */
function MapReady({ onReady }: { onReady(map: LeafletMap): void }) {
  const map = useMap();
  useEffect(() => onReady(map), [map, onReady]);
  return null;
}

function MoveEnd({ onMoveEnd }: { onMoveEnd(map: LeafletMap): void }) {
  const map = useMapEvents({ moveend: () => onMoveEnd(map) });
  return null;
}

export interface BaseMapProps {
  tiles: Tiles;
  center: [number, number];
  zoom: number;
  label: string;
  children?: ReactNode;
  onReady?(map: LeafletMap): void;
  onMoveEnd?(map: LeafletMap): void;
  /** Set by MapView's Leaflet engine: the region says which engine drew it (tests and support read it). */
  engine?: 'leaflet';
}

export function BaseMap({ tiles, center, zoom, label, children, onReady, onMoveEnd, engine }: BaseMapProps) {
  return (
    <>
      <style>{leafletCss}{`.am-map-region{height:100%;width:100%;position:relative}.am-map{height:100%;width:100%;isolation:isolate;z-index:0;background:#e8e4da}
.am-marker{background:none;border:0}.leaflet-container{font:inherit}`}</style>
      <div className="am-map-region" role="region" aria-label={label} data-map-engine={engine}>
      <MapContainer className="am-map" center={center} zoom={zoom} minZoom={10} maxZoom={18}>
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        {onReady && <MapReady onReady={onReady} />}
        {onMoveEnd && <MoveEnd onMoveEnd={onMoveEnd} />}
        {children}
      </MapContainer>
      </div>
    </>
  );
}
