import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ADDRESS_DEFAULT_POINT, MERCHANT_MAP_CENTER } from '@storefront/contracts';
import { describeFor } from '../../lib/descriptions';
import { TileCache } from './cache';
import { loadLayers, type MapLayers } from './layers';
import { MAX_ZOOM, tileAt } from './mercator';
import { plainSvg, rasterise, tileSvg } from './render';

export const TILE_ROUTE = '/tiles/v1/:z/:x/:y';
/** Browsers and proxies may keep a tile a day: the map only changes with a deployment. */
const CACHE_CONTROL = 'public, max-age=86400';

export interface Tile { body: Buffer; etag: string }

export interface TileServiceOptions {
  /** Most tiles kept in memory (default 4096) … */
  maxEntries?: number;
  /** … and most bytes (default 48 MB), whichever bound comes first. */
  maxBytes?: number;
  layers?: MapLayers;
}

/**
 * Renders tiles on demand and remembers them. A tile being drawn is shared by everyone asking for
 * it meanwhile, so a map opening with many clients draws each tile once. The plain background,
 * the answer for every tile away from the city, is drawn once and shared by all of them.
 */
export class TileService {
  readonly cache: TileCache<Tile>;
  private readonly drawing = new Map<string, Promise<Tile>>();
  private readonly layers: MapLayers;
  private plain?: Promise<Tile>;
  /** Tiles rasterised so far (the plain one included): tests see the cache and sharing work. */
  renders = 0;

  constructor(options: TileServiceOptions = {}) {
    this.cache = new TileCache(options.maxEntries ?? 4096, options.maxBytes ?? 48 * 1024 * 1024);
    this.layers = options.layers ?? loadLayers();
  }

