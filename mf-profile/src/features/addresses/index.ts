export { AddressesPage } from './AddressesPage';
