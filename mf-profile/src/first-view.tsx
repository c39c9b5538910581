// The profile's part of the first view (shared-ui/src/first-view.tsx), by the very components the
// profile renders in the browser: on `/profile/orders`, the list's heading. The customer (logged in
// or not) and their orders are known only to the browser, which draws them below it.
import { screenTopFirstView } from '@storefront/ui/first-view';
import { OrdersSection } from './features/orders';
import { PROFILE_CSS } from './styles';
import { translations } from './translations';

export const { version, paths, renderFirstView } = screenTopFirstView({
  path: '/profile/orders', namespace: 'profile', translations, css: PROFILE_CSS, readySelector: '#content h1', render: () => <OrdersSection />,
});
