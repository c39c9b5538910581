import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiError, CallInput, RouteDef, RouteResponse } from '@storefront/contracts';
import { useMountProps } from './context';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiError };

export type QueryInput = Pick<CallInput, 'params' | 'query' | 'quiet'>;

/**
 * Reads one route of the route table while the component is on screen: loading, then the answer
 * or the error, again whenever the route or its input changes or `reload()` is called; a call that
 * is no longer wanted is aborted and its late answer ignored. `null` waits (nothing to ask yet).
 */
export function useApiQuery<R extends RouteDef>(route: R | null, input: QueryInput = {}): QueryState<RouteResponse<R>> & { reload(): void } {
  const { api } = useMountProps();
  const [state, setState] = useState<QueryState<RouteResponse<R>>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // The input is compared by value: a caller writing `{ params: { id } }` inline must not refetch every render.
  const key = route ? `${route.method} ${route.path} ${JSON.stringify([input.params, input.query, input.quiet])}` : null;

  useEffect(() => {
    if (!route) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    void api.call(route, { ...input, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.error ? { status: 'error', error: result.error } : { status: 'ready', data: result.data as RouteResponse<R> });
    });
    return () => controller.abort();
    // `key` stands for route and input by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  // The same object until the state changes, so callers may derive memoised values from it.
  return useMemo(() => ({ ...state, reload }), [state, reload]);
}
