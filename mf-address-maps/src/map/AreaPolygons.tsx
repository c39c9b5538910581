import { Polygon } from 'react-leaflet';
import type { DeliveryArea } from '@storefront/contracts';

/** The merchant's delivery areas drawn in their colours (polygons are lon/lat pairs, spec §3). */
export function AreaPolygons({ areas }: { areas: readonly DeliveryArea[] }) {
  return (
    <>
      {areas.map((a) => (
        <Polygon key={a.id} positions={a.polygon.map(([lon, lat]) => [lat, lon] as [number, number])} interactive={false}
          pathOptions={{ color: a.color || '#4CAF50', weight: 2, fillOpacity: 0.1 }} />
      ))}
    </>
  );
}
