import { createConfig } from '@storefront/tooling';

export default createConfig({ dir: import.meta.dirname, name: 'shell', host: true });
