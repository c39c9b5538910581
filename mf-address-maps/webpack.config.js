import { createConfig } from '@storefront/tooling';

export default createConfig({ dir: import.meta.dirname, name: 'addressMaps', exposes: { './app': './src/app.tsx' } });
