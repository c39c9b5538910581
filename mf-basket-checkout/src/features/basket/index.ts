export { BasketPage } from './BasketPage';
export { canAddOne, overStock, stockAt, unitsInBasket } from './stock';
