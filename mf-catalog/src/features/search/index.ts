export { SearchLayout, SearchPage } from './SearchPage';
