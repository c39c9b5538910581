import { type ModificationGroup } from '../src';
import { chosenModifications, defaultModificationChoice, modificationProblems, productChoicePrice, toggleModification } from '../src/rules';

const name = (uz: string) => ({ uz, ru: null, eng: null });
const mod = (id: number, price: number, extra: { isDefault?: boolean; maxCount?: number } = {}) =>
  ({ id, name: name(`m${id}`), price, priority: id, isDefault: extra.isDefault ?? false, maxCount: extra.maxCount ?? 1, image: null });
const size: ModificationGroup = { id: 1, name: name('size'), priority: 1, isRequired: true, minCount: 1, maxCount: 1, modifications: [mod(11, 0, { isDefault: true }), mod(12, 15000), mod(13, 28000)] };
const extras: ModificationGroup = { id: 2, name: name('extras'), priority: 2, isRequired: false, minCount: 0, maxCount: 2, modifications: [mod(21, 8000, { maxCount: 2 }), mod(22, 5000), mod(23, 6000)] };
const groups = [size, extras];

describe('modifications', () => {
  it('starts from the defaults of the required groups', () => {
    expect(defaultModificationChoice(groups)).toEqual({ 11: 1 });
    const noDefault = { ...size, modifications: [mod(11, 0), mod(12, 1)] };
    expect(defaultModificationChoice([noDefault])).toEqual({ 11: 1 });
  });

  it('refuses a required group left empty and a group over its maximum; an empty optional group is fine', () => {
    expect(modificationProblems(groups, { 11: 1 })).toEqual([]);
    expect(modificationProblems(groups, {})).toEqual([{ groupId: 1, kind: 'too-few', min: 1, chosen: 0 }]);
    expect(modificationProblems(groups, { 11: 1, 21: 1, 22: 1, 23: 1 })).toEqual([{ groupId: 2, kind: 'too-many', max: 2, chosen: 3 }]);
    expect(modificationProblems(groups, { 11: 1, 22: 2 })).toEqual([{ groupId: 2, kind: 'modification-limit', modificationId: 22, max: 1, chosen: 2 }]);
    const atLeastTwo = { ...extras, minCount: 2 };
    expect(modificationProblems([atLeastTwo], { 21: 1 })).toEqual([{ groupId: 2, kind: 'too-few', min: 2, chosen: 1 }]);
    expect(modificationProblems([atLeastTwo], {})).toEqual([]);
  });

  it('a tap replaces a single choice, toggles a multiple one, and never goes over the maximum', () => {
    expect(toggleModification(groups, { 11: 1 }, 12)).toEqual({ 12: 1 });
    expect(toggleModification(groups, { 12: 1 }, 12)).toEqual({ 12: 1 });
    let choice = toggleModification(groups, { 11: 1 }, 21);
    choice = toggleModification(groups, choice, 22);
    expect(choice).toEqual({ 11: 1, 21: 1, 22: 1 });
    expect(toggleModification(groups, choice, 23)).toEqual(choice);
    expect(toggleModification(groups, choice, 21)).toEqual({ 11: 1, 22: 1 });
  });

  it('prices a product with its choice the way the basket line does', () => {
    const product = { costPrice: 60000, discount: 10, modificationGroups: groups };
    expect(chosenModifications(groups, { 12: 1, 21: 2 })).toEqual([{ id: 12, price: 15000, count: 1 }, { id: 21, price: 8000, count: 2 }]);
    // (54 000 + 15 000 + 2 × 8 000) × 2
    expect(productChoicePrice(product, { 12: 1, 21: 2 }, 2)).toBe(170000);
    expect(productChoicePrice(product, {}, 1)).toBe(54000);
  });
});
