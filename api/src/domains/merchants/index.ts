/** What other domains may use of the merchants domain: the merchants and their geography. */
export { activeBranches, activeMerchantBy, citiesOf, deliveryAreasOf } from './repository';
