import { lazy, Suspense, useEffect } from 'react';
import { matchAppRoute } from '@storefront/contracts';
import { useMountProps, usePathname, useScreen, useT } from '@storefront/ui';
import { preloadMapEngine } from './map/preload';
import { BranchesPage } from './features/branches';
import { ChooseAddressPage } from './features/choose';

/*
 * The map screens are loaded on their routes only: Leaflet and react-leaflet sit in these chunks
 * (named so the e2e suite and the benchmark can tell them apart), never in the remote's first chunk.
 */
const DeliveryAddressPage = lazy(() => import(/* webpackChunkName: "map-delivery" */ './features/delivery/DeliveryAddressPage')
  .then((m) => ({ default: m.DeliveryAddressPage })));
const AddressFormPage = lazy(() => import(/* webpackChunkName: "map-address-form" */ './features/address-form')
  .then((m) => ({ default: m.AddressFormPage })));
const PickupPage = lazy(() => import(/* webpackChunkName: "map-pickup" */ './features/pickup/PickupPage')
  .then((m) => ({ default: m.PickupPage })));
const CourierMapPage = lazy(() => import(/* webpackChunkName: "map-courier" */ './features/courier/CourierMapPage')
  .then((m) => ({ default: m.CourierMapPage })));
const BranchesMapPage = lazy(() => import(/* webpackChunkName: "map-branches" */ './features/branches/BranchesMapPage')
  .then((m) => ({ default: m.BranchesMapPage })));

function Loading() {
  const t = useT();
  return <p className="am-loading" style={{ padding: 16 }}>{t('loading')}</p>;
}

/** The screens drawn through MapView: their map engine is fetched alongside their own chunk. */
const MAP_VIEW_ROUTES = new Set(['/address/delivery', '/profile/address/create', '/address/pickup', '/address/pickup2', '/branches/map', '/profile/orders/:id/map']);

export function AddressMapsApp() {
  const pathname = usePathname();
  const props = useMountProps();
  const routePath = matchAppRoute(pathname)?.route.path ?? null;
  const drawsMap = routePath !== null && MAP_VIEW_ROUTES.has(routePath);
  useEffect(() => {
    if (drawsMap) preloadMapEngine(props);
  }, [drawsMap, props]);
  const screen = useScreen<'addressMaps'>({
    '/branches': () => <BranchesPage />,
    '/address/pickup': () => <PickupPage />,
    // Spec §2 names /address/pickup2 beside /address/pickup, both on the map layout, and nothing
    // tells them apart: the second shows the same pick-up screen until a difference is known.
    '/address/pickup2': () => <PickupPage />,
    '/branches/map': () => <BranchesMapPage />,
    '/address/delivery': () => <DeliveryAddressPage />,
    '/choose-address': () => <ChooseAddressPage />,
    '/profile/address/create': () => <AddressFormPage />,
    '/profile/orders/:id/map': ({ id }) => <CourierMapPage id={Number(id)} />,
  }, () => null);
  return <Suspense fallback={<Loading />}>{screen}</Suspense>;
}
