/** The deliveries domain's face: what app.ts and other domains may use of it. */
export { deliveriesPlugin } from './routes';
