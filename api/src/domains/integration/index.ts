/** The integration domain's face: what app.ts, the seed and other domains may use of it. */
export { integrationPlugin } from './routes';
export { newIntegrationKey } from './keys';
