import type { Branch } from '@storefront/contracts';
import { branchHoursNow, branchServes, closestOpenBranch, distanceMeters, type BranchHoursNow } from '@storefront/contracts/rules';
import type { LatLon } from '../../lib/geo';

export interface PickupRow {
  branch: Branch;
  hours: BranchHoursNow;
  /** Metres from the customer, when their location is known. */
  distance: number | null;
}

/** The branches a customer may pick up from: active, not deleted, and serving pick-up (their settings). */
export function pickupBranches(branches: readonly Branch[]): Branch[] {
  return branches.filter((b) => b.isActive && !b.deleted && branchServes(b, 'PICK_UP'));
}

/** Each branch with its hours now and its distance; nearest first when the location is known. */
export function pickupRows(branches: readonly Branch[], now: Date, location: LatLon | null): PickupRow[] {
  const rows = branches.map((branch) => ({
    branch,
    hours: branchHoursNow(branch, now),
    distance: location ? distanceMeters(location, branch) : null,
  }));
  return location ? rows.sort((a, b) => a.distance! - b.distance!) : rows;
}

/**
 * The branch chosen before the customer picks one: the closest open branch to their location; with
 * no location (or none open), the session's current branch when it is one of them; else none.
 */
export function preselectedBranch(branches: readonly Branch[], now: Date, location: LatLon | null, current: number | null): Branch | null {
  const closest = location ? closestOpenBranch(location, branches, now)?.branch : undefined;
  return closest ?? branches.find((b) => b.id === current) ?? null;
}

/** '350 m' under a kilometre (to 10 m), else '2.4 km'; the units come from the translations. */
export function distanceParts(metres: number): { unit: 'm' | 'km'; value: string } {
  if (metres < 1000) return { unit: 'm', value: String(Math.max(10, Math.round(metres / 10) * 10)) };
  return { unit: 'km', value: (metres / 1000).toFixed(metres < 10_000 ? 1 : 0) };
}
