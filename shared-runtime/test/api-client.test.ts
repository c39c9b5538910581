import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InternalAxiosRequestConfig } from 'axios';
import { routes, FALLBACK_ERROR_MESSAGE, FALLBACK_ERROR_MESSAGES, HTTP_TIMEOUT_MS, LANGUAGES, type Language } from '@storefront/contracts';
import { createApiClient, responseAdapter, type ApiClientOptions } from '../src';

// Most of these tests send real requests to a local server through the axios instance's own fetch
// adapter, the one the browser runs: headers, the timeout and aborts are the adapter's and the
// interceptors' doing, and a stand-in adapter would only repeat what the test expects.

interface Seen { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

/** What the server does with a request: answer it, or leave it hanging (res is never ended). */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let server: http.Server;
let base: string;
let seen: Seen[] = [];
let handle: Handler = (_req, res) => res.end();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      handle(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const answer = (status: number, body: unknown): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};
const hang: Handler = () => {};

/** A timeout a loaded machine never meets; the timeout tests set their own. */
function client(options: Partial<ApiClientOptions> & { token?: string | null } = {}) {
  const onUnauthorized = jest.fn();
  const onError = jest.fn();
  const { token = 'tok', ...rest } = options;
  const api = createApiClient({
    baseUrl: base, getMerchant: () => 7, getToken: () => token, onUnauthorized, onError, timeoutMs: 5_000, ...rest,
  });
  return { api, onUnauthorized, onError };
}

describe('api client', () => {
  it('sends the merchant header, the token only on token calls, and builds the URL', async () => {
    handle = answer(200, []);
    const { api } = client();
    await api.call(routes.branches);
    await api.call(routes.addresses, { params: { merchantId: 7, userId: 3 } });
    await api.call(routes.closestBranch, { params: { merchantId: 7 }, query: { lat: 41.3, lon: 69.2, type: undefined } });
    const [first, second, third] = seen;
    expect(first).toMatchObject({ method: 'GET', url: '/users/v1/branches', body: '' });
    expect(first.headers).toMatchObject({ accept: 'application/json', merchant: '7' });
    expect(first.headers.authorization).toBeUndefined();
    // Without a language the runtime's own goes (Node's fetch says `*`, a browser its languages).
    expect(first.headers['accept-language']).not.toMatch(/^(uz|ru|en)$/);
    expect(first.headers['content-type']).toBeUndefined();
    // Not axios's own: in Firefox it would replace the browser's and need the API's CORS consent.
    expect(first.headers['user-agent']).not.toMatch(/axios/);
    expect(second.headers.authorization).toBe('Bearer tok');
    expect(third.url).toBe('/users/v1/branches/merchant/7/closest?lat=41.3&lon=69.2');
  });

  it('reads the merchant, token and language when each call is sent, and lets the caller add headers', async () => {
    handle = answer(200, []);
    let merchant: number | null = null;
    let token: string | null = null;
    let language: 'uz' | 'eng' | null = null;
    const api = createApiClient({ baseUrl: base, getMerchant: () => merchant, getToken: () => token, getLanguage: () => language });
    await api.call(routes.me);
    merchant = 9; token = 'later'; language = 'eng';
    await api.call(routes.me, { headers: { 'Idempotency-Key': 'k1' } });
    expect(seen[0].headers.merchant).toBeUndefined();
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[1].headers).toMatchObject({ merchant: '9', authorization: 'Bearer later', 'accept-language': 'en', 'idempotency-key': 'k1' });
  });

  it('sends a body as JSON, and no Content-Type on a bodiless POST', async () => {
    handle = answer(200, { isSuccess: true });
    const { api } = client();
    await api.call(routes.logout, { quiet: true });
    await api.call(routes.login, { body: { phone: '998901234567' }, quiet: true });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers['content-type']).toBeUndefined();
    expect(seen[1].headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[1].body)).toEqual({ phone: '998901234567' });
  });

  it('answers data parsed with the route schema, or BAD_RESPONSE in the interface language', async () => {
    handle = answer(200, [{ productId: 1, grade: 4.5 }]);
    const { api } = client();
    expect(await api.call(routes.grades)).toEqual({ data: [{ productId: 1, grade: 4.5 }], error: null });
    handle = answer(200, { not: 'a list' });
    expect((await api.call(routes.grades)).error).toEqual({ status: 200, code: 'BAD_RESPONSE', message: FALLBACK_ERROR_MESSAGE });
    handle = answer(200, '{"truncated": ');
    const uz = client({ getLanguage: () => 'uz' });
    expect((await uz.api.call(routes.grades)).error).toEqual({ status: 200, code: 'BAD_RESPONSE', message: FALLBACK_ERROR_MESSAGES.uz });
    expect(uz.onError).toHaveBeenCalledTimes(1);
  });

  it('gives the description of an error answer, or the fallback in the interface language (Russian by default)', async () => {
    handle = answer(404, { code: 'BRANCH_NOT_FOUND', description: 'Филиал не найден' });
    const { api } = client();
    expect((await api.call(routes.branch, { params: { id: 1 } })).error)
      .toEqual({ status: 404, code: 'BRANCH_NOT_FOUND', message: 'Филиал не найден' });
    handle = (_req, res) => { res.writeHead(502, { 'content-type': 'text/html' }); res.end('<html>bad gateway</html>'); };
    expect((await api.call(routes.branches)).error).toEqual({ status: 502, code: 'HTTP_502', message: FALLBACK_ERROR_MESSAGE });
    const english = client({ getLanguage: () => 'eng' });
    expect((await english.api.call(routes.branches)).error).toEqual({ status: 502, code: 'HTTP_502', message: FALLBACK_ERROR_MESSAGES.eng });
  });

  it('logs out on 401 only when the call carried a token', async () => {
    handle = answer(401, { code: 'UNAUTHORIZED', description: 'Требуется авторизация' });
    const withToken = client();
    expect((await withToken.api.call(routes.me)).error).toEqual({ status: 401, code: 'UNAUTHORIZED', message: 'Требуется авторизация' });
    expect(withToken.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(withToken.onError).toHaveBeenCalledTimes(1);
    const anonymous = client({ token: null });
    await anonymous.api.call(routes.me);
    expect(anonymous.onUnauthorized).not.toHaveBeenCalled();
    const publicCall = client();
    await publicCall.api.call(routes.branches);
    expect(publicCall.onUnauthorized).not.toHaveBeenCalled();
    handle = answer(403, { code: 'FORBIDDEN', description: 'Нет доступа' });
    const forbidden = client();
    await forbidden.api.call(routes.me);
    expect(forbidden.onUnauthorized).not.toHaveBeenCalled();
  });

  it('times out after timeoutMs, 30 s by default, and reports it', async () => {
    handle = hang;
    const { api, onError } = client({ timeoutMs: 50 });
    const started = Date.now();
    expect(await api.call(routes.branches)).toEqual({ data: null, error: { status: 0, code: 'TIMEOUT', message: 'timeout of 50ms exceeded' } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(HTTP_TIMEOUT_MS).toBe(30_000);
    let timeout: number | undefined;
    const standIn = createApiClient({
      baseUrl: 'http://api.test', getMerchant: () => 1, getToken: () => null,
      adapter: responseAdapter((config) => { timeout = config.timeout; return new Response('[]'); }),
    });
    await standIn.call(routes.branches);
    expect(timeout).toBe(30_000);
  });

  it('times out while the body is still coming too', async () => {
    handle = (_req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.write('[{"productId":1,'); };
    const { api } = client({ timeoutMs: 80 });
    expect((await api.call(routes.grades)).error).toMatchObject({ code: 'TIMEOUT' });
  });

  it('a call abandoned by its signal is ABORTED, before the answer or while its body is still coming, and not reported', async () => {
    const { api, onError } = client();
    handle = hang;
    const before = new AbortController();
    const waiting = api.call(routes.grades, { signal: before.signal });
    setTimeout(() => before.abort(), 20);
    expect((await waiting).error?.code).toBe('ABORTED');

    handle = (_req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.write('[{"productId":1,'); };
    const during = new AbortController();
    const reading = api.call(routes.grades, { signal: during.signal });
    setTimeout(() => during.abort(), 40);
    expect((await reading).error?.code).toBe('ABORTED');

    const already = new AbortController();
    already.abort();
    const count = seen.length;
    expect((await api.call(routes.grades, { signal: already.signal })).error?.code).toBe('ABORTED');
    expect(seen).toHaveLength(count);
    expect(onError).not.toHaveBeenCalled();
  });

  it('turns a dropped connection into NETWORK_ERROR with the fallback, never a thrown error', async () => {
    handle = (req) => req.socket.destroy();
    const { api, onError } = client();
    expect((await api.call(routes.branches)).error).toEqual({ status: 0, code: 'NETWORK_ERROR', message: FALLBACK_ERROR_MESSAGE });
    expect(onError).toHaveBeenCalledTimes(1);
    const broken = createApiClient({ baseUrl: base, getMerchant: () => { throw new Error('no store'); }, getToken: () => null });
    expect((await broken.call(routes.branches)).error?.code).toBe('NETWORK_ERROR');
    const badCall = client();
    expect((await badCall.api.call(routes.branch)).error?.code).toBe('BAD_CALL');
  });

  it('reports failures to onError unless the call is quiet', async () => {
    handle = answer(404, { code: 'X', description: 'Нет' });
    const { api, onError } = client();
    await api.call(routes.branches);
    await api.call(routes.branches, { quiet: true });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toMatchObject({ message: 'Нет' });
    expect(onError.mock.calls[0][1]).toBe(routes.branches);
  });

  it('checks a large answer on a sample of each array, still refusing a wrong shape', async () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ productId: i + 1, grade: 4 }));
    handle = answer(200, many);
    const { api } = client();
    const result = await api.call(routes.grades, { sampleCheck: true });
    expect(result.data).toHaveLength(100);
    handle = answer(200, [{ productId: 'x', grade: 4 }, ...many]);
    expect((await api.call(routes.grades, { sampleCheck: true })).error).toMatchObject({ code: 'BAD_RESPONSE' });
  });
});

