import { createRemoteApp } from '@storefront/ui';
import { AddressMapsApp } from './AddressMapsApp';
import { translations } from './translations';

/** `./app`: the address and maps remote's single-spa lifecycles. */
const lifecycles = createRemoteApp({ name: 'addressMaps', App: AddressMapsApp, translations });

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
