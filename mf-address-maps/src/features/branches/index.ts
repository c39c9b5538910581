export { BranchesPage, openingHours } from './BranchesPage';
