import { MESSAGES } from '@storefront/contracts';
import { isValidBirthday, profileBody, profileForm, validateProfile } from '../src/features/user/form';

const today = new Date('2026-11-21T12:00:00Z');
const base = { firstName: 'Aziza', lastName: 'Karimova', birthday: '1995-04-12', gender: 'FEMALE' as const };

describe('personal information form', () => {
  it('starts from the user, with a birthday cut to YYYY-MM-DD and empty strings for nothing', () => {
    expect(profileForm({ firstName: null, lastName: undefined, birthday: '1995-04-12T00:00:00Z', gender: null }))
      .toEqual({ firstName: '', lastName: '', birthday: '1995-04-12', gender: '' });
  });

  it('needs a first name, with the spec message verbatim', () => {
    expect(validateProfile({ ...base, firstName: '' }, today)).toEqual({ firstName: MESSAGES.requiredField });
    expect(validateProfile({ ...base, firstName: '   ' }, today).firstName).toBe("Iltimos, ushbu maydonni to'ldiring!");
    expect(validateProfile(base, today)).toEqual({});
    expect(validateProfile({ ...base, lastName: '', birthday: '', gender: '' }, today)).toEqual({});
  });

  it('refuses names over 100 characters and impossible or future birthdays', () => {
    expect(validateProfile({ ...base, firstName: 'a'.repeat(101) }, today).firstName).toBe('nameTooLong');
    expect(validateProfile({ ...base, lastName: 'b'.repeat(101) }, today).lastName).toBe('nameTooLong');
    expect(isValidBirthday('1995-02-29', today)).toBe(false);
    expect(isValidBirthday('1996-02-29', today)).toBe(true);
    expect(isValidBirthday('2026-11-22', today)).toBe(false);
    expect(isValidBirthday('12.04.1995', today)).toBe(false);
    expect(validateProfile({ ...base, birthday: '2030-01-01' }, today).birthday).toBe('birthdayInvalid');
  });

  it('sends trimmed names, null for what is empty, and never the phone', () => {
    expect(profileBody({ firstName: ' Aziza ', lastName: ' ', birthday: '', gender: '' }))
      .toEqual({ firstName: 'Aziza', lastName: null, birthday: null, gender: null });
    expect(profileBody(base)).toEqual(base);
    expect('phone' in profileBody(base)).toBe(false);
  });
});
