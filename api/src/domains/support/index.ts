/** The support domain's face: what app.ts and other domains may use of it. */
export { supportPlugin } from './routes';
export { catalogBrands, policies } from './repository';
