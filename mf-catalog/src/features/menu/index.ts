export { MenuPage } from './MenuPage';
