import { createRemoteApp } from '@storefront/ui';
import { BasketCheckoutApp } from './BasketCheckoutApp';
import { translations } from './translations';

/** `./app`: the basket and checkout remote's single-spa lifecycles. */
const lifecycles = createRemoteApp({ name: 'basketCheckout', App: BasketCheckoutApp, translations });

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
