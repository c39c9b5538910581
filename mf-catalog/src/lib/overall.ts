import { useEffect, useState } from 'react';
import { routes, type Overall } from '@storefront/contracts';
import type { MountProps } from './mount-props';

export type OverallState =
  | { status: 'loading' }
  | { status: 'ready'; overall: Overall }
  | { status: 'error'; message: string };

/** The web menu of the merchant (`GET /products/v1/overalls?type=WEB`), loaded once per mount. */
export function useOverall({ api, merchant }: Pick<MountProps, 'api' | 'merchant'>): OverallState {
  const [state, setState] = useState<OverallState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void api.call(routes.overalls, { query: { type: 'WEB' }, signal: controller.signal }).then(({ data, error }) => {
      if (controller.signal.aborted) return;
      setState(error ? { status: 'error', message: error.message } : { status: 'ready', overall: data });
    });
    return () => controller.abort();
  }, [api, merchant.id]);
  return state;
}
