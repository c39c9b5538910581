import { describe, expect, it } from 'vitest';
import { parseRemotesManifest } from '../src/runtime-config';

const entry = (port: number) => ({ entry: `http://localhost:${port}/remoteEntry.js`, version: 'abc' });

describe('parseRemotesManifest', () => {
  it('keeps the entry and version of each of the five remotes', () => {
    const manifest = parseRemotesManifest({
      catalog: entry(3001), basketCheckout: entry(3002), profile: entry(3003), addressMaps: entry(3004), booking: entry(3005),
    });
    expect(manifest.catalog).toEqual({ entry: 'http://localhost:3001/remoteEntry.js', version: 'abc' });
    expect(Object.keys(manifest)).toHaveLength(5);
  });

  it('names the remote whose entry is missing', () => {
    expect(() => parseRemotesManifest({ catalog: entry(3001) })).toThrow(/basketCheckout/);
    expect(() => parseRemotesManifest(null)).toThrow(/not an object/);
  });
});

import { textColorOn } from '../src/shell-view';

describe('textColorOn', () => {
  it('puts dark text on a light brand colour and white text on a dark one', () => {
    expect(textColorOn('#FCE000')).toBe('#1b1b1f');
    expect(textColorOn('#1d1d2b')).toBe('#fff');
    expect(textColorOn('not a colour')).toBe('#fff');
  });
});
