export { MenuPage } from './MenuPage';
export { buildMenu, type MenuCategory, type MenuSection } from './menu';
