import axios, { AxiosError, AxiosHeaders, CanceledError, isAxiosError, isCancel } from 'axios';
import type { AxiosAdapter, AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import {
  ApiErrorBody, FALLBACK_ERROR_MESSAGE, FALLBACK_ERROR_MESSAGES, HTTP_TIMEOUT_MS, buildPath,
  type ApiError, type ApiResult, type Language, type RouteDef,
} from '@storefront/contracts';

export interface ApiClientOptions {
  baseUrl: string;
  /** The merchant id of the `merchant` header; null before the merchant is known. */
  getMerchant: () => string | number | null | undefined;
  getToken: () => string | null | undefined;
  /**
   * The interface language: sent as `Accept-Language` (uz, ru, en) so the API's descriptions come in
   * it, and the language of the fallback message. Russian (spec §8) when absent.
   */
  getLanguage?: () => Language | null | undefined;
  /** Called when a call that carried a token answers 401 (spec §8: automatic logout). */
  onUnauthorized?: () => void;
  /** Every failed call except those made with `quiet` (spec §8: a notice shows the description). */
  onError?: (error: ApiError, route: RouteDef) => void;
  /**
   * How axios sends a call; its fetch adapter unless given. Tests hand in a stand-in made with
   * `responseAdapter` (or let the fetch adapter reach a local server).
   */
  adapter?: AxiosRequestConfig['adapter'];
  timeoutMs?: number;
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller shows the error itself (or, like the bot token call, shows none). */
  quiet?: boolean;
  /**
   * Check the answer's shape on a sample: every array cut to its first few items. For large
   * answers the server already checked against the same schema (the menu overall: parsing 3,000
   * products costs ~0.5 s on a slow phone), the sample still turns a wrong shape into an error.
   */
  sampleCheck?: boolean;
  /**
   * The answer of this very call, already on its way (the page's first script asked for the start
   * before the storefront's code arrived): read and checked as if the client had fetched it, under
   * the same timeout. A promise is read once: a retry must not pass it again.
   */
  response?: Promise<Response>;
  /**
   * The ETag of the answer the caller already holds. An answer with it (a 304, or a 200 from a
   * stored copy: the browser's cache, the service worker's) comes back as the error NOT_MODIFIED
   * with its body unparsed: the big menu parsed and compared again cost ~45 ms at 1× each time.
   */
  knownEtag?: string | null;
  /**
   * With `knownEtag`: whether the call itself is conditional (If-None-Match), so that an unchanged
   * answer crosses the network as a 304. Not where a cache on the way must store the whole answer
   * (the service worker's first copy of the menu).
   */
  conditional?: boolean;
  /** Told each answer's ETag (null when it has none), before its body is read. */
  onEtag?(etag: string | null): void;
}

/** The error of a call made with `knownEtag` whose answer is the one the caller holds: not a failure. */
export const NOT_MODIFIED = 'NOT_MODIFIED';

/**
 * What `responseAdapter` reads of an answer: a fetch `Response`, or a stand-in with its few members
 * (jsdom, under jest, has no `Response`).
 */
export type AnswerLike = Pick<Response, 'status' | 'text'> & Partial<Pick<Response, 'statusText' | 'headers'>>;

/**
 * An axios adapter that reads the answer `respond` gives instead of sending the call: the
 * answer the page's first script already fetched (CallInput.response), or a test's stand-in. It
 * keeps what axios's own adapters promise: the config's timeout and signal are obeyed while the
 * answer and its body are awaited (a promise the client did not start cannot be aborted, only
 * abandoned), and a status the config's `validateStatus` refuses rejects with the response.
 */
export function responseAdapter(respond: (config: InternalAxiosRequestConfig) => AnswerLike | Promise<AnswerLike>): AxiosAdapter {
  return (config) => new Promise<AxiosResponse>((resolve, reject) => {
    const signal = config.signal as AbortSignal | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = (failure: AxiosError) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      reject(failure);
    };
    const onAbort = () => stop(new CanceledError(undefined, config));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    if (config.timeout) {
      timer = setTimeout(() => stop(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ETIMEDOUT, config)), config.timeout);
    }
    Promise.resolve()
      .then(() => respond(config))
      .then(async (answer) => {
        const response: AxiosResponse<string> = {
          data: await answer.text(),
          status: answer.status,
          statusText: answer.statusText ?? '',
          headers: AxiosHeaders.from(answer.headers ? Object.fromEntries(answer.headers) : {}),
          config,
        };
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (!config.validateStatus || config.validateStatus(response.status)) resolve(response);
        else {
          reject(new AxiosError(`Request failed with status code ${response.status}`,
            response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, null, response));
        }
      })
      .catch((failure: unknown) => stop(AxiosError.from(failure, AxiosError.ERR_NETWORK, config)));
  });
}

