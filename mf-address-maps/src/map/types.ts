import type { LatLon } from '../lib/geo';

/*
 * The one map interface the screens use. Which engine draws it (Leaflet, or Yandex Maps for a
 * merchant whose settings ask for it) is MapView's business: no screen imports an engine.
 */

export interface MapMarker {
  id: string | number;
  point: LatLon;
  /** Read by screen readers and shown on hover. */
  title: string;
  selected?: boolean;
  onSelect?(): void;
  /** What the point is; a branch when absent. The courier map shows all three. */
  kind?: MarkerKind;
}

export type MarkerKind = 'branch' | 'address' | 'courier';

/** A delivery area: its outline (spec §3 stores it as lon/lat pairs; here already as points) and colour. */
export interface MapArea {
  id: string | number;
  ring: readonly LatLon[];
  color: string;
}

/** What a screen may do with a map once it exists. */
export interface MapHandle {
  moveTo(point: LatLon, zoom?: number): void;
  /**
   * Shows every point (padding included); one point is centred at the current zoom. With
   * `minZoom`, a fit that would need to zoom out further centres the first point at `minZoom`
   * instead: a short map never opens on a whole city shrunk to an island (the rest are in a list).
   */
  fit(points: readonly LatLon[], options?: { minZoom?: number }): void;
  center(): LatLon;
}

export interface MapViewProps {
  center: LatLon;
  zoom: number;
  /** The accessible name of the map's region. */
  label: string;
  markers?: readonly MapMarker[];
  areas?: readonly MapArea[];
  onReady?(map: MapHandle): void;
  /** After every drag or zoom, with the map's new centre. */
  onMoveEnd?(center: LatLon): void;
}

/** The engine a screen's map is drawn with (data-map-engine on the map's region says which). */
export type MapEngine = 'leaflet' | 'yandex';
