export { BasketPage } from './BasketPage';
export { canAddOne, overStock, stockAt } from './stock';
