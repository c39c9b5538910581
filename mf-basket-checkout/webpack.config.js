import { createConfig } from '@storefront/tooling';

export default createConfig({ dir: import.meta.dirname, name: 'basketCheckout', exposes: { './app': './src/app.tsx' } });
