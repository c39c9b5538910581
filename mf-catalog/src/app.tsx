import { createRemoteApp } from '@storefront/ui';
import { CatalogApp } from './CatalogApp';
import { translations } from './translations';

/** `./app`: the catalogue's single-spa lifecycles. */
const lifecycles = createRemoteApp({ name: 'catalog', App: CatalogApp, translations });

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
