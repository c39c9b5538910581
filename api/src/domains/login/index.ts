/** The login domain's face: what app.ts may use of it. */
export { loginPlugin } from './routes';
