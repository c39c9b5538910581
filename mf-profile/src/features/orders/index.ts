export { OrdersPage } from './OrdersPage';
export { OrderDetail } from './OrderDetail';
export { ONLINE_PAYMENT_TYPES, formatOrderTime } from './labels';
