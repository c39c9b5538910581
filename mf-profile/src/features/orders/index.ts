export { OrdersPage, OrdersSection } from './OrdersPage';
export { OrderDetail } from './OrderDetail';
