import { useCallback, useMemo } from 'react';
import { latLngBounds, point, type Map as LeafletMap } from 'leaflet';
import { Marker, Polygon } from 'react-leaflet';
import { useMountProps } from '@storefront/ui';
import { tilesOf } from '../lib/geo';
import { addressIcon, BaseMap, branchIcon, courierIcon, selectedBranchIcon } from './BaseMap';
import type { MapHandle, MapMarker, MapViewProps } from './types';

const iconOf = (marker: MapMarker) =>
  marker.kind === 'courier' ? courierIcon : marker.kind === 'address' ? addressIcon : marker.selected ? selectedBranchIcon : branchIcon;

/** The MapHandle of a Leaflet map. */
function handleOf(map: LeafletMap): MapHandle {
  return {
    moveTo: (point, zoom) => map.setView([point.latitude, point.longitude], zoom ?? map.getZoom()),
    fit: function fit(points, options = {}) {
      // A map laid out with no size yet (a hidden page) would fit the points at the highest zoom: it
      // fits them once it has one.
      const size = map.getSize();
      if (!size.x || !size.y) {
        map.once('resize', () => fit(points, options));
        return;
      }
      if (points.length === 1) {
        map.setView([points[0].latitude, points[0].longitude], Math.max(map.getZoom(), options.minZoom ?? 0));
        return;
      }
      if (points.length < 2) return;
      const bounds = latLngBounds(points.map((p) => [p.latitude, p.longitude]));
      // A pin stands above its point: more room above than below, so no pin is cut at the top edge.
      const paddingTopLeft = point(40, 60);
      const paddingBottomRight = point(40, 24);
      if (options.minZoom !== undefined && map.getBoundsZoom(bounds, false, paddingTopLeft.add(paddingBottomRight)) < options.minZoom) {
        map.setView([points[0].latitude, points[0].longitude], options.minZoom);
      } else map.fitBounds(bounds, { paddingTopLeft, paddingBottomRight });
    },
    center: () => {
      const centre = map.getCenter();
      return { latitude: centre.lat, longitude: centre.lng };
    },
  };
}

/** MapView drawn with Leaflet: its own lazy chunk, loaded only when a map screen shows a Leaflet map. */
export function LeafletMapView({ center, zoom, label, markers = [], areas = [], onReady, onMoveEnd }: MapViewProps) {
  const { urls } = useMountProps();
  const tiles = useMemo(() => tilesOf(urls), [urls]);
  const ready = useCallback((map: LeafletMap) => onReady?.(handleOf(map)), [onReady]);
  const moved = useCallback((map: LeafletMap) => {
    const centre = map.getCenter();
    onMoveEnd?.({ latitude: centre.lat, longitude: centre.lng });
  }, [onMoveEnd]);
  return (
    <BaseMap tiles={tiles} center={[center.latitude, center.longitude]} zoom={zoom} label={label} engine="leaflet"
      onReady={onReady ? ready : undefined} onMoveEnd={onMoveEnd ? moved : undefined}>
      {areas.map((area) => (
        <Polygon key={area.id} positions={area.ring.map((p) => [p.latitude, p.longitude] as [number, number])} interactive={false}
          pathOptions={{ color: area.color, weight: 2, fillOpacity: 0.1 }} />
      ))}
      {markers.map((marker) => (
        <Marker key={marker.id} position={[marker.point.latitude, marker.point.longitude]} icon={iconOf(marker)}
          title={marker.title} alt={marker.title} keyboard zIndexOffset={marker.kind === 'courier' ? 2000 : marker.selected ? 1000 : 0}
          eventHandlers={marker.onSelect ? { click: marker.onSelect } : undefined} />
      ))}
    </BaseMap>
  );
}
