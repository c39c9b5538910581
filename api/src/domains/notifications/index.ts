/** The notifications domain's face: what app.ts and other domains may use of it. */
export { notificationsPlugin } from './routes';
export { notifyOrderStatus } from './repository';
