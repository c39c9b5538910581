export { MenuPage } from './MenuPage';
export { HomeTop } from './HomeTop';
