import { createConfig } from '@storefront/tooling';

export default createConfig({ dir: import.meta.dirname, name: 'catalog', exposes: { './app': './src/app.tsx' } });
