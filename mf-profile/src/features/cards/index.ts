export { CardsPage } from './CardsPage';
export { CardCreatePage } from './CardCreatePage';
export { CardConfirmPage } from './CardConfirmPage';
