/** The development routes' face: what app.ts may use of it. */
export { devPlugin } from './routes';