/**
 * Items kept of each array. A server that answers another shape answers it in every item, so the
 * first few show it; nested arrays multiply (the menu: 4 categories × 4 products, not 16 × 16).
 */
const SAMPLE_ITEMS = 4;

/** A copy of a JSON value with every array cut to its first items, for a cheap shape check. */
export function sampleOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, SAMPLE_ITEMS).map(sampleOf);
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = sampleOf(item);
    return copy;
  }
  return value;
}

type ResponseOf<R> = R extends RouteDef<any, any, any, infer Res> ? z.output<Res> : never;

const error = (status: number, code: string, message: string): ApiError => ({ status, code, message });

/** The `Accept-Language` name of an interface language: the storefront's 'eng' is HTTP's 'en'. */
export const acceptLanguageOf = (language: Language): string => (language === 'eng' ? 'en' : language);

/** What the request interceptor needs to know of a call beyond axios's own config. */
interface CallConfig extends AxiosRequestConfig {
  /** The route sends the customer's token when there is one (`auth` other than 'none'). */
  carriesToken: boolean;
}

/** The body as JSON: undefined when empty or not JSON (an HTML error page of a proxy, say). */
function jsonOf(data: unknown): unknown {
  // Axios's adapters give the text (responseType 'text'); a stand-in adapter may give it parsed.
  if (typeof data !== 'string') return data;
  try {
    return data ? JSON.parse(data) : undefined;
  } catch {
    return undefined;
  }
}

/** An answer's ETag, null without one (a 304 repeats the one of the answer it stands for). */
function etagOf(response: AxiosResponse<unknown>): string | null {
  const value = AxiosHeaders.from(response.headers as Record<string, string>).get('etag');
  return typeof value === 'string' && value ? value : null;
}

/**
 * The one HTTP client of the storefront (spec §7): `merchant` header, bearer token on calls that
 * carry one, 30 s timeout, the description of an error answer (in the interface language, Russian
 * by default) or the fallback message, the answer parsed with the route's schema, and never a
 * thrown error: every call gives an error-or-data pair. It rides on an axios instance: the headers
 * every call carries are set by its request interceptor, the logout on a 401 by its response
 * interceptor; `call` turns axios's answer or error into the pair.
 */
