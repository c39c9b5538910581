import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of spec §7. `path` uses `:param` segments; `auth` says whether the bearer token is sent
 * ('token'), may be sent ('optional') or is not sent ('none'); `tenant` says whether the `merchant`
 * header scopes the call (everything except the lookups that find the merchant in the first place).
 */
export interface RouteDef<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Absent for binary answers (the media endpoint). */
  response?: R;
  auth: 'none' | 'token' | 'optional';
  tenant: boolean;
  /** false where spec §7 leaves the path unnamed and the path is our choice. */
  specNamed: boolean;
  /**
   * The answer is a text/event-stream that stays open: read it with the live-events
   * reader, not the JSON client; `response` is absent and the events' data have schemas of their own.
   */
  stream?: true;
}

/** Keeps the literal `auth` of each route, so the API can type the customer as present on 'token' routes. */
export const defineRoute = <
  P extends z.ZodMiniType, Q extends z.ZodMiniType, B extends z.ZodMiniType, R extends z.ZodMiniType, A extends RouteDef['auth'],
>(
  def: RouteDef<P, Q, B, R> & { auth: A },
): RouteDef<P, Q, B, R> & { auth: A } => def;

export type RouteResponse<T> = T extends RouteDef<any, any, any, infer R> ? z.output<R> : never;

/** Fills `:name` segments of a route path; every value is URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Path parameter "${name}" is missing for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
