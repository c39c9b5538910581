export { CheckoutFrame, CheckoutPage } from './CheckoutPage';
export { buildOrderRequest } from './order-request';
export { validateCheckout } from './validate';
export { afterOrder, emptyCheckout, readCheckout } from './checkout-state';
