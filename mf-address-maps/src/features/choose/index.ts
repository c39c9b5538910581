export { ChooseAddressPage } from './ChooseAddressPage';
