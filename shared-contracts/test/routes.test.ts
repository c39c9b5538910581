import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type * as z from 'zod/mini';
import { buildPath, routes } from '../src';

describe('route table', () => {
  const entries = Object.entries(routes);

  it('reads coordinates from query text, an empty one as missing rather than 0', () => {
    const query = routes.geocodeReverse.query!;
    expect(query.safeParse({ lat: '41.311321', lon: '69.279223' }).data).toMatchObject({ lat: 41.311321, lon: 69.279223 });
    const bad = [{ lat: '', lon: '69.2' }, { lat: ' ', lon: '69.2' }, { lat: '41.3' }, { lat: 'NaN', lon: '69.2' }, { lat: '91', lon: '0' }, { lat: '0', lon: '-181' }];
    expect(bad.filter((coordinates) => query.safeParse(coordinates).success)).toEqual([]);
  });

  it('keeps every route of the domain files: a name taken twice would hide one of them', () => {
    const dir = join(__dirname, '../src/routes');
    const domainNames = readdirSync(dir).flatMap((file) => Object.entries(require(join(dir, file)) as Record<string, object>)
      .filter(([exported]) => exported.endsWith('Routes'))
      .flatMap(([, table]) => Object.keys(table)));
    expect(domainNames.length).toBe(entries.length);
  });

  it('has one route per method and path', () => {
    const keys = entries.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares a params schema naming exactly the path parameters', () => {
    for (const [name, route] of entries) {
      const inPath = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
      const declared = 'params' in route && route.params ? Object.keys((route.params as z.ZodMiniObject).shape).sort() : [];
      expect({ name, params: declared }).toEqual({ name, params: inPath });
    }
  });

  it('covers every call of spec §7', () => {
    const specCalls = [
      'GET /users/v1/branches', 'GET /users/v1/branches/full', 'GET /users/v1/branches/:id',
      'GET /users/v1/branches/merchant/:merchantId/closest', 'GET /users/v1/local/branch/closest',
      'GET /products/v1/overalls', 'GET /products/v1/grade', 'GET /products/v1/favourite/all',
      'POST /users/v1/users/logout', 'POST /webbot/v1/users/logout', 'PUT /webbot/v1/users/logout',
      'GET /users/v1/users/me', 'PUT /users/v1/users/:id', 'PUT /users/v1/users/phone', 'PUT /users/v1/users/phone/verify',
      'DELETE /users/v1/users', 'GET /deliveries/v1/delivery/courier/:orderId', 'GET /orders/v1/orders/user/:userId',
      'GET /orders/v1/orders/user/:userId/active', 'GET /orders/v1/orders/:id', 'GET /orders/v1/order/setting/:id',
      'POST /orders/v1/orders', 'POST /orders/v1/orders/at-time', 'GET /payments/v2/checkout/:id',
      'GET /users/v1/merchants/sub/:sub', 'GET /users/v1/addresses/merchant/:merchantId/user/:userId',
      'POST /users/v1/addresses/user/:userId', 'PUT /users/v1/addresses/:id', 'DELETE /users/v1/addresses/:id',
      'GET /notifications/v1/nominatim/reverse', 'GET /notifications/v1/nominatim/search',
      'POST /deliveries/v1/delivery/tariff/client/calculate', 'GET /users/v1/city-merchant/merchant/:merchantId',
      'GET /deliveries/v1/areas/:cityId', 'POST /webbot/v1/users/token', 'POST /webbot/v1/users/auth',
      'GET /webbot/v1/setting', 'POST /webbot/v1/users/login', 'GET /support/v1/brand/catalog',
      'GET /support/v1/merchant/settings/web', 'GET /support/v1/company/policies',
    ];
    const table = new Set(entries.map(([, r]) => `${r.method} ${r.path}`));
    expect(specCalls.filter((call) => !table.has(call))).toEqual([]);
    // The routes marked as named by the spec that it does not name.
    expect(entries.filter(([, r]) => r.specNamed && !specCalls.includes(`${r.method} ${r.path}`)).map(([name]) => name)).toEqual([]);
  });

  it('builds paths with encoded parameters and refuses a missing one', () => {
    expect(buildPath(routes.branch.path, { id: 7 })).toBe('/users/v1/branches/7');
    expect(buildPath(routes.merchantBySub.path, { sub: 'a b' })).toBe('/users/v1/merchants/sub/a%20b');
    expect(() => buildPath(routes.branch.path, {})).toThrow(/id/);
  });

  it('coerces query numbers and refuses malformed ones', () => {
    const q = routes.closestBranch.query!;
    expect(q.parse({ lat: '41.3', lon: '69.2' })).toEqual({ lat: 41.3, lon: 69.2 });
    expect(q.safeParse({ lat: 'north', lon: '69.2' }).success).toBe(false);
    expect(q.safeParse({ lat: '95', lon: '69.2' }).success).toBe(false);
    expect(routes.overalls.query!.parse({})).toEqual({ type: 'WEB' });
  });
});
