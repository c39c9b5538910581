/** The addresses domain's face: what app.ts and other domains may use of it. */
export { addressesPlugin } from './routes';
export { cityOfMerchant } from './repository';
