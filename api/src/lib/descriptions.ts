import Negotiator from 'negotiator';
import { parseCookie } from 'cookie';
import { COOKIES, type Language } from '@storefront/contracts';
import { errorText, languageOfTag, type ErrorCode, type ErrorTextChoice, type ErrorVariant } from '@storefront/contracts/rules';
import type { HttpError, OptionalWhenEmpty } from './errors';

/**
 * The customer's language for an answer's `description`: the storefront sends `Accept-Language`
 * (uz, ru or en), a browser opening an API page sends the `lang` cookie of the storefront's /uz or
 * /ru links; Russian when neither names one of ours (spec §8: Russian by default). English is the
 * contracts' 'eng' here, as everywhere past the header.
 */
export const DEFAULT_DESCRIPTION_LANGUAGE: Language = 'ru';
/** The header's names of our languages: English is 'en' there. */
const ACCEPTED = ['ru', 'uz', 'en'];

export function descriptionLanguage(headers: { 'accept-language'?: string; cookie?: string }): Language {
  const accept = headers['accept-language'];
  if (accept) {
    // Negotiator weighs q-values and matches 'en-US' to 'en'; a '*' alone names none of ours.
    const chosen = languageOfTag(new Negotiator({ headers: { 'accept-language': accept } }).language(ACCEPTED));
    const named = accept.split(',').some((part) => !part.trim().startsWith('*'));
    if (chosen && named) return chosen;
  }
  if (headers.cookie) {
    const cookie = languageOfTag(parseCookie(headers.cookie)[COOKIES.lang]);
    if (cookie) return cookie;
  }
  return DEFAULT_DESCRIPTION_LANGUAGE;
}

type Asking = { headers: { 'accept-language'?: string; cookie?: string } };

/**
 * The description of a code (its variant, its values) in the language of this request, from the
 * contracts' ERROR_CATALOGUE: the error handler's, and any answer sent by hand.
 */
export function describeFor<C extends ErrorCode, V extends ErrorVariant<C> = never>(
  request: Asking, code: C, ...[choice]: OptionalWhenEmpty<ErrorTextChoice<C, V>>
): string {
  const { variant, params } = (choice ?? {}) as { variant?: string; params?: Record<string, string | number> };
  return errorText(code, descriptionLanguage(request.headers), variant, params);
}

/** A thrown error's description in the language of this request (the error handler's). */
export const describeError = (request: Asking, error: HttpError): string =>
  errorText(error.code, descriptionLanguage(request.headers), error.variant, error.params);
