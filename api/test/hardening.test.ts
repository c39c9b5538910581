import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers/api';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const merchant = () => String(api.merchantId('demo'));

describe('401 before 400', () => {
  it('a with-token call without a token is 401 whatever its body', async () => {
    for (const payload of ['{not json', JSON.stringify({ cartItems: 'nonsense' }), JSON.stringify([1, 2, 3])]) {
      const res = await api.app.inject({
        method: 'POST', url: '/orders/v1/orders', payload,
        headers: { merchant: merchant(), 'content-type': 'application/json' },
      });
      expect(res.statusCode, payload).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', description: 'Требуется авторизация' });
    }
    const badToken = await api.app.inject({
      method: 'PUT', url: '/users/v1/users/1', payload: { firstName: 5 },
      headers: { merchant: merchant(), authorization: 'Bearer not-a-token' },
    });
    expect(badToken.statusCode).toBe(401);
  });
});