  get(z: number, x: number, y: number): Tile | Promise<Tile> {
    const key = `${z}/${x}/${y}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const pending = this.drawing.get(key);
    if (pending) return pending;
    const svg = tileSvg(this.layers, z, x, y);
    if (svg === undefined) return this.plainTile();
    const started = this.draw(svg).then((tile) => {
      this.cache.set(key, tile);
      return tile;
    }).finally(() => this.drawing.delete(key));
    this.drawing.set(key, started);
    return started;
  }

  /**
   * Draws, one after another, the tiles a map screen shows first, so its first visit finds them
   * drawn. One at a time: requests meanwhile are answered between two tiles, not after all of them.
   */
  async warm(views: readonly WarmView[]): Promise<number> {
    let drawn = 0;
    for (const { center, zoom, columns, rows } of views) {
      const middle = tileAt(center.longitude, center.latitude, zoom);
      const n = 2 ** zoom;
      for (let dy = -Math.floor(rows / 2); dy <= Math.floor(rows / 2); dy++) {
        for (let dx = -Math.floor(columns / 2); dx <= Math.floor(columns / 2); dx++) {
          const [x, y] = [middle.x + dx, middle.y + dy];
          if (x < 0 || y < 0 || x >= n || y >= n || this.cache.get(`${zoom}/${x}/${y}`)) continue;
          await this.get(zoom, x, y);
          drawn += 1;
        }
      }
    }
    return drawn;
  }

  private plainTile(): Promise<Tile> {
    this.plain ??= this.draw(plainSvg()).catch((error: unknown) => {
      this.plain = undefined;
      throw error;
    });
    return this.plain;
  }

  private async draw(svg: string): Promise<Tile> {
    this.renders += 1;
    const body = await rasterise(svg);
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }
}

const TILE_NUMBER = /^(0|[1-9][0-9]{0,6})$/;

/** Why a tile's z, x and y are refused: TILE_COORDINATES_INVALID's variant and its values. */
type TileRefusal = { variant: 'path' | 'notIntegers' } | { variant: 'zoomRange'; params: { max: number } }
  | { variant: 'tileRange'; params: { zoom: number; max: number } };

/** z, x and y of a request, or why they are refused. */
export function parseTile(params: { z: string; x: string; y: string }):
  { ok: true; z: number; x: number; y: number } | ({ ok: false } & TileRefusal) {
  const yMatch = /^(.*)\.png$/.exec(params.y);
  if (!yMatch) return { ok: false, variant: 'path' };
  const [zs, xs, ys] = [params.z, params.x, yMatch[1]];
  if (![zs, xs, ys].every((s) => TILE_NUMBER.test(s))) {
    return { ok: false, variant: 'notIntegers' };
  }
  const z = Number(zs);
  if (z > MAX_ZOOM) return { ok: false, variant: 'zoomRange', params: { max: MAX_ZOOM } };
  const n = 2 ** z;
  const x = Number(xs);
  const y = Number(ys);
  if (x >= n || y >= n) {
    return { ok: false, variant: 'tileRange', params: { zoom: z, max: n - 1 } };
  }
  return { ok: true, z, x, y };
}

/** A map's first view: the tiles round its centre, `columns` × `rows` of them (odd numbers). */
export interface WarmView { center: { latitude: number; longitude: number }; zoom: number; columns: number; rows: number }

/**
 * The first views of the map screens (spec §9's default centres; a desktop window's 7 × 5 tiles
 * cover a phone's too): the delivery picker and address form at zoom 16 round the address default,
 * the pick-up and branches maps at 12–13 round the merchant default.
 */
export const FIRST_VIEWS: readonly WarmView[] = [
  { center: ADDRESS_DEFAULT_POINT, zoom: 16, columns: 7, rows: 5 },
  { center: MERCHANT_MAP_CENTER, zoom: 12, columns: 7, rows: 5 },
  { center: MERCHANT_MAP_CENTER, zoom: 13, columns: 7, rows: 5 },
];

/**
 * Whether the first views are drawn at start: where these tiles are used (development, the e2e
 * stack, demos), not in unit tests (each app would draw a hundred tiles) nor in production (its
 * maps use another tile server). TILES_WARM=on or off decides otherwise.
 */
export function warmsAtStart(env: NodeJS.ProcessEnv): boolean {
  if (env.TILES_WARM === 'on') return true;
  if (env.TILES_WARM === 'off') return false;
  return env.NODE_ENV?.trim() === 'development';
}

export interface TilesPluginOptions { service?: TileService; warm?: boolean }

/**
 * `GET /tiles/v1/{z}/{x}/{y}.png`: raster tiles of the demo city drawn from committed data, so
 * development, tests and demos show a map without asking any server beyond this API. Not a tenant
 * route: no merchant header, no token; the same tile serves everyone. See docs/tiles.md.
 */
export async function tilesPlugin(app: FastifyInstance, options: TilesPluginOptions = {}) {
  const service = options.service ?? new TileService();
  if (options.warm ?? warmsAtStart(process.env)) {
    // After start: listening is not delayed, and a failure here only leaves tiles to draw on demand.
    app.addHook('onReady', async () => {
      setImmediate(() => {
        const started = performance.now();
        service.warm(FIRST_VIEWS).then(
          (drawn) => app.log.info({ drawn, ms: Math.round(performance.now() - started) }, 'map tiles of the first views drawn'),
          (error: unknown) => app.log.warn({ err: error }, 'drawing the first views\' tiles failed'),
        );
      });
    });
  }
  // `:y` takes the '.png' too and is checked here, so every malformed name gets the same 400 and description.
  app.get<{ Params: { z: string; x: string; y: string } }>(TILE_ROUTE, async (request, reply) => {
    const parsed = parseTile(request.params);
    if (!parsed.ok) {
      const { ok: _, ...refusal } = parsed;
      const code = 'TILE_COORDINATES_INVALID';
      return reply.status(400).send({ code, description: describeFor(request, code, refusal) });
    }
    let tile: Tile;
    try {
      tile = await service.get(parsed.z, parsed.x, parsed.y);
    } catch (error) {
      request.log.error({ err: error }, 'tile rendering failed');
      const description = describeFor(request, 'TILE_UNAVAILABLE');
      return reply.status(503).send({ code: 'TILE_UNAVAILABLE', description });
    }
    reply.header('cache-control', CACHE_CONTROL).header('etag', tile.etag);
    if (ifNoneMatch(request.headers['if-none-match'], tile.etag)) return reply.status(304).send();
    return reply.type('image/png').send(tile.body);
  });
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
