import { useEffect, useMemo, useState } from 'react';
import { routes, type DeliveryArea } from '@storefront/contracts';
import { useMountProps } from '@storefront/ui';
import type { MapArea } from '../map/types';

/** An area without a colour of its own is drawn in this green. */
const AREA_COLOR = '#4CAF50';

/** Delivery areas as the map draws them: spec §3 stores the outline as lon/lat pairs. */
export function mapAreasOf(areas: readonly DeliveryArea[]): MapArea[] {
  return areas.map((area) => ({
    id: area.id,
    ring: area.polygon.map(([longitude, latitude]) => ({ latitude, longitude })),
    color: area.color || AREA_COLOR,
  }));
}

/** The same areas for the map, kept while the areas are (an engine redraws them when this changes). */
export function useMapAreas(areas: readonly DeliveryArea[]): MapArea[] {
  return useMemo(() => mapAreasOf(areas), [areas]);
}

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
