export { AddressFormPage } from './AddressFormPage';
