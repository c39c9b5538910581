/** The orders domain's face: what app.ts, main.ts, the simulation and other domains may use of it. */
export { ordersPlugin } from './routes';
export type { OrderCardPayment } from './card-payment';
export { changeOrderStatus, reportCourier } from './lifecycle';
export { recordOrderEvent } from './order-events';
export { toOrder } from './order-mapper';
export { startOrderClocks } from './clock';
