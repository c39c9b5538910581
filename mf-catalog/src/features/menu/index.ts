export { MenuPage } from './MenuPage';
export { HomeHead } from './HomeTop';
