// The basket and checkout's part of the first view (shared-ui/src/first-view.tsx), by the very
// components it renders in the browser: on `/checkout`, its box and heading. The basket's lines and
// the customer are known only to the browser, which draws the rest below them. (No part for
// `/basket`: with lines, its largest paint is a line's name, which only the browser knows.)
import { FIRST_VIEW_VERSION, renderRemotePart, type FirstViewInput, type FirstViewPart } from '@storefront/ui/first-view';
import { CheckoutFrame } from './features/checkout';
import { BASKET_CHECKOUT_CSS } from './styles';
import { translations } from './translations';

export const version = FIRST_VIEW_VERSION;
export const paths = ['/checkout'];

export function renderFirstView(input: FirstViewInput): FirstViewPart | null {
  if (input.pathname !== '/checkout') return null;
  const html = renderRemotePart(<CheckoutFrame />, { input, namespace: 'basketCheckout', translations });
  return { html, css: BASKET_CHECKOUT_CSS, readySelector: '#content .bc-checkout h1' };
}
