import type { Language } from '../common';
import { ERROR_CATALOGUE, type ErrorParamValue, type ErrorTemplate, type ErrorTexts } from './error-catalogue';

type Catalogue = typeof ERROR_CATALOGUE;
/** A code the API answers with; each has its texts in ERROR_CATALOGUE. */
export type ErrorCode = keyof Catalogue;
/** The variants of a code that has several texts; never for a code with one. */
export type ErrorVariant<C extends ErrorCode> = Catalogue[C] extends ErrorTexts ? never : keyof Catalogue[C] & string;

/** The `{name}` places of a template, as a union of names. */
type Places<T> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | Places<Rest> : never;
type ParamsOfTemplate<T> = T extends (params: infer P) => string
  ? P
  : T extends string ? { [Name in Places<T>]: ErrorParamValue } : never;
type TextsOf<C extends ErrorCode, V> = Catalogue[C] extends ErrorTexts
  ? Catalogue[C]
  : V extends keyof Catalogue[C] ? Catalogue[C][V] : never;
/** The values a code's text (its variant's) fills in; the languages name the same ones (a test checks). */
export type ErrorParams<C extends ErrorCode, V extends ErrorVariant<C> = ErrorVariant<C>> =
  TextsOf<C, V> extends { ru: infer T } ? ParamsOfTemplate<T> : never;

/**
 * Which text of a code, and its values: `variant` when the code has several texts, `params` when
 * the text has places. Either may be left out only when there is nothing to name.
 */
export type ErrorTextChoice<C extends ErrorCode, V extends ErrorVariant<C>> =
  ([ErrorVariant<C>] extends [never] ? { variant?: undefined } : { variant: V })
  & (Record<string, never> extends ErrorParams<C, V> ? { params?: ErrorParams<C, V> } : { params: ErrorParams<C, V> });

const fill = (template: ErrorTemplate, params: Record<string, ErrorParamValue>): string =>
  typeof template === 'function'
    ? (template as (values: Record<string, ErrorParamValue>) => string)(params)
    : template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** The texts of a code (and variant); undefined for a code or variant the catalogue does not have. */
export function errorTexts(code: string, variant?: string): ErrorTexts | undefined {
  const entry: Record<string, unknown> | undefined = (ERROR_CATALOGUE as Record<string, Record<string, unknown>>)[code];
  if (!entry) return undefined;
  if ('ru' in entry) return variant === undefined ? (entry as unknown as ErrorTexts) : undefined;
  return variant === undefined ? undefined : (entry[variant] as ErrorTexts | undefined);
}

/**
 * A code's description in `language`, its places filled from `params` (a place without a value
 * stays as written). Throws for a code or variant the catalogue does not have: the types rule
 * that out, so reaching it is a defect to see at once rather than a text to guess.
 */
export function errorText(
  code: string, language: Language, variant?: string, params: Record<string, ErrorParamValue> = {},
): string {
  const texts = errorTexts(code, variant);
  if (!texts) throw new Error(`No error text for ${code}${variant === undefined ? '' : ` (${variant})`}`);
  return fill(texts[language] ?? texts.ru, params);
}
