/** The media domain's face: what app.ts may use of it. */
export { mediaPlugin } from './routes';
