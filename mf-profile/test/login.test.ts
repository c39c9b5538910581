import { describe, expect, it, vi } from 'vitest';

vi.mock('@storefront/ui', () => ({ navigate: vi.fn() }));
const { apiPhone, displayApiPhone, formatUzPhone, isCompletePhone, localDigits } = await import('../src/features/login/phone');
const { safeRedirect } = await import('../src/components/redirect');

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

describe('return after login', () => {
  it('goes only to a path of this storefront, never to the login itself', () => {
    expect(safeRedirect('/checkout')).toBe('/checkout');
    expect(safeRedirect('/product/5?vendor=demo')).toBe('/product/5?vendor=demo');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/login/confirm?phone=1')).toBe('/');
  });
});
