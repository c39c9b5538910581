import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { divIcon, type Map as LeafletMap } from 'leaflet';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import type { Tiles } from '../lib/geo';
import { pinOf } from './markers';
import { MAP_BACKGROUND, MAP_REGION_CSS } from './region';
import type { MarkerKind } from './types';

/*
 * Everything that imports Leaflet lives under src/map and is reached only through the lazy map
 * screens (AddressMapsApp.tsx), so the map code loads on map routes and nowhere else.
 */

/**
 * The pins of markers drawn as inline SVG in divIcons (markers.ts): Leaflet's default icon finds
 * its PNGs by reading a CSS URL at run time, which breaks under webpack's hashed file names.
 */
const iconOfPin = (kind: MarkerKind | undefined, selected: boolean) => {
  const pin = pinOf(kind, selected);
  return divIcon({
    className: `am-marker am-marker-${kind ?? 'branch'}${selected ? ' am-marker-selected' : ''}`,
    html: pin.html, iconSize: pin.size, iconAnchor: pin.anchor, popupAnchor: [0, -pin.anchor[1] + 4],
  });
};
export const branchIcon = iconOfPin('branch', false);
/** The chosen branch: larger, in the merchant's colour, so it stands out among the others. */
export const selectedBranchIcon = iconOfPin('branch', true);
export const addressIcon = iconOfPin('address', false);
export const courierIcon = iconOfPin('courier', false);

/** Reports the map once it exists, so the screen can move it (search, "my location"). */
function MapReady({ onReady }: { onReady(map: LeafletMap): void }) {
  const map = useMap();
  useEffect(() => onReady(map), [map, onReady]);
  return null;
}

/** Maps being fitted to a new container size: their moves then are no one's move. */
const resizing = new WeakSet<LeafletMap>();

/**
 * Leaflet measures its container once (and on window resizes): a container that a screen resizes
 * (a stage fitted to the viewport, a sheet growing by a line) would leave part of the map without
 * tiles. Leaflet keeps the centre (to a pixel), and that move is not reported: a picker whose
 * sheet changes height with each answer would otherwise see its point creep by a pixel, ask
 * again, change height again, and so on. (Not setView to the old centre: that would cut short a
 * fit's zoom animation under way.)
 */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      resizing.add(map);
      try {
        map.invalidateSize();
      } finally {
        resizing.delete(map);
      }
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function MoveEnd({ onMoveEnd }: { onMoveEnd(map: LeafletMap): void }) {
  const map = useMapEvents({ moveend: () => { if (!resizing.has(map)) onMoveEnd(map); } });
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

/** Leaflet fades a loaded tile in over 200 ms (GridLayer's _updateOpacity). */
const TILE_FADE_MS = 250;

export function BaseMap({ tiles, center, zoom, label, children, onReady, onMoveEnd, engine }: BaseMapProps) {
  // The region says when its first tiles are in and faded in (`am-map-shown`): the shell then takes
  // away the first view's picture of them (src/first-view.tsx), with nothing blank between.
  const [shown, setShown] = useState(false);
  const tileEvents = useMemo(() => ({ load: () => { setTimeout(() => setShown(true), TILE_FADE_MS); } }), []);
  return (
    <>
      <style>{`${leafletCss}${MAP_REGION_CSS}.am-map{height:100%;width:100%;isolation:isolate;z-index:0;background:${MAP_BACKGROUND}}
.am-marker{background:none;border:0}.leaflet-container{font:inherit}
.leaflet-control-attribution a{color:#00567a;text-decoration:underline}`}</style>
      <div className={`am-map-region${shown ? ' am-map-shown' : ''}`} role="region" aria-label={label} data-map-engine={engine}>
      <MapContainer className="am-map" center={center} zoom={zoom} minZoom={10} maxZoom={18}>
        <TileLayer url={tiles.url} attribution={tiles.attribution} eventHandlers={tileEvents} />
        <FollowSize />
        {onReady && <MapReady onReady={onReady} />}
        {onMoveEnd && <MoveEnd onMoveEnd={onMoveEnd} />}
        {children}
      </MapContainer>
      </div>
    </>
  );
}
