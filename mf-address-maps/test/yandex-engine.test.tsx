import { waitFor, within } from '@testing-library/react';
import { DEMO_MERCHANT, renderRemote, type RenderRemoteOptions } from '@storefront/ui/testing';
import app from '../src/app';
import { CENTRE_AREA, CHILANZAR, TASHKENT, YUNUSABAD, reverseAnswer } from './fixtures';

// A live Leaflet map in jsdom, on cores shared with other work: more time than jest's default 5 s.
jest.setTimeout(20_000);

/*
 * A merchant drawn with Yandex Maps: Yandex's script is not fetched under jsdom, so these tests
 * stand in for it (the page appends the script; the stand-in defines `ymaps3` and reports it
 * loaded, or failed). The stand-in keeps what the screen asks of the map, for the tests to read.
 */
type Location = { center?: [number, number]; zoom?: number; bounds?: [[number, number], [number, number]] };
interface Listener { onActionEnd?(event: { location: { center: [number, number]; zoom: number } }): void; onUpdate?(event: { location: { center: [number, number]; zoom: number }; mapInAction: boolean }): void }

class FakeYMap {
  static last: FakeYMap | null = null;
  static failing = false;
  readonly locations: Location[] = [];
  readonly children: unknown[] = [];
  listener: Listener | null = null;
  destroyed = false;
  center: [number, number];
  zoom: number;
  constructor(readonly element: HTMLElement, props: { location: { center: [number, number]; zoom: number } }) {
    if (FakeYMap.failing) throw new Error('WebGL is not available');
    this.center = props.location.center;
    this.zoom = props.location.zoom;
    FakeYMap.last = this;
  }
  addChild(child: { element?: HTMLElement; props?: Listener }) {
    this.children.push(child);
    if (child instanceof FakeMarker) this.element.appendChild(child.element);
    if (child instanceof FakeListener) this.listener = child.props;
    return this;
  }
  removeChild(child: unknown) {
    this.children.splice(this.children.indexOf(child), 1);
    if (child instanceof FakeMarker) child.element.remove();
    return this;
  }
  setLocation(location: Location) { this.locations.push(location); }
  destroy() { this.destroyed = true; }
}
class FakeMarker {
  constructor(readonly props: { onClick?(): void }, readonly element: HTMLElement) {
    element.addEventListener('click', () => props.onClick?.());
  }
}
class FakeListener { constructor(readonly props: Listener) {} }
class FakeLayer { constructor(readonly props: unknown) {} }

const ymaps3 = {
  ready: Promise.resolve(), YMap: FakeYMap, YMapMarker: FakeMarker, YMapListener: FakeListener,
  YMapDefaultSchemeLayer: FakeLayer, YMapDefaultFeaturesLayer: FakeLayer, YMapFeature: FakeLayer,
};

/** Answers the page's script tag for Yandex: loaded (with ymaps3) or failed. */
function yandexScript(outcome: 'loads' | 'fails') {
  const scripts: string[] = [];
  const append = jest.spyOn(document.head, 'appendChild').mockImplementation(function (this: HTMLHeadElement, node) {
    const result = HTMLElement.prototype.appendChild.call(this, node);
    if (node instanceof HTMLScriptElement && node.src.includes('yandex')) {
      scripts.push(node.src);
      queueMicrotask(() => {
        if (outcome === 'loads') {
          Object.assign(window, { ymaps3 });
          node.onload?.(new Event('load'));
        } else node.onerror?.(new Event('error'));
      });
    }
    return result as typeof node;
  });
  return { scripts, restore: () => append.mockRestore() };
}

let key = 0;
/** Every test its own key: the page loads Yandex's script once per address. */
const yandexMerchant = (url = 'https://api-maps.yandex.test/v3/'): Partial<RenderRemoteOptions> => ({
  settings: { mapType: 'YANDEX' }, urls: { yandexMapsUrl: url },
  merchant: { merchant: { ...DEMO_MERCHANT, yandexMapKey: `key-${++key}` }, cities: [TASHKENT] },
});

