/**
 * Uzbek mobile numbers: +998 and nine digits, shown as '+998 90 123 45 67' and sent to the API as
 * '998901234567' (the contracts' UzPhone).
 */
export const UZ_PREFIX = '998';
export const LOCAL_DIGITS = 9;

/** The nine local digits of whatever was typed or pasted: the mask's own '+998' is dropped. */
export function localDigits(input: string): string {
  const trimmed = input.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+998') || (digits.length > LOCAL_DIGITS && digits.startsWith(UZ_PREFIX))) {
    digits = digits.slice(UZ_PREFIX.length);
  }
  return digits.slice(0, LOCAL_DIGITS);
}

/** '+998 90 123 45 67' (as far as typed). */
export function formatUzPhone(local: string): string {
  const d = local.slice(0, LOCAL_DIGITS);
  const parts = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7, 9)].filter(Boolean);
  return ['+998', ...parts].join(' ');
}

export const isCompletePhone = (local: string) => new RegExp(`^\\d{${LOCAL_DIGITS}}$`).test(local);

/** The API's form: '998' and the nine digits. */
export const apiPhone = (local: string) => UZ_PREFIX + local;

/** '998901234567' → '+998 90 123 45 67'. */
export const displayApiPhone = (phone: string) => formatUzPhone(phone.startsWith(UZ_PREFIX) ? phone.slice(UZ_PREFIX.length) : phone);

/**
 * A full international number as another system writes it ('+998 90 123-45-67', '998901234567')
 * in the API's form, or null when it is not an Uzbek mobile number. Strict on purpose: unlike
 * `localDigits`, it never cuts a foreign number down to nine digits.
 */
export function uzPhoneOfInternational(raw: string): string | null {
  const digits = raw.replace(/[\s()+-]/g, '');
  return new RegExp(`^${UZ_PREFIX}\\d{${LOCAL_DIGITS}}$`).test(digits) ? digits : null;
}

/**
 * Any phone as the storefront shows it: an Uzbek number however it is written ('998712001011',
 * '+998 71 200-10-11', nine local digits) as '+998 71 200 10 11'; any other text as it is.
 */
export function displayPhone(raw: string | null | undefined): string {
  const text = raw?.trim() ?? '';
  const digits = text.replace(/[\s()+-]/g, '');
  if (new RegExp(`^\\d{${LOCAL_DIGITS}}$`).test(digits)) return formatUzPhone(digits);
  const full = uzPhoneOfInternational(text);
  return full ? displayApiPhone(full) : text;
}

/** The `tel:` link of a shown phone: '+' and the digits. */
export const telHref = (raw: string): string => {
  const shown = displayPhone(raw);
  return `tel:${shown.startsWith('+') ? '+' : ''}${shown.replace(/\D/g, '')}`;
};
