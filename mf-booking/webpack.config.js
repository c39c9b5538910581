import { createConfig } from '../scripts/webpack/create-config.mjs';

export default createConfig({ dir: import.meta.dirname, name: 'booking', exposes: { './app': './src/app.tsx' } });
