import { createRemoteApp } from '@storefront/ui';
import { BookingApp } from './BookingApp';
import { translations } from './translations';

/** `./app`: the booking remote's single-spa lifecycles (table reservations, vacancies, the dine-in waiter call). */
const lifecycles = createRemoteApp({ name: 'booking', App: BookingApp, translations });

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
