/** How long Yandex's script may take to load and be ready before the map falls back to Leaflet. */
export const YANDEX_LOAD_TIMEOUT_MS = 5_000;

/** Spec §9 "Maps defaults: language ru_RU, version v3". */
export const YANDEX_LANGUAGE = 'ru_RU';

/** The script's address: the configured v3 URL with the merchant's key and spec §9's language. */
export function yandexScriptUrl(base: string, apiKey: string): string {
  const url = new URL(base);
  url.searchParams.set('apikey', apiKey.trim());
  url.searchParams.set('lang', YANDEX_LANGUAGE);
  return url.toString();
}

/* The little of ymaps3 (Yandex Maps JS API v3) the map uses. */
export type YLngLat = [number, number];
export interface YEntity { readonly __entity?: true }
export interface YMapInstance {
  addChild(child: YEntity): YMapInstance;
  removeChild(child: YEntity): YMapInstance;
  setLocation(location: { center?: YLngLat; zoom?: number; bounds?: [YLngLat, YLngLat]; duration?: number }): void;
  readonly center: YLngLat;
  readonly zoom: number;
  destroy(): void;
}
export interface Ymaps3 {
  ready: Promise<void>;
  YMap: new (element: HTMLElement, props: { location: { center: YLngLat; zoom: number }; zoomRange?: { min: number; max: number } }) => YMapInstance;
  YMapDefaultSchemeLayer: new (props: Record<string, unknown>) => YEntity;
  YMapDefaultFeaturesLayer: new (props: Record<string, unknown>) => YEntity;
  YMapMarker: new (props: { coordinates: YLngLat; onClick?(): void; title?: string }, element: HTMLElement) => YEntity;
  YMapFeature: new (props: { geometry: { type: 'Polygon'; coordinates: YLngLat[][] }; style?: Record<string, unknown> }) => YEntity;
  YMapListener: new (props: {
    layer?: string;
    onActionEnd?(event: { location: { center: YLngLat; zoom: number } }): void;
    onUpdate?(event: { location: { center: YLngLat; zoom: number }; mapInAction: boolean }): void;
  }) => YEntity;
}

const loads = new Map<string, Promise<Ymaps3>>();

/**
 * Loads Yandex's script once per address and waits until ymaps3 is ready; rejects when the script
 * fails (an error answer, the Content-Security-Policy, no network) or is not ready within the
 * timeout. A failed load is forgotten, so a later map tries again.
 */
export function loadYandexMaps(src: string, timeoutMs: number = YANDEX_LOAD_TIMEOUT_MS): Promise<Ymaps3> {
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<Ymaps3>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error(`Yandex Maps not ready within ${timeoutMs} ms`)), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(src);
      reject(error);
    }
    script.src = src;
    script.async = true;
    script.onerror = () => fail(new Error('Yandex Maps script failed to load'));
    script.onload = () => {
      const ymaps3 = (window as Window & { ymaps3?: Ymaps3 }).ymaps3;
      if (!ymaps3) return fail(new Error('Yandex Maps script defined no ymaps3'));
      ymaps3.ready.then(() => {
        window.clearTimeout(timer);
        resolve(ymaps3);
      }, (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
    };
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  return loading;
}