describe('an answer the caller already holds (its ETag)', () => {
  const grades = '[{"productId":1,"grade":4.5}]';
  /** The server's answer: grades with ETag "g1", a 304 to a request naming it. */
  const answerWithEtag: Handler = (req, res) => {
    if (req.headers['if-none-match'] === '"g1"') { res.writeHead(304, { etag: '"g1"' }); res.end(); return; }
    res.writeHead(200, { 'content-type': 'application/json', etag: '"g1"' });
    res.end(grades);
  };

  it('tells the ETag, asks conditionally, and takes a 304 as NOT_MODIFIED, not reported', async () => {
    handle = answerWithEtag;
    const { api, onError } = client();
    const etags: (string | null)[] = [];
    expect((await api.call(routes.grades, { onEtag: (etag) => etags.push(etag) })).data).toEqual(JSON.parse(grades));
    expect(await api.call(routes.grades, { knownEtag: '"g1"', conditional: true, onEtag: (etag) => etags.push(etag) }))
      .toEqual({ data: null, error: expect.objectContaining({ status: 304, code: 'NOT_MODIFIED' }) });
    expect(seen.map((request) => request.headers['if-none-match'] ?? null)).toEqual([null, '"g1"']);
    expect(etags).toEqual(['"g1"', '"g1"']);
    expect(onError).not.toHaveBeenCalled();
  });

  it('without the condition, a whole answer with the same ETag is NOT_MODIFIED too; another ETag is read', async () => {
    handle = answerWithEtag;
    const { api } = client();
    expect((await api.call(routes.grades, { knownEtag: '"g1"' })).error).toMatchObject({ code: 'NOT_MODIFIED' });
    expect(seen[0].headers['if-none-match']).toBeUndefined();
    expect((await api.call(routes.grades, { knownEtag: '"g0"', conditional: true })).data).toEqual(JSON.parse(grades));
  });

  it('without a known ETag a 304 stays an error', async () => {
    handle = (_req, res) => { res.writeHead(304); res.end(); };
    const { api } = client();
    expect((await api.call(routes.grades)).error).toMatchObject({ status: 304, code: 'HTTP_304' });
  });
});

