/** The start domain's face: what app.ts may use of it. */
export { startPlugin } from './routes';
