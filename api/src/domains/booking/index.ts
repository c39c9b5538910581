/** The booking domain's face: what app.ts and other domains may use of it. */
export { bookingPlugin } from './routes';
export { acknowledgeStaleWaiterCalls, acknowledgeWaiterCall, findTable, merchantTables } from './repository';
export { toWaiterCall, WAITER_CALL_NOT_FOUND } from './waiter-calls';
