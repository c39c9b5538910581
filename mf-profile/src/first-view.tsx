// The profile's part of the first view (shared-ui/src/first-view.tsx), by the very components the
// profile renders in the browser: on `/profile/orders`, the list's heading. The customer (logged in
// or not) and their orders are known only to the browser, which draws them below it.
import { FIRST_VIEW_VERSION, renderRemotePart, type FirstViewInput, type FirstViewPart } from '@storefront/ui/first-view';
import { OrdersSection } from './features/orders';
import { PROFILE_CSS } from './styles';
import { translations } from './translations';

export const version = FIRST_VIEW_VERSION;
export const paths = ['/profile/orders'];

export function renderFirstView(input: FirstViewInput): FirstViewPart | null {
  if (input.pathname !== '/profile/orders') return null;
  const html = renderRemotePart(<OrdersSection />, { input, namespace: 'profile', translations });
  return { html, css: PROFILE_CSS, readySelector: '#content h1' };
}
