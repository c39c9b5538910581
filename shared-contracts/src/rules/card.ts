import type { z } from 'zod/mini';
import type { CardRefusal as CardRefusalSchema } from '../enums';

/**
 * Bank cards of Uzbekistan as the card screens take them and the API checks what the provider
 * answers: Uzcard (8600, 5614) and Humo (9860), 16 digits with a Luhn check digit, written in
 * groups of four, and an expiry MM/YY. One home for the browser and the server.
 */

export const CARD_DIGITS = 16;

/** The card systems the storefront takes, by the first four digits. */
export const CARD_PREFIXES = { '8600': 'UZCARD', '5614': 'UZCARD', '9860': 'HUMO' } as const;
export type CardSystem = (typeof CARD_PREFIXES)[keyof typeof CARD_PREFIXES];

/** The digits of whatever was typed or pasted, at most 16. */
export const cardDigits = (input: string): string => input.replace(/\D/g, '').slice(0, CARD_DIGITS);

/** '8600069195406311' → '8600 0691 9540 6311' (as far as typed). */
export function formatCardNumber(input: string): string {
  return (cardDigits(input).match(/.{1,4}/g) ?? []).join(' ');
}

/** Whether the digits pass the Luhn check (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits) || digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Uzcard or Humo by the first four digits, or null for any other card. */
export function cardSystemOf(input: string): CardSystem | null {
  const digits = cardDigits(input);
  return (CARD_PREFIXES as Record<string, CardSystem>)[digits.slice(0, 4)] ?? null;
}

export type CardNumberProblem = 'incomplete' | 'unsupported' | 'luhn';

/** What is wrong with a typed number, or null when it is a whole Uzcard or Humo number. */
export function cardNumberProblem(input: string): CardNumberProblem | null {
  const digits = cardDigits(input);
  if (digits.length >= 4 && !cardSystemOf(digits)) return 'unsupported';
  if (digits.length < CARD_DIGITS) return 'incomplete';
  return luhnValid(digits) ? null : 'luhn';
}

/** '0399', '03/99', '3/99' as typed → '03/99' (as far as typed). */
export function formatCardExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type CardExpiryProblem = 'incomplete' | 'month' | 'past';

/**
 * What is wrong with an expiry MM/YY, or null. A card is valid through the last day of its month,
 * so the current month is still good; `now` is read in the customer's own clock.
 */
export function cardExpiryProblem(input: string, now: Date): CardExpiryProblem | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length !== 4) return 'incomplete';
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return 'month';
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? 'past' : null;
}

/** Payme's form of an expiry: 'MMYY' ('03/99' → '0399'). */
export const providerExpiry = (input: string): string => input.replace(/\D/g, '').slice(0, 4);

/**
 * A masked card number as the provider answers it ('860006******6311'): the first six and the
 * last four digits at most, the rest hidden. Anything that shows more is refused, so a full number
 * can never be stored or shown by mistake.
 */
export function isMaskedCardNumber(value: string): boolean {
  return /^\d{4,6}\*{6,}\d{4}$/.test(value) && value.replace(/\D/g, '').length <= 10;
}

/** '860006******6311' → '8600 06** **** 6311' for reading. */
export function displayMaskedCard(masked: string): string {
  return (masked.match(/.{1,4}/g) ?? []).join(' ');
}

/** A masked phone as the provider answers it ('99890*****67') → '+998 90 *** ** 67'. */
export function displayMaskedPhone(masked: string): string {
  const m = /^998(\d{2})\*+(\d{2})$/.exec(masked);
  return m ? `+998 ${m[1]} *** ** ${m[2]}` : masked;
}

/** Whether a text holds a run of 16 digits that passes the Luhn check: a full card number. */
export function containsFullCardNumber(text: string): boolean {
  const runs = text.match(/\d[\d ]{14,}\d/g) ?? [];
  return runs.some((run) => {
    const digits = run.replace(/ /g, '');
    for (let i = 0; i + CARD_DIGITS <= digits.length; i += 1) {
      const candidate = digits.slice(i, i + CARD_DIGITS);
      if (cardSystemOf(candidate) && luhnValid(candidate)) return true;
    }
    return false;
  });
}

/**
 * Payme's Subscribe API error codes of cards and receipts (docs/payments.md "Saved cards" has the
 * table): the simulated provider answers them, and the API and the card screens read them.
 */
export const CARD_PROVIDER_ERRORS = {
  CODE_EXPIRED: -31101,
  TOO_MANY_ATTEMPTS: -31102,
  CODE_WRONG: -31103,
  SMS_FAILED: -31110,
  CARD_INVALID: -31300,
  CARD_EXPIRED: -31301,
  BALANCE_UNAVAILABLE: -31302,
  INSUFFICIENT_FUNDS: -31303,
  CARD_NOT_FOUND: -31400,
  RECEIPT_INSUFFICIENT_FUNDS: -31630,
} as const;

/** What a refusal of the card provider means to the customer (Order.paymentRefusal, the screens' messages). */
export type CardRefusal = z.infer<typeof CardRefusalSchema>;

/** The refusal a provider's error code stands for; any code not in the table is PROVIDER_ERROR. */
export function cardRefusalOf(code: number | null | undefined): CardRefusal {
  switch (code) {
    case CARD_PROVIDER_ERRORS.CODE_EXPIRED: return 'CODE_EXPIRED';
    case CARD_PROVIDER_ERRORS.TOO_MANY_ATTEMPTS: return 'TOO_MANY_ATTEMPTS';
    case CARD_PROVIDER_ERRORS.CODE_WRONG: return 'CODE_WRONG';
    case CARD_PROVIDER_ERRORS.SMS_FAILED: return 'SMS_FAILED';
    case CARD_PROVIDER_ERRORS.CARD_INVALID: return 'CARD_INVALID';
    case CARD_PROVIDER_ERRORS.CARD_EXPIRED: return 'CARD_EXPIRED';
    case CARD_PROVIDER_ERRORS.CARD_NOT_FOUND: return 'CARD_NOT_FOUND';
    case CARD_PROVIDER_ERRORS.INSUFFICIENT_FUNDS:
    case CARD_PROVIDER_ERRORS.RECEIPT_INSUFFICIENT_FUNDS: return 'INSUFFICIENT_FUNDS';
    default: return 'PROVIDER_ERROR';
  }
}
