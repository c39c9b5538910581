export { ExtraPage } from './ExtraPage';
