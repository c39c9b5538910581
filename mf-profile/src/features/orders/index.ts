export { OrdersPage, OrdersSection } from './OrdersPage';
export { OrderDetail } from './OrderDetail';
export { formatOrderTime } from '../../components/time';
