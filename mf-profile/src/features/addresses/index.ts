export { AddressesPage } from './AddressesPage';
export { addressBody, addressLine, parseCoordinate, validateAddress } from './form';