describe('an answer already on its way (the page\'s first script fetched it)', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('is read instead of fetching, checked like the client\'s own, under the same timeout', async () => {
    const { api, onError } = client({ timeoutMs: 50 });
    const early = Promise.resolve(json(200, [{ productId: 1, grade: 4.5 }]));
    expect(await api.call(routes.grades, { response: early })).toEqual({ data: [{ productId: 1, grade: 4.5 }], error: null });
    expect((await api.call(routes.grades, { response: Promise.resolve(json(200, [{ productId: 'x' }])) })).error?.code).toBe('BAD_RESPONSE');
    expect((await api.call(routes.grades, { response: Promise.reject(new TypeError('Failed to fetch')) })).error?.code).toBe('NETWORK_ERROR');
    expect((await api.call(routes.grades, { response: new Promise(() => {}) })).error)
      .toEqual({ status: 0, code: 'TIMEOUT', message: 'timeout of 50ms exceeded' });
    const slowBody = new Response(new ReadableStream({ start(stream) { stream.enqueue(new TextEncoder().encode('[')); } }));
    expect((await api.call(routes.grades, { response: Promise.resolve(slowBody) })).error?.code).toBe('TIMEOUT');
    expect(onError).toHaveBeenCalledTimes(4);
    expect(seen).toEqual([]);
  });

  it('gives an error answer\'s description, logs out on its 401, and obeys the signal', async () => {
    const { api, onUnauthorized } = client({ getLanguage: () => 'uz' });
    expect((await api.call(routes.me, { response: Promise.resolve(json(401, { code: 'UNAUTHORIZED', description: 'Kiring' })) })).error)
      .toEqual({ status: 401, code: 'UNAUTHORIZED', message: 'Kiring' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect((await api.call(routes.branches, { response: Promise.resolve(new Response('oops', { status: 503 })) })).error)
      .toEqual({ status: 503, code: 'HTTP_503', message: FALLBACK_ERROR_MESSAGES.uz });
    const controller = new AbortController();
    const pending = api.call(routes.grades, { response: new Promise(() => {}), signal: controller.signal });
    controller.abort();
    expect((await pending).error?.code).toBe('ABORTED');
    expect(seen).toEqual([]);
  });
});

describe('a stand-in adapter', () => {
  it('sees the config the interceptors made, and its answers go through the same mapping', async () => {
    const configs: InternalAxiosRequestConfig[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test/', getMerchant: () => 7, getToken: () => 'tok', getLanguage: () => 'ru',
      adapter: responseAdapter((config) => {
        configs.push(config);
        return new Response(JSON.stringify({ code: 'CONFLICT', description: 'Занято' }), { status: 409 });
      }),
    });
    expect((await api.call(routes.me)).error).toEqual({ status: 409, code: 'CONFLICT', message: 'Занято' });
    expect(configs[0].url).toBe('http://api.test/users/v1/users/me');
    expect(configs[0].method).toBe('get');
    expect(configs[0].headers.toJSON()).toMatchObject({ Accept: 'application/json', 'Accept-Language': 'ru', merchant: '7', Authorization: 'Bearer tok' });
  });
});

