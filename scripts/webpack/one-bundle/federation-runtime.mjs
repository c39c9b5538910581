// Stands in for @module-federation/enhanced/runtime in the one-bundle build (BUILD_ONE_BUNDLE=1,
// used only by `npm run bench` to price Module Federation): each remote's `./app` becomes a lazy
// chunk of the shell's own build, so the page runs the same code without a federation runtime,
// remote entries or shared-module negotiation.
const apps = {
  catalog: () => import('../../../mf-catalog/src/app.tsx'),
  basketCheckout: () => import('../../../mf-basket-checkout/src/app.tsx'),
  profile: () => import('../../../mf-profile/src/app.tsx'),
  addressMaps: () => import('../../../mf-address-maps/src/app.tsx'),
  booking: () => import('../../../mf-booking/src/app.tsx'),
};

export function loadRemote(id) {
  const load = apps[id.split('/')[0]];
  return load ? load() : Promise.reject(new Error(`no remote ${id} in the one-bundle build`));
}

export function registerRemotes() {}

export function registerPlugins() {}
