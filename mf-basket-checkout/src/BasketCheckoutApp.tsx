import { ScreenRoutes } from '@storefront/ui';
import { BasketPage } from './features/basket';
import { CheckoutPage } from './features/checkout';
import { BASKET_CHECKOUT_CSS } from './styles';



export function BasketCheckoutApp() {
  const screen = <ScreenRoutes<'basketCheckout'> screens={{
    '/basket': () => <BasketPage />,
    '/checkout': () => <CheckoutPage />,
  }} fallback={() => <BasketPage />} />;
  return (
    <>
      <style>{BASKET_CHECKOUT_CSS}</style>
      {screen}
    </>
  );
}
