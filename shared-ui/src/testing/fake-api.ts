import {
  FALLBACK_ERROR_MESSAGE, FALLBACK_ERROR_MESSAGES, buildPath, routes, type ApiError, type ApiResult, type Language,
  type RouteDef, type RouteResponse,
} from '@storefront/contracts';
import { sampleOf, type ApiClient, type CallInput } from '@storefront/runtime';

/** A route by its name in the contracts' route table (`routes.vacancies` is 'vacancies'). */
export type RouteName = keyof typeof routes;

/** One call the remote made, as the fake API received it. */
export interface ApiRequest {
  route: RouteName;
  method: RouteDef['method'];
  /** The path with its parameters filled in ('/support/v1/vacancies/7'). */
  path: string;
  params: Record<string, string | number>;
  query: Record<string, unknown>;
  body: unknown;
  /** The caller shows the error itself; a call without it has its error shown by the shell (`notify`). */
  quiet: boolean;
}

/** An error answer; make one with `apiError`. */
export class ApiErrorAnswer implements ApiError {
  constructor(readonly status: number, readonly code: string, readonly message: string) {}
}

/**
 * The API refusing a call: `message` is the description the API would answer (the text the
 * customer sees). Status 0 stands for a call that never got an answer (code 'NETWORK_ERROR').
 */
export const apiError = (status: number, code: string, message: string) => new ApiErrorAnswer(status, code, message);

type Answer<R> = RouteResponse<R> | ApiErrorAnswer;

/** The answer of one route: the data itself, or a function of the request giving it (or a promise of it). */
export type RouteHandler<R> = Answer<R> | ((request: ApiRequest) => Answer<R> | Promise<Answer<R>>);

/** Answers by route name; a route left out answers 404 `NO_TEST_HANDLER` and is listed in `unhandled`. */
export type ApiHandlers = { [K in RouteName]?: RouteHandler<(typeof routes)[K]> };

export interface FakeApi {
  /** What the remote receives as `props.api`. */
  client: ApiClient;
  /** Every call, in the order they were made. */
  calls: ApiRequest[];
  /** The calls of one route. */
  callsTo(route: RouteName): ApiRequest[];
  /** Calls no handler answered. */
  unhandled: ApiRequest[];
  /** Answers of a handler that the route's schema refuses: a broken fixture, reported when the test ends. */
  problems: string[];
  /** Sets (or replaces) the answer of a route from now on. */
  on<K extends RouteName>(route: K, handler: RouteHandler<(typeof routes)[K]>): void;
}

const NAMES = new Map<RouteDef, RouteName>(Object.entries(routes).map(([name, route]) => [route as RouteDef, name as RouteName]));

function nameOf(route: RouteDef): RouteName {
  const name = NAMES.get(route) ?? [...NAMES].find(([known]) => known.method === route.method && known.path === route.path)?.[1];
  if (!name) throw new Error(`the fake API only answers routes of the contracts' table; got ${route.method} ${route.path}`);
  return name;
}

/**
 * `props.api` answered by `handlers` instead of the network, keeping what the shell's client does
 * around an answer: a call aborted meanwhile gives ABORTED, an answer is checked with the route's
 * schema (parsed as the client parses it), an error of a call that is not `quiet` is shown by the
 * shell (here: `onError`, which emits `notify` on the bus), and a 401 of a call carrying the token
 * logs the customer out (`onUnauthorized`).
 */
export function createFakeApi(handlers: ApiHandlers, hooks: {
  language(): Language;
  token(): string | null;
  onError(error: ApiError): void;
  onUnauthorized(): void;
}): FakeApi {
  const answers: ApiHandlers = { ...handlers };
  const calls: ApiRequest[] = [];
  const unhandled: ApiRequest[] = [];
  const problems: string[] = [];

  async function call(route: RouteDef, input: CallInput = {}): Promise<ApiResult<unknown>> {
    const fallback = FALLBACK_ERROR_MESSAGES[hooks.language()] ?? FALLBACK_ERROR_MESSAGE;
    const failed = (error: ApiError): ApiResult<unknown> => {
      if (!input.quiet && error.code !== 'ABORTED') hooks.onError(error);
      if (error.status === 401 && route.auth !== 'none' && hooks.token()) hooks.onUnauthorized();
      return { data: null, error };
    };
    const name = nameOf(route);
    let path: string;
    try {
      path = buildPath(route.path, input.params);
    } catch (e) {
      return failed({ status: 0, code: 'BAD_CALL', message: (e as Error).message });
    }
    const request: ApiRequest = {
      route: name, method: route.method, path, params: input.params ?? {}, query: input.query ?? {}, body: input.body, quiet: Boolean(input.quiet),
    };
    calls.push(request);
    const handler = answers[name] as RouteHandler<unknown> | undefined;
    let answer: unknown;
    if (handler === undefined) {
      unhandled.push(request);
      answer = apiError(404, 'NO_TEST_HANDLER', `no test handler for ${name} (${route.method} ${path})`);
    } else {
      answer = typeof handler === 'function' ? await (handler as (r: ApiRequest) => unknown)(request) : handler;
    }
    if (input.signal?.aborted) return failed({ status: 0, code: 'ABORTED', message: fallback });
    if (answer instanceof ApiErrorAnswer) return failed({ status: answer.status, code: answer.code, message: answer.message });

    // Through JSON, as an answer travels: the screen never shares an object with the test.
    const json: unknown = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
    if (!route.response) return { data: json, error: null };
    const checked = route.response.safeParse(input.sampleCheck ? sampleOf(json) : json);
    if (!checked.success) {
      problems.push(`the answer of ${name} does not match its schema: ${checked.error.message}`);
      return failed({ status: 200, code: 'BAD_RESPONSE', message: fallback });
    }
    return { data: input.sampleCheck ? json : checked.data, error: null };
  }

  return {
    client: { call: call as ApiClient['call'], baseUrl: 'http://api.test' },
    calls,
    callsTo: (route) => calls.filter((request) => request.route === route),
    unhandled,
    problems,
    on(route, handler) {
      (answers as Record<string, unknown>)[route] = handler;
    },
  };
}
