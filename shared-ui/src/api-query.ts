import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError, RouteDef, RouteResponse } from '@storefront/contracts';
import type { CallInput } from '@storefront/runtime';
import { useMountProps } from './context';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiError };

export type QueryInput = Pick<CallInput, 'params' | 'query' | 'quiet'>;

export interface QueryOptions {
  /** Ask again this often while the screen is shown (a page without live updates polls); off when absent. */
  refreshEveryMs?: number;
}

/**
 * Reads one route of the route table while the component is on screen: loading, then the answer
 * or the error, again whenever the route or its input changes or `reload()` is called; a call that
 * is no longer wanted is aborted and its late answer ignored. `null` waits (nothing to ask yet).
 * Asking the same thing again keeps showing the last answer until the new one comes.
 */
export function useApiQuery<R extends RouteDef>(route: R | null, input: QueryInput = {}, options: QueryOptions = {}): QueryState<RouteResponse<R>> & { reload(): void } {
  const { api } = useMountProps();
  const [state, setState] = useState<QueryState<RouteResponse<R>>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // The input is compared by value: a caller writing `{ params: { id } }` inline must not refetch every render.
  const key = route ? `${route.method} ${route.path} ${JSON.stringify([input.params, input.query, input.quiet])}` : null;
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    if (!route) return;
    const controller = new AbortController();
    if (shownKey.current !== key) setState({ status: 'loading' });
    shownKey.current = key;
    void api.call(route, { ...input, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.error ? { status: 'error', error: result.error } : { status: 'ready', data: result.data as RouteResponse<R> });
    });
    return () => controller.abort();
    // `key` stands for route and input by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const { refreshEveryMs } = options;
  useEffect(() => {
    if (!route || !refreshEveryMs) return;
    const timer = setInterval(reload, refreshEveryMs);
    return () => clearInterval(timer);
  }, [route, refreshEveryMs, reload]);
  // The same object until the state changes, so callers may derive memoised values from it.
  return useMemo(() => ({ ...state, reload }), [state, reload]);
}
