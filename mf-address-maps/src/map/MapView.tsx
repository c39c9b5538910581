import { useEffect, useState } from 'react';
import { wantsYandex } from '@storefront/contracts/rules';
import { useMountProps } from '@storefront/ui';
import { useChunk } from '../lib/chunks';
import { leafletChunk } from './preload';
import type { MapViewProps } from './types';
import { loadYandexMaps, yandexScriptUrl, type Ymaps3 } from './yandex';
import { YandexMapView } from './YandexMapView';
import { MAP_BACKGROUND } from './region';

/*
 * Leaflet and react-leaflet come in a chunk of their own (named for the benchmark and the e2e
 * suite), fetched only when a map is drawn with Leaflet: a Yandex merchant never downloads it
 * unless Yandex fails. It is awaited in state (lib/chunks.ts says why), not with React.lazy.
 */
function LeafletEngine(props: MapViewProps) {
  const view = useChunk(leafletChunk);
  if (!view) return <MapPlaceholder label={props.label} />;
  return <view.LeafletMapView {...props} />;
}

type Engine = { kind: 'leaflet' } | { kind: 'yandex-loading' } | { kind: 'yandex'; ymaps3: Ymaps3 };

function MapPlaceholder({ label }: { label: string }) {
  return <div className="am-map-region" role="region" aria-label={label} aria-busy="true" style={{ height: '100%', width: '100%', background: MAP_BACKGROUND }} />;
}

/**
 * The map every screen uses. Yandex Maps when the merchant's settings and the deployment ask for
 * it (`wantsYandex`, contracts); Leaflet otherwise, and whenever Yandex's script fails or is not
 * ready within 5 s, or its map cannot be made.
 */
export function MapView(props: MapViewProps) {
  const { data, settings, urls } = useMountProps();
  const yandexKey = data.merchant.yandexMapKey ?? null;
  const yandexUrl = urls.yandexMapsUrl ?? null;
  const yandex = wantsYandex({ mapType: settings.mapType, yandexMapKey: yandexKey, yandexMapsUrl: yandexUrl });
  const [engine, setEngine] = useState<Engine>(() => (yandex ? { kind: 'yandex-loading' } : { kind: 'leaflet' }));

  useEffect(() => {
    if (!yandex || !yandexKey || !yandexUrl) return;
    let active = true;
    let src: string;
    try {
      src = yandexScriptUrl(yandexUrl, yandexKey);
    } catch {
      setEngine({ kind: 'leaflet' });
      return;
    }
    loadYandexMaps(src).then(
      (ymaps3) => { if (active) setEngine({ kind: 'yandex', ymaps3 }); },
      (error: unknown) => {
        if (!active) return;
        console.warn('Yandex Maps unavailable, drawing the map with Leaflet:', error);
        setEngine({ kind: 'leaflet' });
      },
    );
    return () => { active = false; };
  }, [yandex, yandexKey, yandexUrl]);

  if (engine.kind === 'yandex-loading') return <MapPlaceholder label={props.label} />;
  if (engine.kind === 'yandex') {
    return <YandexMapView {...props} ymaps3={engine.ymaps3} onFail={(error) => {
      console.warn('Yandex Maps could not draw the map, drawing it with Leaflet:', error);
      setEngine({ kind: 'leaflet' });
    }} />;
  }
  return <LeafletEngine {...props} />;
}
