import { useScreen } from '@storefront/ui';
import { BasketPage } from './features/basket';
import { CheckoutPage } from './features/checkout';
import { BASKET_CHECKOUT_CSS } from './styles';



export function BasketCheckoutApp() {
  const screen = useScreen<'basketCheckout'>({
    '/basket': () => <BasketPage />,
    '/checkout': () => <CheckoutPage />,
  }, () => <BasketPage />);
  return (
    <>
      <style>{BASKET_CHECKOUT_CSS}</style>
      {screen}
    </>
  );
}
