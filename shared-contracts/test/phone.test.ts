import { apiPhone, displayApiPhone, formatUzPhone, isCompletePhone, localDigits, uzPhoneOfInternational, displayPhone, telHref } from '../src/rules';

describe('Uzbek phone mask', () => {
  it('keeps the nine local digits of typed, masked or pasted input', () => {
    expect(localDigits('901234567')).toBe('901234567');
    expect(localDigits('+998 90 123 45 67')).toBe('901234567');
    expect(localDigits('998901234567')).toBe('901234567');
    expect(localDigits('+998 99 812 34 56')).toBe('998123456');
    expect(localDigits('90-123-45-67-89')).toBe('901234567');
    expect(localDigits('+998 ')).toBe('');
  });

  it('formats as +998 XX XXX XX XX while typing', () => {
    expect(formatUzPhone('')).toBe('+998');
    expect(formatUzPhone('90')).toBe('+998 90');
    expect(formatUzPhone('9012')).toBe('+998 90 12');
    expect(formatUzPhone('901234567')).toBe('+998 90 123 45 67');
    expect(displayApiPhone('998901234567')).toBe('+998 90 123 45 67');
  });

  it('is complete with nine digits and is sent as 998…', () => {
    expect(isCompletePhone('90123456')).toBe(false);
    expect(isCompletePhone('901234567')).toBe(true);
    expect(apiPhone('901234567')).toBe('998901234567');
  });
});

describe('a full number from another system', () => {
  it('is an Uzbek mobile number in the API form, or nothing: a foreign number is never cut to nine digits', () => {
    expect(uzPhoneOfInternational('+998 90 123-45-67')).toBe('998901234567');
    expect(uzPhoneOfInternational('998901234567')).toBe('998901234567');
    expect(uzPhoneOfInternational('+7 912 345 67 89')).toBeNull();
    expect(uzPhoneOfInternational('901234567')).toBeNull();
  });
});

describe('displayPhone', () => {
  it('shows any written Uzbek number as +998 90 123 45 67, and another text as it is', () => {
    expect(displayPhone('998901234567')).toBe('+998 90 123 45 67');
    expect(displayPhone('+998 71 200-10-11')).toBe('+998 71 200 10 11');
    expect(displayPhone('(71) 200 10 11')).toBe('+998 71 200 10 11');
    expect(displayPhone('+998 71 200 10 11')).toBe('+998 71 200 10 11');
    expect(displayPhone('+7 495 123 45 67')).toBe('+7 495 123 45 67');
    expect(displayPhone(null)).toBe('');
    expect(telHref('+998 71 200 10 11')).toBe('tel:+998712001011');
  });
});
