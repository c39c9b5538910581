// Stands in for @module-federation/enhanced/runtime in the one-bundle build (used only by
// `npm run bench` to price Module Federation; the bench names this file in BUILD_ONE_BUNDLE): each
// remote's `./app` becomes a lazy chunk of the shell's own build, so the page runs the same code
// without a federation runtime, remote entries or shared-module negotiation. It lives in the bench,
// not in the build factory, because it imports every remote.
const apps = {
  catalog: () => import('@storefront/mf-catalog/src/app.tsx'),
  basketCheckout: () => import('@storefront/mf-basket-checkout/src/app.tsx'),
  profile: () => import('@storefront/mf-profile/src/app.tsx'),
  addressMaps: () => import('@storefront/mf-address-maps/src/app.tsx'),
  booking: () => import('@storefront/mf-booking/src/app.tsx'),
};

export function loadRemote(id) {
  const load = apps[id.split('/')[0]];
  return load ? load() : Promise.reject(new Error(`no remote ${id} in the one-bundle build`));
}

export function registerRemotes() {}

export function registerPlugins() {}
