import { describe, expect, it, vi } from 'vitest';
import { createApiClient, routes, FALLBACK_ERROR_MESSAGE } from '../src';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(respond: (url: string, init: RequestInit) => Response | Promise<Response>, token: string | null = 'tok') {
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async (url: any, init: any) => respond(String(url), init));
  const api = createApiClient({
    baseUrl: 'http://api.test/', getMerchant: () => 7, getToken: () => token, onUnauthorized, fetch: fetch as any, timeoutMs: 50,
  });
  return { api, fetch, onUnauthorized };
}

describe('api client', () => {
  it('sends the merchant header, the token only on token calls, and builds the URL', async () => {
    const { api, fetch } = client(() => json(200, []));
    await api.call(routes.branches);
    await api.call(routes.addresses, { params: { merchantId: 7, userId: 3 } });
    await api.call(routes.closestBranch, { params: { merchantId: 7 }, query: { lat: 41.3, lon: 69.2, type: undefined } });
    const [first, second, third] = fetch.mock.calls;
    expect(first[0]).toBe('http://api.test/users/v1/branches');
    expect(first[1].headers).toEqual({ accept: 'application/json', merchant: '7' });
    expect(second[1].headers.authorization).toBe('Bearer tok');
    expect(third[0]).toBe('http://api.test/users/v1/branches/merchant/7/closest?lat=41.3&lon=69.2');
  });

  it('a call abandoned while its answer\'s body is still coming is aborted, not a bad answer shown to the customer', async () => {
    const onError = vi.fn();
    const controller = new AbortController();
    const api = createApiClient({
      baseUrl: 'http://api.test', getMerchant: () => 7, getToken: () => null, onError,
      fetch: (async (_url: unknown, init: RequestInit) => new Response(new ReadableStream({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('[{"productId":1,'));
          init.signal?.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
        },
      }), { status: 200 })) as any,
    });
    const pending = api.call(routes.grades, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    expect((await pending).error?.code).toBe('ABORTED');
    expect(onError).not.toHaveBeenCalled();
  });

  it('reads an answer already on its way instead of fetching, checked like its own, under the same timeout', async () => {
    const { api, fetch } = client(() => json(200, []));
    const early = Promise.resolve(json(200, [{ productId: 1, grade: 4.5 }]));
    expect(await api.call(routes.grades, { response: early })).toEqual({ data: [{ productId: 1, grade: 4.5 }], error: null });
    expect((await api.call(routes.grades, { response: Promise.resolve(json(200, [{ productId: 'x' }])) })).error?.code).toBe('BAD_RESPONSE');
    expect((await api.call(routes.grades, { response: Promise.reject(new TypeError('Failed to fetch')) })).error?.code).toBe('NETWORK_ERROR');
    expect((await api.call(routes.grades, { response: new Promise(() => {}) })).error?.code).toBe('TIMEOUT');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers data parsed with the route schema', async () => {
    const { api } = client(() => json(200, [{ productId: 1, grade: 4.5 }]));
    expect(await api.call(routes.grades)).toEqual({ data: [{ productId: 1, grade: 4.5 }], error: null });
  });

  it('gives the Russian description of an error answer, or the fallback', async () => {
    const described = client(() => json(404, { code: 'BRANCH_NOT_FOUND', description: 'Филиал не найден' }));
    expect((await described.api.call(routes.branch, { params: { id: 1 } })).error)
      .toEqual({ status: 404, code: 'BRANCH_NOT_FOUND', message: 'Филиал не найден' });
    const bare = client(() => new Response('<html>bad gateway</html>', { status: 502 }));
    expect((await bare.api.call(routes.branches)).error).toEqual({ status: 502, code: 'HTTP_502', message: FALLBACK_ERROR_MESSAGE });
  });

  it('logs out on 401 only when the call carried a token', async () => {
    const withToken = client(() => json(401, { code: 'UNAUTHORIZED', description: 'Требуется авторизация' }));
    await withToken.api.call(routes.me);
    expect(withToken.onUnauthorized).toHaveBeenCalledTimes(1);
    const anonymous = client(() => json(401, { code: 'UNAUTHORIZED', description: 'x' }), null);
    await anonymous.api.call(routes.me);
    expect(anonymous.onUnauthorized).not.toHaveBeenCalled();
    const publicCall = client(() => json(401, { code: 'UNAUTHORIZED', description: 'x' }));
    await publicCall.api.call(routes.branches);
    expect(publicCall.onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns network failures, time-outs and malformed answers into errors, never throws', async () => {
    const down = client(() => { throw new TypeError('Failed to fetch'); });
    expect((await down.api.call(routes.branches)).error).toMatchObject({ code: 'NETWORK_ERROR', message: FALLBACK_ERROR_MESSAGE });
    const slow = client((_url, init) => new Promise((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    expect((await slow.api.call(routes.branches)).error).toMatchObject({ code: 'TIMEOUT', message: 'timeout of 50ms exceeded' });
    const odd = client(() => json(200, { not: 'a list' }));
    expect((await odd.api.call(routes.branches)).error).toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('reports failures to onError unless the call is quiet', async () => {
    const onError = vi.fn();
    const api = createApiClient({
      baseUrl: 'http://api.test', getMerchant: () => 1, getToken: () => null, onError,
      fetch: (async () => json(404, { code: 'X', description: 'Нет' })) as any,
    });
    await api.call(routes.branches);
    await api.call(routes.branches, { quiet: true });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toMatchObject({ message: 'Нет' });
  });

  it('checks a large answer on a sample of each array, still refusing a wrong shape', async () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ productId: i + 1, grade: 4 }));
    const good = client(() => json(200, many));
    const result = await good.api.call(routes.grades, { sampleCheck: true });
    expect(result.data).toHaveLength(100);
    const bad = client(() => json(200, [{ productId: 'x', grade: 4 }, ...many]));
    expect((await bad.api.call(routes.grades, { sampleCheck: true })).error).toMatchObject({ code: 'BAD_RESPONSE' });
  });
});

describe('the start call\'s address', () => {
  it('is the one the API client builds for routes.start, so the page\'s early answer is taken', async () => {
    const { startUrl } = await import('../src/rules');
    const { api, fetch } = client(() => json(200, {}));
    await api.call(routes.start, { query: { sub: 'demo' } });
    expect(fetch.mock.calls[0][0]).toBe(startUrl('http://api.test/', 'demo'));
  });

  it('and so is the menu overall\'s, for either channel', async () => {
    const { overallUrl } = await import('../src/rules');
    const { api, fetch } = client(() => json(200, {}));
    await api.call(routes.overalls, { query: { type: 'WEB' } });
    await api.call(routes.overalls, { query: { type: 'TG' } });
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([overallUrl('http://api.test/', 'WEB'), overallUrl('http://api.test/', 'TG')]);
  });
});
