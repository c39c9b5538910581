import { useEffect, useRef } from 'react';
import type { MapHandle, MapViewProps } from './types';
import { pinOf } from './markers';
import type { YEntity, YLngLat, YMapInstance, Ymaps3 } from './yandex';

/**
 * Yandex reports a finished gesture (onActionEnd) and every change of the location, with
 * mapInAction false once an animation (setLocation's, a fling's) is over. Both lead to one "the map
 * stopped" after this quiet time, so a screen hears of a move once, by hand or by moveTo alike.
 */
const MOVE_SETTLE_MS = 120;
const NONE: readonly never[] = [];

const lngLat = (p: { latitude: number; longitude: number }): YLngLat => [p.longitude, p.latitude];

function handleOf(map: YMapInstance): MapHandle {
  return {
    moveTo: (point, zoom) => map.setLocation({ center: lngLat(point), zoom: zoom ?? map.zoom, duration: 200 }),
    fit: (points, options = {}) => {
      if (points.length === 1) map.setLocation({ center: lngLat(points[0]), zoom: Math.max(map.zoom, options.minZoom ?? 0), duration: 200 });
      else if (points.length > 1) {
        const lons = points.map((p) => p.longitude);
        const lats = points.map((p) => p.latitude);
        map.setLocation({ bounds: [[Math.min(...lons), Math.max(...lats)], [Math.max(...lons), Math.min(...lats)]] });
        // Yandex tells the zoom a bounds needs only by going there: too far out, the first point instead.
        if (options.minZoom !== undefined && map.zoom < options.minZoom) map.setLocation({ center: lngLat(points[0]), zoom: options.minZoom });
      }
    },
    center: () => ({ latitude: map.center[1], longitude: map.center[0] }),
  };
}

/**
 * MapView drawn with Yandex Maps v3 (already loaded: MapView waits for ymaps3 before it renders
 * this). The map is made once; markers and areas are replaced when they change.
 */
export function YandexMapView({ ymaps3, center, zoom, label, markers = NONE, areas = NONE, onReady, onMoveEnd, onFail }: MapViewProps & { ymaps3: Ymaps3; onFail(error: unknown): void }) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<YMapInstance | null>(null);
  const callbacks = useRef({ onReady, onMoveEnd, onFail });
  callbacks.current = { onReady, onMoveEnd, onFail };
  const initial = useRef({ center, zoom });

  useEffect(() => {
    if (!element.current) return;
    let map: YMapInstance;
    let settle: number | undefined;
    const moved = (centre: YLngLat) => {
      window.clearTimeout(settle);
      settle = window.setTimeout(() => callbacks.current.onMoveEnd?.({ latitude: centre[1], longitude: centre[0] }), MOVE_SETTLE_MS);
    };
    try {
      map = new ymaps3.YMap(element.current, { location: { center: lngLat(initial.current.center), zoom: initial.current.zoom }, zoomRange: { min: 10, max: 18 } });
      map.addChild(new ymaps3.YMapDefaultSchemeLayer({}));
      map.addChild(new ymaps3.YMapDefaultFeaturesLayer({}));
      map.addChild(new ymaps3.YMapListener({
        layer: 'any',
        onActionEnd: ({ location }) => moved(location.center),
        onUpdate: ({ location, mapInAction }) => { if (!mapInAction) moved(location.center); },
      }));
    } catch (error) {
      callbacks.current.onFail(error);
      return;
    }
    mapRef.current = map;
    callbacks.current.onReady?.(handleOf(map));
    return () => {
      window.clearTimeout(settle);
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
        const shape = pinOf(marker.kind, Boolean(marker.selected));
        pin.innerHTML = shape.html;
        // The pin's anchor (its tip, or the centre of the courier's badge) sits on the point.
        pin.style.transform = `translate(-${shape.anchor[0]}px, -${shape.anchor[1]}px)`;
        return new ymaps3.YMapMarker({ coordinates: lngLat(marker.point), onClick: marker.onSelect }, pin);
      }),
    ];
    for (const child of children) map.addChild(child);
    return () => { for (const child of children) map.removeChild(child); };
  }, [ymaps3, markers, areas]);

  return (
    <div className="am-map-region" role="region" aria-label={label} data-map-engine="yandex">
      <style>{'.am-map-region{height:100%;width:100%;position:relative}.am-ymap{height:100%;width:100%;isolation:isolate;z-index:0}.am-ymarker{cursor:pointer}'}</style>
      <div ref={element} className="am-ymap" />
    </div>
  );
}
