import { useEffect } from 'react';
import { matchAppRoute } from '@storefront/contracts';
import { useMountProps, ScreenRoutes } from '@storefront/ui';
import { useLocation } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { chunk, useChunk } from './lib/chunks';
import { preloadMapEngine } from './map/preload';
import { BranchesPage } from './features/branches';
import { ChooseAddressPage } from './features/choose';

/*
 * The map screens are loaded on their routes only: Leaflet and react-leaflet sit in these chunks,
 * never in the remote's first chunk. Each chunk's name is this remote's own: webpack.config.js
 * publishes its files by route path in start-files.json (the engine by its public part name,
 * MAP_ENGINE_CHUNK), so the page's first script fetches a map screen opened by its address with
 * its engine; the e2e suite and the benchmark tell them apart by these names too.
 */
const SCREEN_CHUNKS = {
  delivery: chunk(() => import(/* webpackChunkName: "screen-address-delivery" */ './features/delivery/DeliveryAddressPage')),
  addressForm: chunk(() => import(/* webpackChunkName: "screen-profile-address-create" */ './features/address-form')),
  pickup: chunk(() => import(/* webpackChunkName: "screen-address-pickup" */ './features/pickup/PickupPage')),
  courier: chunk(() => import(/* webpackChunkName: "screen-profile-orders-id-map" */ './features/courier/CourierMapPage')),
  branchesMap: chunk(() => import(/* webpackChunkName: "screen-branches-map" */ './features/branches/BranchesMapPage')),
};

function DeliveryAddressScreen() {
  const m = useChunk(SCREEN_CHUNKS.delivery);
  return m ? <m.DeliveryAddressPage /> : <Loading />;
}
function AddressFormScreen() {
  const m = useChunk(SCREEN_CHUNKS.addressForm);
  return m ? <m.AddressFormPage /> : <Loading />;
}
function PickupScreen() {
  const m = useChunk(SCREEN_CHUNKS.pickup);
  return m ? <m.PickupPage /> : <Loading />;
}
function CourierMapScreen({ id }: { id: number }) {
  const m = useChunk(SCREEN_CHUNKS.courier);
  return m ? <m.CourierMapPage id={id} /> : <Loading />;
}
function BranchesMapScreen() {
  const m = useChunk(SCREEN_CHUNKS.branchesMap);
  return m ? <m.BranchesMapPage /> : <Loading />;
}

/** The chunk of each map screen's route (those the route table marks `drawsMap`). */
const CHUNK_OF_ROUTE: Record<string, keyof typeof SCREEN_CHUNKS> = {
  '/address/delivery': 'delivery', '/profile/address/create': 'addressForm', '/address/pickup': 'pickup', '/address/pickup2': 'pickup',
  '/branches/map': 'branchesMap', '/profile/orders/:id/map': 'courier',
};

/*
 * A page opened on a map route starts fetching its screen's chunk as soon as this module runs,
 * before the shell has mounted the remote and React has rendered it: the first tiles come sooner.
 * (A failed fetch here is fetched again, and reported, by the screen itself.)
 */
const openedOn = typeof location === 'undefined' ? undefined : matchAppRoute(location.pathname)?.route.path;
if (openedOn && CHUNK_OF_ROUTE[openedOn]) void SCREEN_CHUNKS[CHUNK_OF_ROUTE[openedOn]].load().catch(() => {});

function Loading() {
  const { t } = useTranslation();
  return <p className="am-loading" style={{ padding: 16 }}>{t('loading')}</p>;
}

export function AddressMapsApp() {
  const pathname = useLocation().pathname;
  const props = useMountProps();
  // Every map screen draws through MapView: its engine is fetched alongside the screen's own chunk.
  const route = matchAppRoute(pathname)?.route;
  const drawsMap = route !== undefined && 'drawsMap' in route;
  useEffect(() => {
    if (drawsMap) preloadMapEngine(props);
  }, [drawsMap, props]);
  const screen = <ScreenRoutes<'addressMaps'> screens={{
    '/branches': () => <BranchesPage />,
    '/address/pickup': () => <PickupScreen />,
    // Spec §2 names /address/pickup2 beside /address/pickup, both on the map layout, and nothing
    // tells them apart: the second shows the same pick-up screen until a difference is known.
    '/address/pickup2': () => <PickupScreen />,
    '/branches/map': () => <BranchesMapScreen />,
    '/address/delivery': () => <DeliveryAddressScreen />,
    '/choose-address': () => <ChooseAddressPage />,
    '/profile/address/create': () => <AddressFormScreen />,
    '/profile/orders/:id/map': ({ id }) => <CourierMapScreen id={Number(id)} />,
  }} fallback={() => null} />;
  return screen;
}
