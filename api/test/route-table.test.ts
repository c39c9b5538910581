import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@storefront/contracts';
import { startTestApi, type TestApi } from './helpers/api';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); await api.app.ready(); });
afterAll(async () => { await api?.close(); });

describe('the route table', () => {
  it('is served whole: every call the storefront can make has its route in the API', () => {
    const missing = Object.entries(routes)
      .filter(([, route]) => !api.app.hasRoute({ method: route.method, url: route.path }))
      .map(([name, route]) => `${name}: ${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('sends PUT /users/v1/users/phone to the phone change, not to the profile of a user called "phone"', async () => {
    const res = await api.app.inject({ method: 'PUT', url: '/users/v1/users/phone', headers: { merchant: String(api.merchantId('demo')) }, payload: {} });
    // Without a token: the phone change's own refusal, not a complaint about the id "phone".
    expect(res.statusCode).toBe(401);
  });
});
