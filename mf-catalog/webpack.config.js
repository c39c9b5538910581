import { createConfig } from '@storefront/tooling';

export default createConfig({
  dir: import.meta.dirname,
  name: 'catalog',
  exposes: { './app': './src/app.tsx' },
  // The screen each route loads lazily, by the chunk name of its import in src/CatalogApp.tsx: the
  // build publishes their files by route path in start-files.json, and the shell's first script
  // preloads the files of the route it opens. The chunk names stay this remote's own.
  startFiles: {
    routes: {
      '/product/:id': 'screen-product-id',
      '/search': 'screen-search',
      '/category': 'screen-category',
      '/extra': 'screen-extra',
      '/extra2': 'screen-extra2',
    },
  },
});
