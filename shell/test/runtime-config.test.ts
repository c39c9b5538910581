import { parseRemotesManifest } from '../src/runtime-config';

const entry = (port: number) => ({ entry: `http://localhost:${port}/remoteEntry.js` });

describe('parseRemotesManifest', () => {
  it('keeps the entry of each of the five remotes', () => {
    const manifest = parseRemotesManifest({
      catalog: entry(3001), basketCheckout: entry(3002), profile: entry(3003), addressMaps: entry(3004), booking: entry(3005),
    });
    expect(manifest.catalog).toEqual({ entry: 'http://localhost:3001/remoteEntry.js' });
    expect(Object.keys(manifest)).toHaveLength(5);
  });

  it('names the remote whose entry is missing', () => {
    expect(() => parseRemotesManifest({ catalog: entry(3001) })).toThrow(/basketCheckout/);
    expect(() => parseRemotesManifest(null)).toThrow(/not an object/);
  });
});

import { parseShellConfig, parseTileUrl } from '../src/runtime-config';

describe('parseShellConfig', () => {
  it('fills defaults and keeps valid values', () => {
    expect(parseShellConfig({}, 'https://demo.lamenu.uz')).toEqual({
      apiBase: 'https://demo.lamenu.uz/api', mediaBase: 'https://demo.lamenu.uz/api', forcedRussianBrands: [], buildCheckIntervalMs: 60000, telegramScriptUrl: '',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', tileAttribution: '© OpenStreetMap contributors', yandexMapsUrl: '',
      cardProviderUrl: '', serviceWorker: true,
    });
    expect(parseShellConfig({ serviceWorker: false }).serviceWorker).toBe(false);
    expect(parseShellConfig({ apiBase: 'https://api.lamenu.uz/', forcedRussianBrands: ['mim', 3], buildCheckIntervalMs: 0 }))
      .toMatchObject({ apiBase: 'https://api.lamenu.uz', mediaBase: 'https://api.lamenu.uz', forcedRussianBrands: ['mim'], buildCheckIntervalMs: 0 });
  });

  it('makes paths on the page\'s own origin absolute (the API under /api/ of every merchant\'s domain)', () => {
    const config = parseShellConfig({
      apiBase: '/api', tileUrl: '/api/tiles/v1/{z}/{x}/{y}.png', cardProviderUrl: '/api/dev/payme-subscribe',
    }, 'https://mim.lamenu.uz');
    expect(config).toMatchObject({
      apiBase: 'https://mim.lamenu.uz/api', mediaBase: 'https://mim.lamenu.uz/api',
      tileUrl: 'https://mim.lamenu.uz/api/tiles/v1/{z}/{x}/{y}.png', cardProviderUrl: 'https://mim.lamenu.uz/api/dev/payme-subscribe',
    });
    // A protocol-relative address is another host's, not a path.
    expect(parseShellConfig({ cardProviderUrl: '//evil.example/api' }, 'https://mim.lamenu.uz').cardProviderUrl).toBe('');
  });
});

describe('Yandex Maps of the run-time config', () => {
  it('keeps an https script URL and refuses anything else', () => {
    expect(parseShellConfig({ yandexMapsUrl: 'https://api-maps.yandex.ru/v3/' }).yandexMapsUrl).toBe('https://api-maps.yandex.ru/v3/');
    for (const yandexMapsUrl of [undefined, '', 'http://api-maps.yandex.ru/v3/', 'javascript:alert(1)', '/v3/', 42]) {
      expect(parseShellConfig({ yandexMapsUrl }).yandexMapsUrl).toBe('');
    }
  });
});

describe('the card provider of the run-time config', () => {
  it('keeps an http(s) URL and refuses anything else', () => {
    expect(parseShellConfig({ cardProviderUrl: 'https://checkout.paycom.uz/api' }).cardProviderUrl).toBe('https://checkout.paycom.uz/api');
    for (const cardProviderUrl of [undefined, '', 'javascript:alert(1)', 'api', 42]) {
      expect(parseShellConfig({ cardProviderUrl }).cardProviderUrl).toBe('');
    }
  });
});

describe('map tiles of the run-time config', () => {
  it('keeps a tile template and its attribution', () => {
    expect(parseShellConfig({ tileUrl: 'http://localhost:8080/tiles/v1/{z}/{x}/{y}.png', tileAttribution: '© Lamenu demo map' }))
      .toMatchObject({ tileUrl: 'http://localhost:8080/tiles/v1/{z}/{x}/{y}.png', tileAttribution: '© Lamenu demo map' });
    expect(parseTileUrl('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png')).toBe('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png');
  });

  it('falls back to the OpenStreetMap template for a missing or unusable one', () => {
    for (const tileUrl of [undefined, '', 'tiles/{z}/{x}/{y}.png', 'javascript:alert(1)//{z}{x}{y}', 'https://tiles.example.org/{z}/{x}.png', 42]) {
      expect(parseShellConfig({ tileUrl, tileAttribution: 'someone else' }))
        .toMatchObject({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', tileAttribution: '© OpenStreetMap contributors' });
    }
  });
});
