import type { ModificationGroup } from '../entities/catalog';
import type { CartModification } from '../entities/order';
import { linePrice } from './price';

/** The customer's choice on a product page: modification id → how many. */
export type ModificationChoice = Readonly<Record<number, number>>;

export type ModificationProblem =
  | { groupId: number; kind: 'too-few'; min: number; chosen: number }
  | { groupId: number; kind: 'too-many'; max: number; chosen: number }
  | { groupId: number; kind: 'modification-limit'; modificationId: number; max: number; chosen: number };

/** The least a group needs: its minCount, and at least one when the group is required. */
export const groupMinimum = (group: Pick<ModificationGroup, 'isRequired' | 'minCount'>) =>
  group.isRequired ? Math.max(1, group.minCount) : group.minCount;

/** How many of a group's modifications the choice holds. */
export function chosenInGroup(group: Pick<ModificationGroup, 'modifications'>, choice: ModificationChoice): number {
  return group.modifications.reduce((sum, m) => sum + (choice[m.id] ?? 0), 0);
}

/**
 * The choice a product page starts from: in each required group its default modifications (one
 * each, within the group's maximum), or its first modification when none is marked default.
 */
export function defaultModificationChoice(groups: readonly ModificationGroup[]): Record<number, number> {
  const choice: Record<number, number> = {};
  for (const group of groups) {
    if (!group.isRequired || !group.modifications.length) continue;
    const defaults = group.modifications.filter((m) => m.isDefault).slice(0, group.maxCount);
    for (const m of defaults.length ? defaults : [group.modifications[0]]) choice[m.id] = 1;
  }
  return choice;
}

/**
 * What is wrong with a choice before it may go to the basket: a required group (or one with a
 * minimum) short of its minimum, a group over its maximum, a modification over its own limit.
 * An optional group left empty is fine.
 */
export function modificationProblems(groups: readonly ModificationGroup[], choice: ModificationChoice): ModificationProblem[] {
  const problems: ModificationProblem[] = [];
  for (const group of groups) {
    const chosen = chosenInGroup(group, choice);
    const min = groupMinimum(group);
    if (chosen < min && (group.isRequired || chosen > 0)) problems.push({ groupId: group.id, kind: 'too-few', min, chosen });
    if (chosen > group.maxCount) problems.push({ groupId: group.id, kind: 'too-many', max: group.maxCount, chosen });
    for (const m of group.modifications) {
      const count = choice[m.id] ?? 0;
      if (count > m.maxCount) problems.push({ groupId: group.id, kind: 'modification-limit', modificationId: m.id, max: m.maxCount, chosen: count });
    }
  }
  return problems;
}

/**
 * A choice changed by one tap: in a group of at most one (a radio choice) the tapped modification
 * replaces the group's other; elsewhere it toggles on (count 1) and off. A tap that would go over
 * the group's maximum changes nothing.
 */
export function toggleModification(groups: readonly ModificationGroup[], choice: ModificationChoice, modificationId: number): Record<number, number> {
  const group = groups.find((g) => g.modifications.some((m) => m.id === modificationId));
  const next: Record<number, number> = { ...choice };
  if (!group) return next;
  if (group.maxCount === 1) {
    if ((choice[modificationId] ?? 0) > 0) {
      // A required single choice cannot be emptied by a tap; an optional one can.
      if (!group.isRequired) delete next[modificationId];
      return next;
    }
    for (const m of group.modifications) delete next[m.id];
    next[modificationId] = 1;
    return next;
  }
  if ((choice[modificationId] ?? 0) > 0) delete next[modificationId];
  else if (chosenInGroup(group, choice) < group.maxCount) next[modificationId] = 1;
  return next;
}

/** The chosen modifications as basket lines carry them (id, price, count), in the groups' order. */
export function chosenModifications(groups: readonly ModificationGroup[], choice: ModificationChoice): CartModification[] {
  const result: CartModification[] = [];
  for (const group of groups) {
    for (const m of group.modifications) {
      const count = choice[m.id] ?? 0;
      if (count > 0) result.push({ id: m.id, price: m.price, count });
    }
  }
  return result;
}

/**
 * Price of a product with its chosen modifications and count, as the basket will count it:
 * the discounted unit plus each modification's price times its count, times the product count.
 */
export function productChoicePrice(
  product: { costPrice: number; discount: number; modificationGroups: readonly ModificationGroup[] },
  choice: ModificationChoice,
  count: number,
): number {
  return linePrice({ product, modifications: chosenModifications(product.modificationGroups, choice), count });
}
