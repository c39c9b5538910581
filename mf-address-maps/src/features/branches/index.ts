export { BranchesPage } from './BranchesPage';
