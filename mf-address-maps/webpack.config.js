import { createConfig } from '@storefront/tooling';

export default createConfig({
  dir: import.meta.dirname,
  name: 'addressMaps',
  exposes: { './app': './src/app.tsx' },
  // The screen each map route loads lazily (SCREEN_CHUNKS in src/AddressMapsApp.tsx) and the
  // Leaflet engine (src/map/preload.ts), by the chunk names of their imports: the build publishes
  // their files in start-files.json, the screens by route path and the engine by the contracts'
  // public name for it (MAP_ENGINE_CHUNK, 'map-leaflet'). The chunk names stay this remote's own.
  startFiles: {
    routes: {
      '/address/delivery': 'screen-address-delivery',
      '/profile/address/create': 'screen-profile-address-create',
      '/address/pickup': 'screen-address-pickup',
      '/address/pickup2': 'screen-address-pickup',
      '/profile/orders/:id/map': 'screen-profile-orders-id-map',
      '/branches/map': 'screen-branches-map',
    },
    parts: { 'map-leaflet': 'map-leaflet' },
  },
});
