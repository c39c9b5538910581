import { createConfig } from '@storefront/tooling';

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  // The first view's module (src/first-view/README.md): the page server's part, bundled for Node
  // into dist/first-view.mjs, and the two scripts written into the page itself.
  firstView: {
    part: './src/first-view/page-server.tsx',
    earlyScript: './src/first-view/early-script.ts',
    guard: './src/first-view/guard.ts',
  },
});
