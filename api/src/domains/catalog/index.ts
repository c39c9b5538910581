/** The catalog domain's face: what app.ts and other domains may use of it. */
export { catalogPlugin } from './routes';
