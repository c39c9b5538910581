import { useEffect, useMemo } from 'react';
import type { Branch } from '@storefront/contracts';
import type { DineInTable } from '@storefront/runtime';
import { branchServes } from '@storefront/contracts/rules';
import type { CheckoutState, Service } from './checkout-state';

/**
 * The branches that serve the order's service type, the QR code's table when the order is dine-in
 * there, and the pick-up branch chosen by default.
 */
export function useBranchChoice({ isDelivery, branches, serviceType, table, newTable, nearestBranch, state, update }: {
  isDelivery: boolean; branches: Branch[] | null; serviceType: Service | null; table: DineInTable | null; newTable: boolean;
  nearestBranch: Branch | null; state: CheckoutState; update: (change: Partial<CheckoutState>) => void;
}) {
  const serviceBranches = useMemo(() => branches?.filter((b) => branchServes(b, serviceType === 'DINE_IN' ? 'DINE_IN' : 'PICK_UP')) ?? null,
    [branches, serviceType]);
  // Pick-up from the nearest branch when it serves pick-up; otherwise the customer chooses. A nearest
  // branch the checkout has not seen yet (the pick-up map chose it, then came back here) replaces
  // the choice: the checkout remembers the last one it saw, as the page is left for the map.
  // Dine-in at the QR code's table: at its branch, whatever the nearest one is.
  const atTable = serviceType === 'DINE_IN' && table && (newTable || state.branchId === table.branchId) ? table : null;
  useEffect(() => {
    if (isDelivery || !serviceBranches || atTable) return;
    const nearest = serviceBranches.find((b) => b.id === nearestBranch?.id);
    const seen = state.nearestSeen === (nearestBranch?.id ?? null);
    if (!seen && nearest) {
      update({ branchId: nearest.id, nearestSeen: nearest.id });
      return;
    }
    if (!seen) update({ nearestSeen: nearestBranch?.id ?? null });
    if (state.branchId && serviceBranches.some((b) => b.id === state.branchId)) return;
    update({ branchId: nearest?.id ?? null });
  }, [isDelivery, serviceBranches, atTable, nearestBranch, state.branchId, state.nearestSeen, update]);
  return { serviceBranches, atTable };
}
