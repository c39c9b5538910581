import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { GeocodeResult } from '@storefront/contracts';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { DEFAULT_USER_AGENT, geocodingConfigFromEnv } from '../src/domains/geocoding/config';
import { GazetteerSource } from '../src/domains/geocoding/gazetteer';
import { startTestApi, type TestApi } from './helpers/api';
import { startFakeServer, type FakeServer, type RecordedRequest } from './helpers/fake-http';

// The offline part must not depend on the machine's environment: no NOMINATIM_* of the developer's.
for (const name of Object.keys(process.env)) if (name.startsWith('NOMINATIM_')) delete process.env[name];

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const headers = () => ({ merchant: String(api.merchantId('demo')) });
const reverse = (app: FastifyInstance, lat: number | string, lon: number | string, extra: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/notifications/v1/nominatim/reverse?format=json&lat=${lat}&lon=${lon}`, headers: { ...headers(), ...extra } });
const search = (app: FastifyInstance, q: string) =>
  app.inject({ method: 'GET', url: `/notifications/v1/nominatim/search?format=json&q=${encodeURIComponent(q)}`, headers: headers() });

/** Default address centre of spec §9: Amir Temur square. */
const CENTRE = { lat: 41.311321, lon: 69.279223 };

describe('geocoding from the offline gazetteer (NOMINATIM_URL unset)', () => {
  it('never fetches anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      expect((await reverse(api.app, CENTRE.lat, CENTRE.lon)).statusCode).toBe(200);
      expect((await search(api.app, 'Amir Temur 15')).statusCode).toBe(200);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('names the street and an interpolated house north of Amir Temur square', async () => {
    const res = await reverse(api.app, 41.3150, 69.2808);
    expect(res.statusCode, res.body).toBe(200);
    const place = GeocodeResult.parse(res.json());
    expect(place.error).toBeUndefined();
    expect(place.address?.road).toBe("Amir Temur shoh ko'chasi");
    expect(place.address?.house_number).toMatch(/^\d+$/);
    expect(place.address?.neighbourhood).toMatch(/tumani$/);
    expect(place.display_name).toContain("Amir Temur shoh ko'chasi");
    // Strings as Nominatim sends them, at the point snapped to the street, a few metres away.
    expect(place.lat).toMatch(/^41\.31\d{5}$/);
    expect(Math.abs(Number(place.lat) - 41.3150)).toBeLessThan(0.001);
    expect(Math.abs(Number(place.lon) - 69.2808)).toBeLessThan(0.001);
  });

  it('numbers houses upwards along the street', async () => {
    const near = GeocodeResult.parse((await reverse(api.app, 41.3150, 69.2808)).json());
    const far = GeocodeResult.parse((await reverse(api.app, 41.3400, 69.2857)).json());
    expect(far.address?.road).toBe(near.address?.road);
    expect(Number(far.address?.house_number)).toBeGreaterThan(Number(near.address?.house_number));
  });

  it('answers a street for every point within 8 km of the centre', () => {
    const gazetteer = new GazetteerSource();
    const misses: string[] = [];
    return (async () => {
      for (let metres = 0; metres <= 8000; metres += 500) {
        for (let bearing = 0; bearing < 360; bearing += 15) {
          const rad = (bearing * Math.PI) / 180;
          const lat = CENTRE.lat + (metres * Math.cos(rad)) / 111_320;
          const lon = CENTRE.lon + (metres * Math.sin(rad)) / (111_320 * Math.cos((CENTRE.lat * Math.PI) / 180));
          const place = await gazetteer.reverse({ lat, lon });
          if (!place.address?.road) misses.push(`${lat.toFixed(4)},${lon.toFixed(4)}`);
        }
      }
      expect(misses).toEqual([]);
    })();
  });

  it("gives Nominatim's own error where there is no street", async () => {
    for (const [lat, lon] of [[0, 0], [41.5, 69.0], [-33.86, 151.2]]) {
      const res = await reverse(api.app, lat, lon);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: 'Unable to geocode' });
    }
  });

  it('finds a street with its house, in Latin or Cyrillic, any case', async () => {
    const res = await search(api.app, 'amir temur 15');
    expect(res.statusCode, res.body).toBe(200);
    const [first] = z.array(GeocodeResult).parse(res.json());
    expect(first.address).toMatchObject({ road: "Amir Temur shoh ko'chasi", house_number: '15' });
    expect(first.display_name).toMatch(/^15, Amir Temur shoh ko'chasi, /);

    const cyrillic = z.array(GeocodeResult).parse((await search(api.app, 'улица Навои, 30')).json());
    expect(cyrillic[0].address).toMatchObject({ road: "Navoiy ko'chasi", house_number: '30' });
    const apostrophe = z.array(GeocodeResult).parse((await search(api.app, 'BOG‘ISHAMOL')).json());
    expect(apostrophe[0].address?.road).toBe("Bog'ishamol ko'chasi");
    const russian = z.array(GeocodeResult).parse((await search(api.app, 'Бабура')).json());
    expect(russian[0].address?.road).toBe("Bobur ko'chasi");
    expect(russian[0].address?.house_number).toBeUndefined();
  });

  it('finds districts and named places', async () => {
    const found = z.array(GeocodeResult).parse((await search(api.app, 'Chilonzor')).json());
    expect(found.map((p) => p.address?.road ?? p.address?.residential ?? p.address?.neighbourhood))
      .toEqual(expect.arrayContaining(["Chilonzor ko'chasi", 'Chilonzor tumani', 'Chilonzor-9 mavzesi']));
    const square = z.array(GeocodeResult).parse((await search(api.app, 'Mustaqillik maydoni')).json());
    expect(square[0].address?.residential).toBe('Mustaqillik maydoni');
  });

  it('answers an empty list when nothing matches', async () => {
    for (const q of ['Champs-Élysées', 'zzzz', '15']) {
      const res = await search(api.app, q);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('refuses bad input with a 4xx and a description, never a 5xx', async () => {
    const bad = [
      await reverse(api.app, 91, 69.28),
      await reverse(api.app, 41.31, 181),
      await reverse(api.app, 'NaN', 69.28),
      await reverse(api.app, 'abc', 69.28),
      await reverse(api.app, 41.31, ''),
      await api.app.inject({ method: 'GET', url: '/notifications/v1/nominatim/reverse?lat=41.31', headers: headers() }),
      await search(api.app, 'a'.repeat(10_000)),
      await search(api.app, ''),
      await search(api.app, '   '),
      await api.app.inject({ method: 'GET', url: '/notifications/v1/nominatim/search', headers: headers() }),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().description).toEqual(expect.any(String));
    }
  });

  it('is a tenant route: no merchant, no answer', async () => {
    const res = await api.app.inject({ method: 'GET', url: `/notifications/v1/nominatim/reverse?lat=${CENTRE.lat}&lon=${CENTRE.lon}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().description).toEqual(expect.any(String));
  });
});

