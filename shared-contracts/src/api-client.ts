import type * as z from 'zod/mini';
import { ApiErrorBody, FALLBACK_ERROR_MESSAGE, FALLBACK_ERROR_MESSAGES, type ApiError, type ApiResult, type Language } from './common';
import { HTTP_TIMEOUT_MS } from './constants';
import { buildPath, type RouteDef } from './route';

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
  fetch?: typeof fetch;
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
}

/** Rejects as an aborted fetch would when the signal aborts: a promise the client did not start obeys its timeout too. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
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

/**
 * The one HTTP client of the storefront (spec §7): `merchant` header, bearer token on calls that
 * carry one, 30 s timeout, the description of an error answer (in the interface language, Russian
 * by default) or the fallback message, the
 * answer parsed with the route's schema, and never a thrown error: every call gives an error-or-data pair.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;

  async function call<R extends RouteDef>(route: R, input: CallInput = {}): Promise<ApiResult<ResponseOf<R>>> {
    const result = await send(route, input);
    if (result.error && !input.quiet && result.error.code !== 'ABORTED') options.onError?.(result.error, route);
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
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    if ([...search].length) url += `?${search}`;

    const headers: Record<string, string> = {
      accept: 'application/json', ...(language ? { 'accept-language': acceptLanguageOf(language) } : {}), ...input.headers,
    };
    const merchant = options.getMerchant();
    if (merchant !== null && merchant !== undefined && merchant !== '') headers.merchant = String(merchant);
    const token = route.auth === 'none' ? null : options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (input.body !== undefined) headers['content-type'] = 'application/json';

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    input.signal?.addEventListener('abort', () => controller.abort(input.signal?.reason), { once: true });
    let response: Response;
    try {
      response = await (input.response
        ? Promise.race([input.response, untilAborted(controller.signal)])
        : doFetch(url, {
          method: route.method,
          headers,
          body: input.body === undefined ? undefined : JSON.stringify(input.body),
          signal: controller.signal,
        }));
    } catch (e) {
      const timedOut = (controller.signal.reason as DOMException | undefined)?.name === 'TimeoutError';
      return {
        data: null,
        error: timedOut
          ? error(0, 'TIMEOUT', `timeout of ${timeoutMs}ms exceeded`)
          : error(0, (e as Error).name === 'AbortError' ? 'ABORTED' : 'NETWORK_ERROR', fallback),
      };
    } finally {
      clearTimeout(timer);
    }

    const text = await response.text().catch(() => '');
    // Abandoned while the body was still coming (the screen asked again, or the timeout): not a bad answer.
    if (controller.signal.aborted) {
      const timedOut = (controller.signal.reason as DOMException | undefined)?.name === 'TimeoutError';
      return { data: null, error: timedOut ? error(0, 'TIMEOUT', `timeout of ${timeoutMs}ms exceeded`) : error(0, 'ABORTED', FALLBACK_ERROR_MESSAGE) };
    }
    let json: unknown;
    try { json = text ? JSON.parse(text) : undefined; } catch { json = undefined; }

    if (!response.ok) {
      if (response.status === 401 && token) options.onUnauthorized?.();
      const body = ApiErrorBody.safeParse(json);
      return {
        data: null,
        error: error(response.status, body.success ? body.data.code : `HTTP_${response.status}`,
          body.success && body.data.description ? body.data.description : fallback),
      };
    }
    if (!route.response) return { data: json as ResponseOf<R>, error: null };
    if (input.sampleCheck) {
      const sample = route.response.safeParse(sampleOf(json));
      return sample.success
        ? { data: json as ResponseOf<R>, error: null }
        : { data: null, error: error(response.status, 'BAD_RESPONSE', fallback) };
    }
    const parsed = route.response.safeParse(json);
    if (!parsed.success) {
      return { data: null, error: error(response.status, 'BAD_RESPONSE', fallback) };
    }
    return { data: parsed.data as ResponseOf<R>, error: null };
  }

  return { call, baseUrl: options.baseUrl };
}

export type ApiClient = ReturnType<typeof createApiClient>;
