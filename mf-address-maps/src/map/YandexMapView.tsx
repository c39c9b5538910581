import { useEffect, useRef } from 'react';
import type { MapHandle, MapViewProps } from './types';
import type { YEntity, YLngLat, YMapInstance, Ymaps3 } from './yandex';

const MARKER_SVG = (selected: boolean) => selected
  ? '<svg width="38" height="50" viewBox="0 0 30 40" aria-hidden="true"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="var(--main-color,#FCE000)" stroke="#000" stroke-width="1.5"/><circle cx="15" cy="15" r="5.5" fill="#000"/></svg>'
  : '<svg width="30" height="40" viewBox="0 0 30 40" aria-hidden="true"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="#E53935" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5.5" fill="#fff"/></svg>';

const lngLat = (p: { latitude: number; longitude: number }): YLngLat => [p.longitude, p.latitude];

function handleOf(map: YMapInstance): MapHandle {
  return {
    moveTo: (point, zoom) => map.setLocation({ center: lngLat(point), zoom: zoom ?? map.zoom, duration: 200 }),
    fit: (points) => {
      if (points.length === 1) map.setLocation({ center: lngLat(points[0]), duration: 200 });
      else if (points.length > 1) {
        const lons = points.map((p) => p.longitude);
        const lats = points.map((p) => p.latitude);
        map.setLocation({ bounds: [[Math.min(...lons), Math.max(...lats)], [Math.max(...lons), Math.min(...lats)]], duration: 200 });
      }
    },
    center: () => ({ latitude: map.center[1], longitude: map.center[0] }),
  };
}

/**
 * MapView drawn with Yandex Maps v3 (already loaded: MapView waits for ymaps3 before it renders
 * this). The map is made once; markers and areas are replaced when they change.
 */
export function YandexMapView({ ymaps3, center, zoom, label, markers = [], areas = [], onReady, onMoveEnd, onFail }: MapViewProps & { ymaps3: Ymaps3; onFail(error: unknown): void }) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<YMapInstance | null>(null);
  const callbacks = useRef({ onReady, onMoveEnd, onFail });
  callbacks.current = { onReady, onMoveEnd, onFail };
  const initial = useRef({ center, zoom });

  useEffect(() => {
    if (!element.current) return;
    let map: YMapInstance;
    try {
      map = new ymaps3.YMap(element.current, { location: { center: lngLat(initial.current.center), zoom: initial.current.zoom }, zoomRange: { min: 10, max: 18 } });
      map.addChild(new ymaps3.YMapDefaultSchemeLayer({}));
      map.addChild(new ymaps3.YMapDefaultFeaturesLayer({}));
      map.addChild(new ymaps3.YMapListener({
        layer: 'any',
        onActionEnd: ({ location }) => callbacks.current.onMoveEnd?.({ latitude: location.center[1], longitude: location.center[0] }),
      }));
    } catch (error) {
      callbacks.current.onFail(error);
      return;
    }
    mapRef.current = map;
    callbacks.current.onReady?.(handleOf(map));
    return () => {
      mapRef.current = null;
      map.destroy();
    };
  }, [ymaps3]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const children: YEntity[] = [
      ...areas.map((area) => new ymaps3.YMapFeature({
        geometry: { type: 'Polygon', coordinates: [area.ring.map(lngLat)] },
        style: { stroke: [{ color: area.color, width: 2 }], fill: area.color, fillOpacity: 0.1 },
      })),
      ...markers.map((marker) => {
        const pin = document.createElement('div');
        pin.className = 'am-ymarker';
        pin.title = marker.title;
        pin.setAttribute('role', 'img');
        pin.setAttribute('aria-label', marker.title);
        pin.innerHTML = MARKER_SVG(Boolean(marker.selected));
        return new ymaps3.YMapMarker({ coordinates: lngLat(marker.point), onClick: marker.onSelect }, pin);
      }),
    ];
    for (const child of children) map.addChild(child);
    return () => { for (const child of children) map.removeChild(child); };
  }, [ymaps3, markers, areas]);

  return (
    <div className="am-map-region" role="region" aria-label={label} data-map-engine="yandex">
      <style>{'.am-map-region{height:100%;width:100%;position:relative}.am-ymap{height:100%;width:100%}.am-ymarker{transform:translate(-50%,-100%);cursor:pointer}'}</style>
      <div ref={element} className="am-ymap" />
    </div>
  );
}
