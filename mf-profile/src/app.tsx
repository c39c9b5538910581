import { createRemoteApp } from '@storefront/ui';
import { ProfileApp } from './ProfileApp';
import { translations } from './translations';

/** `./app`: the profile remote's single-spa lifecycles. */
const lifecycles = createRemoteApp({ name: 'profile', App: ProfileApp, translations });

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
