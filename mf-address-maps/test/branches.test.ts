import { openingHours } from '../src/features/branches/BranchesPage';

describe('openingHours', () => {
  it('joins open and close, or gives nothing when one is unknown', () => {
    expect(openingHours({ open: '09:00', close: '23:00' })).toBe('09:00–23:00');
    expect(openingHours({ open: '09:00', close: null })).toBeNull();
  });
});