describe('geocoding configuration', () => {
  it('defaults to the gazetteer and a User-Agent naming the app', () => {
    const config = geocodingConfigFromEnv({});
    expect(config.nominatimUrl).toBeNull();
    expect(config.userAgent).toBe(DEFAULT_USER_AGENT);
    expect(config.minIntervalMs).toBe(1000);
    expect(config.timeoutMs).toBe(5000);
  });

  it('refuses a URL that is not http(s) and a pace above 1 request/s', () => {
    expect(() => geocodingConfigFromEnv({ NOMINATIM_URL: 'ftp://example.test' })).toThrow(/NOMINATIM_URL/);
    expect(() => geocodingConfigFromEnv({ NOMINATIM_URL: 'not a url' })).toThrow(/NOMINATIM_URL/);
    expect(() => geocodingConfigFromEnv({ NOMINATIM_MIN_INTERVAL_MS: '500' })).toThrow(/NOMINATIM_MIN_INTERVAL_MS/);
    expect(geocodingConfigFromEnv({ NOMINATIM_URL: 'http://127.0.0.1:1/nominatim' }).nominatimUrl).toBe('http://127.0.0.1:1/nominatim/');
  });
});

describe('geocoding through a Nominatim server (NOMINATIM_URL set)', () => {
  /** A jsonv2 answer as Nominatim gives it, with more than we pass on. */
  const nominatimPlace = (road: string, house?: string) => ({
    place_id: 123, licence: 'Data © OpenStreetMap contributors, ODbL 1.0.', osm_type: 'way', osm_id: 456,
    lat: '41.3150123', lon: '69.2808456', category: 'highway', type: 'primary', place_rank: 26, importance: 0.1,
    addresstype: 'road', name: road,
    display_name: [house, road, 'Mirobod tumani', 'Toshkent', "O'zbekiston"].filter(Boolean).join(', '),
    address: { road, house_number: house, suburb: 'Mirobod tumani', city: 'Toshkent', country: "O'zbekiston", country_code: 'uz' },
    boundingbox: ['41.31', '41.32', '69.28', '69.29'],
  });

  let fake: FakeServer;
  const arrivals: number[] = [];
  beforeAll(async () => {
    fake = await startFakeServer((request: RecordedRequest) => {
      arrivals.push(performance.now());
      const url = new URL(request.path, 'http://fake');
      const q = url.searchParams.get('q') ?? '';
      const lat = url.searchParams.get('lat') ?? '';
      if (lat.startsWith('10.')) return new Promise(() => {}); // hangs
      if (lat.startsWith('20.')) return { status: 500, body: { error: 'boom' } };
      if (lat.startsWith('30.')) return { status: 200, body: '<html>' };
      if (lat.startsWith('0.')) return { status: 200, body: { error: 'Unable to geocode' } };
      if (url.pathname.endsWith('/search')) return { status: 200, body: q.startsWith('nothing') ? [] : [nominatimPlace('Navoiy ko\'chasi', '30')] };
      return { status: 200, body: nominatimPlace("Amir Temur shoh ko'chasi", '11') };
    });
  });
  afterAll(async () => { await fake?.close(); });

  const opened: FastifyInstance[] = [];
  afterAll(async () => { for (const app of opened) await app.close(); });
  /** The API built as main.ts builds it, with these NOMINATIM_* in the environment; each has its own pace and cache. */
  async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
    Object.assign(process.env, { NOMINATIM_URL: `${fake.url}/nominatim`, ...env });
    try {
      const app = await buildApp({ db: api.handle.db, config: configFromEnv({ NODE_ENV: 'test' }), databaseKind: api.handle.kind });
      opened.push(app);
      return app;
    } finally {
      for (const name of Object.keys(process.env)) if (name.startsWith('NOMINATIM_')) delete process.env[name];
    }
  }
  const sinceStart = (from: number) => fake.requests.slice(from);

  it('asks /reverse in jsonv2 with a User-Agent naming the app, and answers the contract fields', async () => {
    const app = await appWith({});
    const from = fake.requests.length;
    const res = await reverse(app, 41.315, 69.2808, { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      display_name: "11, Amir Temur shoh ko'chasi, Mirobod tumani, Toshkent, O'zbekiston",
      lat: '41.3150123', lon: '69.2808456',
      address: { road: "Amir Temur shoh ko'chasi", house_number: '11' },
    });
    const [sent] = sinceStart(from);
    expect(sent.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    const url = new URL(sent.path, fake.url);
    expect(url.pathname).toBe('/nominatim/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'jsonv2', lat: '41.3150000', lon: '69.2808000', 'accept-language': 'ru' });
  });

  it('uses NOMINATIM_USER_AGENT, asks /search with a limit, and serves a repeat from the cache', async () => {
    const app = await appWith({ NOMINATIM_USER_AGENT: 'LamenuTest/9 (+https://lamenu.uz)' });
    const from = fake.requests.length;
    const first = await search(app, "Navoiy ko'chasi 30");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual([expect.objectContaining({ address: { road: "Navoiy ko'chasi", house_number: '30' } })]);
    const again = await search(app, "Navoiy ko'chasi 30");
    expect(again.json()).toEqual(first.json());
    const sent = sinceStart(from);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['user-agent']).toBe('LamenuTest/9 (+https://lamenu.uz)');
    const url = new URL(sent[0].path, fake.url);
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'jsonv2', q: "Navoiy ko'chasi 30", limit: '10', 'accept-language': 'uz' });
    expect((await search(app, 'nothing here')).json()).toEqual([]);
  });

  it('spaces two different requests at least a second apart upstream', async () => {
    const app = await appWith({});
    const from = arrivals.length;
    // Both asked at once: the second may leave only a second after the first's turn, which came no
    // earlier than now. (Measured from now, not from the first's arrival, which a loaded machine
    // can delay.)
    const asked = performance.now();
    const [a, b] = await Promise.all([reverse(app, 41.3, 69.2), reverse(app, 41.31, 69.21)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [first, second] = arrivals.slice(from);
    expect(first).toBeLessThan(second);
    expect(second - asked).toBeGreaterThanOrEqual(990);
  });

  it('refuses with 429, Retry-After and a Russian description when the turn is too far away', async () => {
    const app = await appWith({ NOMINATIM_MAX_QUEUE_MS: '0' });
    const from = fake.requests.length;
    expect((await reverse(app, 41.32, 69.22)).statusCode).toBe(200);
    const refused = await reverse(app, 41.33, 69.23);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().description).toMatch(/геокодирования/);
    // The cached point is still answered while the pace refuses new ones.
    expect((await reverse(app, 41.32, 69.22)).statusCode).toBe(200);
    expect(sinceStart(from)).toHaveLength(1);
  });

  it("passes Nominatim's own 'Unable to geocode' on", async () => {
    const app = await appWith({});
    const res = await reverse(app, 0.5, 0.5);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: 'Unable to geocode' });
  });

  it('answers GEOCODING_FAILED (504) within the timeout when the upstream hangs', async () => {
    const app = await appWith({ NOMINATIM_TIMEOUT_MS: '300' });
    const started = performance.now();
    const res = await reverse(app, 10.5, 10.5);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ code: 'GEOCODING_FAILED', description: expect.stringMatching(/геокодирования/) });
  });

  it('answers GEOCODING_FAILED (502) when the upstream fails or speaks nonsense, and does not cache it', async () => {
    const app = await appWith({});
    const from = fake.requests.length;
    const failed = await reverse(app, 20.5, 20.5);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'GEOCODING_FAILED', description: expect.any(String) });
    const nonsense = await reverse(app, 30.5, 30.5);
    expect(nonsense.statusCode).toBe(502);
    expect(nonsense.json().code).toBe('GEOCODING_FAILED');
    expect((await reverse(app, 20.5, 20.5)).statusCode).toBe(502);
    expect(sinceStart(from)).toHaveLength(3);
  }, 15_000);

  it('answers GEOCODING_FAILED when nothing listens at NOMINATIM_URL', async () => {
    Object.assign(process.env, { NOMINATIM_URL: 'http://127.0.0.1:9/' });
    let app: FastifyInstance;
    try {
      app = await buildApp({ db: api.handle.db, config: configFromEnv({ NODE_ENV: 'test' }), databaseKind: api.handle.kind });
      opened.push(app);
    } finally {
      delete process.env.NOMINATIM_URL;
    }
    const res = await reverse(app, 41.3, 69.2);
    expect([502, 504]).toContain(res.statusCode);
    expect(res.json().code).toBe('GEOCODING_FAILED');
  });

  it('still refuses bad input before asking upstream', async () => {
    const app = await appWith({});
    const from = fake.requests.length;
    expect((await reverse(app, 91, 0)).statusCode).toBe(400);
    expect((await search(app, 'x'.repeat(10_000))).statusCode).toBe(400);
    expect(sinceStart(from)).toHaveLength(0);
  });
});
