export { ProductPage } from './ProductPage';
export { ProductOverlay } from './ProductOverlay';
