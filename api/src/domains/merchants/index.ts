/** The merchants domain's face: what app.ts and other domains may use of it (the merchants and their geography). */
export { merchantsPlugin } from './routes';
export { activeBranches, activeMerchantBy, citiesOf, deliveryAreasOf } from './repository';
