// The basket and checkout's part of the first view (shared-ui/src/first-view.tsx), by the very
// components it renders in the browser: on `/checkout`, its box and heading. The basket's lines and
// the customer are known only to the browser, which draws the rest below them. (No part for
// `/basket`: with lines, its largest paint is a line's name, which only the browser knows.)
import { screenTopFirstView } from '@storefront/ui/first-view';
import { CheckoutFrame } from './features/checkout';
import { BASKET_CHECKOUT_CSS } from './styles';
import { translations } from './translations';

export const { version, paths, renderFirstView } = screenTopFirstView({
  path: '/checkout', namespace: 'basketCheckout', translations, css: BASKET_CHECKOUT_CSS,
  readySelector: '#content .bc-checkout h1', render: () => <CheckoutFrame />,
});
