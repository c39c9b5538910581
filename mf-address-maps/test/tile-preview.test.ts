import { previewTiles, tileSrc } from '../src/map/TilePreview';

describe('the first view\'s picture of the first tiles', () => {
  // Leaflet's TileLayer.getTileUrl: sub-domain 'abc'[|x + y| % 3], {r} empty without retina, {-y} counted from the south.
  it('names each tile as Leaflet does, so the browser fetches it once for both', () => {
    expect(tileSrc('https://{s}.tile.example/{z}/{x}/{y}{r}.png', 2836, 1530, 12)).toBe('https://b.tile.example/12/2836/1530.png');
    expect(tileSrc('https://{s}.tile.example/{z}/{x}/{y}.png', 2837, 1530, 12)).toBe('https://c.tile.example/12/2837/1530.png');
    expect(tileSrc('https://tiles.example/{z}/{x}/{-y}.png', 1, 0, 1)).toBe('https://tiles.example/1/1/1.png');
  });

  it('draws nothing of a template Leaflet could not fill', () => {
    expect(tileSrc('https://tiles.example/{z}/{x}/{y}.png?key={apikey}', 1, 1, 2)).toBeNull();
    expect(previewTiles('https://tiles.example/{z}/{x}/{y}.png?key={apikey}', { latitude: 41.3, longitude: 69.2 }, 12)).toBeNull();
  });

  it('keeps to the world\'s tiles at its edge', () => {
    const tiles = previewTiles('/{z}/{x}/{y}.png', { latitude: 85, longitude: -179.99 }, 2)!;
    expect(tiles.every((tile) => /^\/2\/[0-3]\/[0-3]\.png$/.test(tile.src))).toBe(true);
    expect(tiles.filter((tile) => tile.central)).toHaveLength(1);
  });
});
