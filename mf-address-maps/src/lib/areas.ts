import { useEffect, useState } from 'react';
import { routes, type DeliveryArea } from '@storefront/contracts';
import { useMountProps } from '@storefront/ui';

/** Every delivery area of the merchant's cities (spec §7 `GET /deliveries/v1/areas/{cityId}`). */
export function useDeliveryAreas(): DeliveryArea[] {
  const { api, data } = useMountProps();
  const [areas, setAreas] = useState<DeliveryArea[]>([]);
  const cityIds = data.cities.map((city) => city.id).join();
  useEffect(() => {
    const controller = new AbortController();
    const ids = cityIds ? cityIds.split(',').map(Number) : [];
    void Promise.all(ids.map((cityId) => api.call(routes.deliveryAreas, { params: { cityId }, signal: controller.signal, quiet: true })))
      .then((results) => {
        if (!controller.signal.aborted) setAreas(results.flatMap((result) => result.data ?? []));
      });
    return () => controller.abort();
  }, [api, cityIds]);
  return areas;
}
