import { BranchesPage } from './features/branches';

/** Branches today; the map pickers, address creation and courier map join this remote later. */
export function AddressMapsApp() {
  return <BranchesPage />;
}
