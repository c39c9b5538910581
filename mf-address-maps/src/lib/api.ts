import { buildPath, type RouteDef, type RouteResponse } from '@storefront/contracts';

export interface ApiContext {
  apiBase: string;
  merchantId: number;
  signal?: AbortSignal;
}

export class ApiCallError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/**
 * One call of the route table with the `merchant` header; the answer is checked against the
 * route's response schema. (The contracts' API client factory replaces this helper.)
 */
export async function callRoute<R extends RouteDef>(
  route: R,
  ctx: ApiContext,
  options: { params?: Record<string, string | number>; query?: Record<string, string | number> } = {},
): Promise<RouteResponse<R>> {
  const search = new URLSearchParams(
    Object.entries(options.query ?? {}).map(([key, value]) => [key, String(value)]),
  ).toString();
  const url = ctx.apiBase + buildPath(route.path, options.params) + (search ? `?${search}` : '');
  const response = await fetch(url, {
    method: route.method,
    headers: { accept: 'application/json', merchant: String(ctx.merchantId) },
    signal: ctx.signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body ?? {}) as { code?: string; description?: string };
    throw new ApiCallError(response.status, error.code ?? 'HTTP_' + response.status,
      error.description ?? `${route.method} ${route.path} answered ${response.status}`);
  }
  if (!route.response) return body as RouteResponse<R>;
  const parsed = route.response.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${route.method} ${route.path}: the answer does not match the contract at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data as RouteResponse<R>;
}
