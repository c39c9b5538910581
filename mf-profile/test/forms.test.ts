import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@storefront/contracts';
import { isValidBirthday, profileBody, profileForm, validateProfile } from '../src/features/user/form';
import { addressBody, addressLine, emptyAddressForm, parseCoordinate, validateAddress } from '../src/features/addresses/form';

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

describe('add-address form', () => {
  const filled = { ...emptyAddressForm(), streetName: 'Amir Temur', houseNumber: '12', latitude: '41.311321', longitude: '69,279223' };

  it('reads coordinates with a dot or a comma, and nothing else', () => {
    expect(parseCoordinate(' 41.5 ')).toBe(41.5);
    expect(parseCoordinate('69,27')).toBe(69.27);
    expect(parseCoordinate('-12')).toBe(-12);
    expect(parseCoordinate('1e3')).toBeNaN();
    expect(parseCoordinate('abc')).toBeNaN();
  });

  it('needs the street and both coordinates, in range and not 0,0', () => {
    expect(validateAddress(filled)).toEqual({});
    expect(validateAddress(emptyAddressForm())).toEqual({
      streetName: MESSAGES.requiredField, latitude: MESSAGES.requiredField, longitude: MESSAGES.requiredField,
    });
    expect(validateAddress({ ...filled, latitude: '91' }).latitude).toBe('latitudeInvalid');
    expect(validateAddress({ ...filled, longitude: '-180.5' }).longitude).toBe('longitudeInvalid');
    expect(validateAddress({ ...filled, latitude: 'north' }).latitude).toBe('latitudeInvalid');
    expect(validateAddress({ ...filled, latitude: '0', longitude: '0' }).latitude).toBe('latitudeInvalid');
    expect(validateAddress({ ...filled, name: 'x'.repeat(256) }).name).toBe('textTooLong');
  });

  it('sends numbers and trimmed texts; lists a street or else the point', () => {
    expect(addressBody({ ...filled, name: ' ', type: 'APARTMENT' })).toEqual({
      type: 'APARTMENT', name: null, streetName: 'Amir Temur', houseNumber: '12', latitude: 41.311321, longitude: 69.279223,
    });
    expect(addressLine({ streetName: 'Amir Temur', houseNumber: '12', latitude: 1, longitude: 2 })).toBe('Amir Temur, 12');
    expect(addressLine({ streetName: null, houseNumber: null, latitude: 41.3, longitude: 69.2 })).toBe('41.3, 69.2');
  });
});
