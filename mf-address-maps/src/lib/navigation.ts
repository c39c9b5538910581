import { navigate } from '@storefront/ui';

/**
 * Back where the customer came from after a map picker confirms (the delivery address, the pick-up
 * branch): the previous page of this storefront, else the checkout.
 */
export function goBack() {
  const nav = (window as Window & { navigation?: { canGoBack?: boolean } }).navigation;
  // The Navigation API lists only this origin's entries: canGoBack means "Back" stays in the storefront.
  if (nav?.canGoBack) window.history.back();
  else navigate('/checkout');
}
