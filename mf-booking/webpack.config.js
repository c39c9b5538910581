import { createConfig } from '@storefront/tooling';

export default createConfig({ dir: import.meta.dirname, name: 'booking', exposes: { './app': './src/app.tsx' } });
