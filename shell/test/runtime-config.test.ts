import { describe, expect, it } from 'vitest';
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

import { parseShellConfig } from '../src/runtime-config';

describe('parseShellConfig', () => {
  it('fills defaults and keeps valid values', () => {
    expect(parseShellConfig({})).toEqual({
      apiBase: 'http://localhost:8080', mediaBase: 'http://localhost:8080', forcedRussianBrands: [], buildCheckIntervalMs: 60000, telegramScriptUrl: '',
    });
    expect(parseShellConfig({ apiBase: 'https://api.lamenu.uz/', forcedRussianBrands: ['mim', 3], buildCheckIntervalMs: 0 }))
      .toMatchObject({ apiBase: 'https://api.lamenu.uz', mediaBase: 'https://api.lamenu.uz', forcedRussianBrands: ['mim'], buildCheckIntervalMs: 0 });
  });
});
