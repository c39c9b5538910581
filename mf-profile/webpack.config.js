import { createConfig } from '@storefront/tooling';

export default createConfig({ dir: import.meta.dirname, name: 'profile', exposes: { './app': './src/app.tsx' } });