describe('the start call\'s address', () => {
  const urls = () => {
    const seenUrls: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test/', getMerchant: () => 7, getToken: () => null,
      adapter: responseAdapter((config) => { seenUrls.push(config.url!); return new Response('{}'); }),
    });
    return { api, seenUrls };
  };

  it('is the one the API client builds for routes.start, so the page\'s early answer is taken', async () => {
    const { startUrl } = await import('@storefront/contracts/rules');
    const { api, seenUrls } = urls();
    await api.call(routes.start, { query: { sub: 'demo' } });
    expect(seenUrls[0]).toBe(startUrl('http://api.test/', 'demo'));
  });

  it('and so is the menu overall\'s, for either channel', async () => {
    const { overallUrl } = await import('@storefront/contracts/rules');
    const { api, seenUrls } = urls();
    await api.call(routes.overalls, { query: { type: 'WEB' } });
    await api.call(routes.overalls, { query: { type: 'TG' } });
    expect(seenUrls).toEqual([overallUrl('http://api.test/', 'WEB'), overallUrl('http://api.test/', 'TG')]);
  });
});

describe('the api client speaks the interface language', () => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const make = (language: Language | null, respond: () => Response) => {
    const sent = jest.fn((config: InternalAxiosRequestConfig) => respond());
    const api = createApiClient({ baseUrl: 'http://api.test', getMerchant: () => 7, getToken: () => null, getLanguage: () => language, adapter: responseAdapter(sent) });
    return { api, sent };
  };

  it.each([['uz', 'uz'], ['ru', 'ru'], ['eng', 'en']] as const)('sends Accept-Language %s as %s', async (language, header) => {
    const { api, sent } = make(language, () => json(200, []));
    await api.call(routes.branches);
    expect(sent.mock.calls[0][0].headers.get('accept-language')).toBe(header);
  });

  it('sends none without a language, and gives the fallback in the interface language', async () => {
    const bare = make(null, () => new Response('oops', { status: 502 }));
    expect((await bare.api.call(routes.branches)).error?.message).toBe(FALLBACK_ERROR_MESSAGE);
    expect(bare.sent.mock.calls[0][0].headers.has('accept-language')).toBe(false);
    const uz = make('uz', () => new Response('oops', { status: 502 }));
    expect((await uz.api.call(routes.branches)).error?.message).toBe("Xatolik yuz berdi, keyinroq urinib ko'ring");
    expect(LANGUAGES).toHaveLength(3);
  });
});
