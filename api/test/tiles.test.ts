import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestApi, type TestApi } from './helpers/api';
import { FIRST_VIEWS, parseTile, tileAt, TileService, TILE_ATTRIBUTION, TILE_COLOURS, warmsAtStart } from '../src/domains/tiles';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const hex = (colour: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];

/** Pixels of a PNG within a small distance of a colour (anti-aliased edges blend, fills do not). */
async function pixelCounts(png: Buffer, colours: Record<string, string>) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const targets = Object.entries(colours).map(([name, c]) => [name, hex(c)] as const);
  const counts: Record<string, number> = Object.fromEntries(targets.map(([name]) => [name, 0]));
  for (let i = 0; i < data.length; i += info.channels) {
    for (const [name, [r, g, b]] of targets) {
      if (Math.abs(data[i] - r) <= 6 && Math.abs(data[i + 1] - g) <= 6 && Math.abs(data[i + 2] - b) <= 6) counts[name] += 1;
    }
  }
  return { counts, total: info.width * info.height };
}

// Mustaqillik square: the centre of the demo city, with the Anhor canal, the square's garden and avenues.
const centre = tileAt(69.271, 41.3127, 14);
const centreUrl = `/tiles/v1/14/${centre.x}/${centre.y}.png`;

describe('offline map tiles', () => {
  it('draws the city centre at z14 as a 256×256 PNG with parks, water and roads in the map colours', async () => {
    const res = await api.app.inject({ method: 'GET', url: centreUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
    const { counts } = await pixelCounts(res.rawPayload, {
      park: TILE_COLOURS.park, water: TILE_COLOURS.water, road: TILE_COLOURS.road,
      casing: TILE_COLOURS.roadCasing, mainCasing: TILE_COLOURS.mainRoadCasing, city: TILE_COLOURS.city,
    });
    expect(counts.park).toBeGreaterThan(1000);
    expect(counts.water).toBeGreaterThan(50);
    expect(counts.road).toBeGreaterThan(300);
    expect(counts.casing + counts.mainCasing).toBeGreaterThan(100);
    expect(counts.city).toBeGreaterThan(10_000);
  });

  it('answers far from the city, and at zooms it does not draw, with the plain background', async () => {
    const london = tileAt(-0.1276, 51.5072, 14);
    for (const url of [`/tiles/v1/14/${london.x}/${london.y}.png`, '/tiles/v1/3/5/2.png', '/tiles/v1/0/0/0.png']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const { counts, total } = await pixelCounts(res.rawPayload, { background: TILE_COLOURS.background });
      expect(counts.background, url).toBe(total);
    }
  });

  it('refuses malformed or out-of-range coordinates with 400 and a description, never 5xx', async () => {
    const bad = [
      '/tiles/v1/20/0/0.png', '/tiles/v1/14/16384/0.png', '/tiles/v1/14/0/16384.png', '/tiles/v1/0/1/0.png',
      '/tiles/v1/-1/0/0.png', '/tiles/v1/1.5/0/0.png', '/tiles/v1/14/abc/1.png', '/tiles/v1/14/1/1.jpg',
      '/tiles/v1/14/1/1', '/tiles/v1/14/01/1.png', '/tiles/v1/14/1/NaN.png', '/tiles/v1/14/1e3/1.png',
      `/tiles/v1/14/1/${'9'.repeat(200)}.png`, '/tiles/v1/99999999999/0/0.png',
    ];
    for (const url of bad) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body.code, url).toBe('TILE_COORDINATES_INVALID');
      expect(body.description, url).toMatch(/[а-я]/);
    }
  });

  it('serves a second request from the cache: same ETag, and 304 to If-None-Match', async () => {
    const first = await api.app.inject({ method: 'GET', url: centreUrl });
    const second = await api.app.inject({ method: 'GET', url: centreUrl });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await api.app.inject({ method: 'GET', url: centreUrl, headers: { 'if-none-match': first.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
  });

  it('needs no merchant header and no token', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/tiles/v1/12/2836/1530.png' });
    expect(res.statusCode).toBe(200);
  });
});

describe('the tile service', () => {
  it('draws a tile once however many ask at the same time, then answers from memory', async () => {
    const service = new TileService();
    const tiles = await Promise.all(Array.from({ length: 8 }, () => service.get(14, centre.x, centre.y)));
    expect(service.renders).toBe(1);
    expect(new Set(tiles.map((t) => t.etag)).size).toBe(1);
    await service.get(14, centre.x, centre.y);
    expect(service.renders).toBe(1);
  });

  it('stays within its bound, dropping the least recently used tile', async () => {
    const service = new TileService({ maxEntries: 2 });
    await service.get(14, centre.x, centre.y);
    await service.get(14, centre.x + 1, centre.y);
    await service.get(14, centre.x, centre.y); // used again: the second is now the oldest
    await service.get(14, centre.x, centre.y + 1);
    expect(service.cache.size).toBe(2);
    const before = service.renders;
    await service.get(14, centre.x, centre.y);
    expect(service.renders).toBe(before);
    await service.get(14, centre.x + 1, centre.y);
    expect(service.renders).toBe(before + 1);
  });

  it('draws the first views ahead, so a map screen opening afterwards finds its tiles drawn', async () => {
    const service = new TileService();
    const view = { ...FIRST_VIEWS[0], columns: 3, rows: 3 };
    expect(await service.warm([view])).toBe(9);
    const before = service.renders;
    const middle = tileAt(view.center.longitude, view.center.latitude, view.zoom);
    for (const [dx, dy] of [[-1, -1], [0, 0], [1, 1]]) await service.get(view.zoom, middle.x + dx, middle.y + dy);
    expect(service.renders).toBe(before);
    expect(await service.warm([view]), 'drawn tiles are not drawn again').toBe(0);
  });

  it('draws the first views at start in development, not in unit tests or production (NODE_ENV unset included) unless told', () => {
    expect(warmsAtStart({})).toBe(false);
    expect(warmsAtStart({ NODE_ENV: 'development' })).toBe(true);
    expect(warmsAtStart({ NODE_ENV: 'test' })).toBe(false);
    expect(warmsAtStart({ NODE_ENV: 'production' })).toBe(false);
    expect(warmsAtStart({ NODE_ENV: 'production', TILES_WARM: 'on' })).toBe(true);
    expect(warmsAtStart({ TILES_WARM: 'off' })).toBe(false);
  });

  it('draws the plain background once for every tile away from the city', async () => {
    const service = new TileService();
    const a = await service.get(14, 0, 0);
    const b = await service.get(10, 5, 7);
    expect(a).toBe(b);
    expect(service.renders).toBe(1);
  });

  it('reads coordinates strictly', () => {
    expect(parseTile({ z: '19', x: '524287', y: '0.png' })).toEqual({ ok: true, z: 19, x: 524287, y: 0 });
    expect(parseTile({ z: '19', x: '524288', y: '0.png' }).ok).toBe(false);
    expect(TILE_ATTRIBUTION).toBe('© Lamenu demo map');
  });
});
