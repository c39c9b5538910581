import { useEffect, useState } from 'react';
import { routes, type Branch } from '@storefront/contracts';
import type { DraftAddress } from '@storefront/runtime';
import { useMountProps } from '@storefront/ui';

export interface DeliveryQuote {
  status: 'none' | 'loading' | 'ready' | 'out-of-area' | 'failed';
  price: number;
  branch: Branch | null;
}

const NONE: DeliveryQuote = { status: 'none', price: 0, branch: null };

/**
 * Spec §4: when the address changes and the basket has items, the nearest delivering branch is
 * looked up and the delivery price recalculated by the tariff call. 0 for an empty basket, no
 * point or no branch; an address outside every delivery area is 'out-of-area' (the checkout shows
 * 'Ayni vaqtda…' / 'Iltimos, boshqa manzilni tanlang'). The branch found becomes the nearest one.
 */
export function useDeliveryQuote(active: boolean, address: DraftAddress | null, productPrice: number): DeliveryQuote {
  const { api, bus, data, store } = useMountProps();
  const [quote, setQuote] = useState<DeliveryQuote>(NONE);
  const latitude = address?.latitude;
  const longitude = address?.longitude;
  const hasItems = productPrice > 0;

  useEffect(() => {
    if (!active || !hasItems || latitude === undefined || longitude === undefined) {
      setQuote(NONE);
      return;
    }
    const controller = new AbortController();
    const signal = controller.signal;
    setQuote((q) => ({ ...q, status: 'loading' }));
    void (async () => {
      const closest = await api.call(routes.closestBranch, {
        params: { merchantId: String(data.merchant.id) }, query: { lat: latitude, lon: longitude, type: 'DELIVERY' }, signal, quiet: true,
      });
      if (signal.aborted) return;
      if (closest.error) {
        if (closest.error.code === 'OUT_OF_DELIVERY_AREA' || closest.error.code === 'NO_BRANCHES') setQuote({ status: 'out-of-area', price: 0, branch: null });
        else {
          bus.emit('notify', { kind: 'error', message: closest.error.message });
          setQuote({ status: 'failed', price: 0, branch: null });
        }
        return;
      }
      const branch = closest.data;
      if (store.getState().nearestBranch?.id !== branch.id) bus.emit('branch/nearest-changed', { branch });
      const tariff = await api.call(routes.tariff, {
        body: { productPrice, branchId: branch.id, latitude, longitude, cityId: branch.cityId }, signal, quiet: true,
      });
      if (signal.aborted) return;
      if (tariff.error) {
        if (tariff.error.code === 'OUT_OF_DELIVERY_AREA') setQuote({ status: 'out-of-area', price: 0, branch });
        else {
          bus.emit('notify', { kind: 'error', message: tariff.error.message });
          setQuote({ status: 'failed', price: 0, branch });
        }
        return;
      }
      setQuote({ status: 'ready', price: tariff.data.price, branch });
    })();
    return () => controller.abort();
  }, [api, bus, data.merchant.id, store, active, hasItems, latitude, longitude, productPrice]);

  return quote;
}
