// The basket and checkout's part of the first view (shared-ui/src/first-view.tsx), by the very
// components it renders in the browser: on `/checkout`, its box and heading (the customer and the
// order's details are the browser's, drawn below them); on `/basket`, the basket itself, from its
// mirror cookie (contracts' basket-mirror) named from the menu, with the menu's choices and
// recommendations (the recommendations' heading is the page's largest paint), as the page shows it
// once the menu is in. The page's guard drops it when the stored basket is another.
import { FIRST_VIEW_VERSION, renderRemotePart, screenTopFirstView, type FirstViewInput, type FirstViewPart } from '@storefront/ui/first-view';
import { mirroredBasketLines } from '@storefront/runtime';
import { BasketPage } from './features/basket';
import { CheckoutFrame } from './features/checkout';
import { BASKET_CHECKOUT_CSS } from './styles';
import { translations } from './translations';

const namespace = 'basketCheckout';
const checkout = screenTopFirstView({
  path: '/checkout', namespace, translations, css: BASKET_CHECKOUT_CSS,
  readySelector: '#content .bc-checkout h1', render: () => <CheckoutFrame />,
});

export const version = FIRST_VIEW_VERSION;
export const paths = ['/basket', '/checkout'];

async function basketView(input: FirstViewInput): Promise<FirstViewPart | null> {
  // A shell older than the mirror hands no basket: what the page will show is unknown.
  if (!input.basket) return null;
  // The lines' names and pictures are the menu's (the mirror keeps ids and prices).
  const overall = await input.loadOverall();
  const lines = overall && mirroredBasketLines(input.basket, overall.products);
  if (!overall || !lines) return null;
  const html = renderRemotePart(<BasketPage />, { input, namespace, translations, lines, overall });
  return { html, css: BASKET_CHECKOUT_CSS, readySelector: '#content [data-with-menu]' };
}

export function renderFirstView(input: FirstViewInput): FirstViewPart | null | Promise<FirstViewPart | null> {
  return input.pathname === '/basket' ? basketView(input) : checkout.renderFirstView(input);
}