export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;

  const http = axios.create({
    // The same adapter in the browser and under Node's unit tests (the XHR adapter exists only in
    // browsers, so tests would exercise another one).
    adapter: options.adapter ?? 'fetch',
    timeout: timeoutMs,
    // The client parses and checks the JSON itself: an unparsable body is an error answer's
    // fallback or BAD_RESPONSE, never a string handed on as data.
    responseType: 'text',
    // A timeout is ETIMEDOUT whichever adapter runs (XHR says ECONNABORTED for an abort too).
    transitional: { clarifyTimeoutError: true },
    headers: {
      Accept: 'application/json',
      // The fetch adapter would send `axios/<version>`: it replaces the browser's own in Firefox's
      // requests and, not being a safelisted header, makes a cross-origin call (an absolute
      // API_BASE) preflight with a header the API's CORS list does not admit.
      'User-Agent': false,
    },
  });

  // Read at send time, not when the call was written: the merchant, the token and the language
  // change during a visit (start, login, logout, the language menu).
  http.interceptors.request.use((config) => {
    const language = options.getLanguage?.();
    // A caller may ask for a language other than the interface's.
    if (language) config.headers.set('Accept-Language', acceptLanguageOf(language), false);
    const merchant = options.getMerchant();
    if (merchant !== null && merchant !== undefined && merchant !== '') config.headers.set('merchant', String(merchant));
    const token = (config as InternalAxiosRequestConfig & Partial<CallConfig>).carriesToken ? options.getToken() : null;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
    // Synchronous: nothing here waits, so the call goes out in the same tick, as a plain fetch did.
  }, null, { synchronous: true });

  // Spec §8: a token the API no longer takes logs the customer out. Only a call that carried one
  // says so: a 401 of an anonymous call is that call's own refusal.
  http.interceptors.response.use(null, (failure: unknown) => {
    if (isAxiosError(failure) && failure.response?.status === 401 && failure.config?.headers?.has('Authorization')) {
      options.onUnauthorized?.();
    }
    return Promise.reject(failure);
  });

  async function call<R extends RouteDef>(route: R, input: CallInput = {}): Promise<ApiResult<ResponseOf<R>>> {
    const result = await send(route, input);
    if (result.error && !input.quiet && result.error.code !== 'ABORTED' && result.error.code !== NOT_MODIFIED) options.onError?.(result.error, route);
    return result;
  }

  async function send<R extends RouteDef>(route: R, input: CallInput): Promise<ApiResult<ResponseOf<R>>> {
    const language = options.getLanguage?.() ?? null;
    const fallback = (language && FALLBACK_ERROR_MESSAGES[language]) || FALLBACK_ERROR_MESSAGE;
    let url: string;
    try {
      url = options.baseUrl.replace(/\/+$/, '') + buildPath(route.path, input.params);
    } catch (e) {
      return { data: null, error: error(0, 'BAD_CALL', (e as Error).message) };
    }
    // Built here rather than by axios's `params`: the page's first script asks for the start and
    // the menu at the addresses the contracts' rules write with URLSearchParams (startUrl,
    // overallUrl), and its answer is taken only for that very address.
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    if ([...search].length) url += `?${search}`;

    const config: CallConfig = {
      url,
      method: route.method,
      // JSON whatever the body is (axios would send a string body as it is).
      data: input.body === undefined ? undefined : JSON.stringify(input.body),
      // Without a body, no Content-Type: axios would name a bodiless POST form-encoded.
      headers: {
        ...input.headers,
        'Content-Type': input.body === undefined ? false : 'application/json',
        ...(input.knownEtag && input.conditional ? { 'If-None-Match': input.knownEtag } : {}),
      },
      ...(input.knownEtag ? { validateStatus: (status: number) => (status >= 200 && status < 300) || status === 304 } : {}),
      signal: input.signal,
      carriesToken: route.auth !== 'none',
      ...(input.response ? { adapter: responseAdapter(() => input.response!) } : {}),
    };
    let response: AxiosResponse<unknown>;
    try {
      response = await http.request<unknown>(config);
    } catch (failure) {
      return { data: null, error: failureOf(failure, fallback) };
    }

    const etag = etagOf(response);
    input.onEtag?.(etag);
    if (input.knownEtag && (response.status === 304 || etag === input.knownEtag)) {
      return { data: null, error: error(304, NOT_MODIFIED, fallback) };
    }
    const json = jsonOf(response.data);
    if (!route.response) return { data: json as ResponseOf<R>, error: null };
    const checked = route.response.safeParse(input.sampleCheck ? sampleOf(json) : json);
    if (!checked.success) return { data: null, error: error(response.status, 'BAD_RESPONSE', fallback) };
    return { data: (input.sampleCheck ? json : checked.data) as ResponseOf<R>, error: null };
  }

  /** An axios failure as the client's error: the API's own description when it answered one. */
  function failureOf(failure: unknown, fallback: string): ApiError {
    if (isCancel(failure)) return error(0, 'ABORTED', fallback);
    if (!isAxiosError(failure)) return error(0, 'NETWORK_ERROR', fallback);
    if (failure.code === AxiosError.ETIMEDOUT) return error(0, 'TIMEOUT', `timeout of ${timeoutMs}ms exceeded`);
    const { response } = failure;
    if (!response) return error(0, 'NETWORK_ERROR', fallback);
    const body = ApiErrorBody.safeParse(jsonOf(response.data));
    return error(response.status, body.success ? body.data.code : `HTTP_${response.status}`,
      body.success && body.data.description ? body.data.description : fallback);
  }

  return { call, baseUrl: options.baseUrl };
}

export type ApiClient = ReturnType<typeof createApiClient>;
