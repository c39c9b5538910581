import { useEffect, useState } from 'react';
import { routes, type Overall } from '@storefront/contracts';
import { callRoute } from './api';
import type { MountProps } from './mount-props';

export type OverallState =
  | { status: 'loading' }
  | { status: 'ready'; overall: Overall }
  | { status: 'error'; message: string };

/** The web menu of the merchant (`GET /products/v1/overalls?type=WEB`), loaded once per mount. */
export function useOverall({ apiBase, merchant }: Pick<MountProps, 'apiBase' | 'merchant'>): OverallState {
  const [state, setState] = useState<OverallState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    callRoute(routes.overalls, { apiBase, merchantId: merchant.id, signal: controller.signal }, { query: { type: 'WEB' } })
      .then((overall) => setState({ status: 'ready', overall }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [apiBase, merchant.id]);
  return state;
}
