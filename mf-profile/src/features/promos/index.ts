export { PromosPage } from './PromosPage';