let warn: jest.SpyInstance;
beforeEach(() => {
  FakeYMap.last = null;
  FakeYMap.failing = false;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  delete (window as { ymaps3?: unknown }).ymaps3;
});

describe('maps drawn with Yandex', () => {
  it('shows the branches as Yandex pins, fitted into view, each opening its card', async () => {
    const script = yandexScript('loads');
    try {
      const { screen, user } = await renderRemote(app, { url: '/branches/map', ...yandexMerchant(), api: { branches: [CHILANZAR, YUNUSABAD] } });
      // A placeholder while the script comes, then Yandex's map.
      await waitFor(() => expect(screen.getByRole('region', { name: 'Карта филиалов' })).toHaveAttribute('data-map-engine', 'yandex'));
      const map = screen.getByRole('region', { name: 'Карта филиалов' });
      expect(script.scripts[0]).toMatch(/apikey=key-\d+&lang=ru_RU/);
      const pin = await within(map).findByRole('img', { name: 'Юнусабад' });
      await waitFor(() => expect(FakeYMap.last!.locations.at(-1)).toMatchObject({ bounds: [[69.2034, 41.3653], [69.2856, 41.2756]] }));
      await user.click(pin);
      expect(screen.getByRole('dialog', { name: 'Юнусабад' })).toHaveTextContent('Сегодня: 00:00–23:59');
    } finally {
      script.restore();
    }
  });

  it('names the street where the customer stops dragging the Yandex map', async () => {
    const script = yandexScript('loads');
    try {
      const { screen, api } = await renderRemote(app, {
        url: '/address/delivery', ...yandexMerchant(),
        api: { deliveryAreas: [CENTRE_AREA], tariff: { price: 9_000 }, geocodeReverse: ({ query }) => reverseAnswer(Number(query.lat) > 41.33 ? 'Шахрисабз' : 'Амира Темура') },
      });
      await screen.findByText('Амира Темура');
      await waitFor(() => expect(FakeYMap.last?.listener).toBeTruthy());
      FakeYMap.last!.listener!.onUpdate!({ location: { center: [69.29, 41.34], zoom: 16 }, mapInAction: true });
      FakeYMap.last!.listener!.onActionEnd!({ location: { center: [69.29, 41.34], zoom: 16 } });
      expect(await screen.findByText('Шахрисабз')).toBeInTheDocument();
      expect(api.callsTo('geocodeReverse').at(-1)!.query).toMatchObject({ lat: 41.34, lon: 69.29 });
    } finally {
      script.restore();
    }
  });

  it('draws the map with Leaflet when Yandex\'s script fails, its map cannot be made, or its address is wrong', async () => {
    const failing = yandexScript('fails');
    try {
      const { screen } = await renderRemote(app, { url: '/branches/map', ...yandexMerchant(), api: { branches: [CHILANZAR] } });
      await screen.findByRole('region', { name: 'Карта филиалов' });
      await waitFor(() => expect(screen.getByRole('region', { name: 'Карта филиалов' })).toHaveAttribute('data-map-engine', 'leaflet'));
      expect(warn).toHaveBeenCalledWith('Yandex Maps unavailable, drawing the map with Leaflet:', expect.any(Error));
    } finally {
      failing.restore();
    }

    const loads = yandexScript('loads');
    try {
      FakeYMap.failing = true;
      const { screen } = await renderRemote(app, { url: '/branches/map', ...yandexMerchant(), api: { branches: [CHILANZAR] } });
      await screen.findByRole('region', { name: 'Карта филиалов' });
      await waitFor(() => expect(screen.getByRole('region', { name: 'Карта филиалов' })).toHaveAttribute('data-map-engine', 'leaflet'));
      expect(warn).toHaveBeenCalledWith('Yandex Maps could not draw the map, drawing it with Leaflet:', expect.any(Error));
    } finally {
      loads.restore();
    }

    const wrong = await renderRemote(app, { url: '/branches/map', ...yandexMerchant('not an address'), api: { branches: [CHILANZAR] } });
    await waitFor(() => expect(wrong.screen.getByRole('region', { name: 'Карта филиалов' })).toHaveAttribute('data-map-engine', 'leaflet'));
  });
});
