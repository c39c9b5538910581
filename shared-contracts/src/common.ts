import * as z from 'zod/mini';

/** Multilingual text of spec §3: ru, uz and eng strings. */
export const MultilingualText = z.object({
  ru: z.nullish(z.string()),
  uz: z.nullish(z.string()),
  eng: z.nullish(z.string()),
});
export type MultilingualText = z.infer<typeof MultilingualText>;

export const LANGUAGES = ['uz', 'ru', 'eng'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

/** Picks the text in the wanted language, falling back through uz, ru and eng. */
export function pickText(text: MultilingualText | null | undefined, language: Language): string {
  if (!text) return '';
  return text[language] || text.uz || text.ru || text.eng || '';
}

/** ISO date-time as the API sends it. */
export const Timestamp = z.string();

export const Id = z.number().check(z.int(), z.positive());

/** Coerced query/path integer: query strings arrive as text. */
export const IdParam = z.coerce.number().check(z.int(), z.positive());

/** Body of every error answer of the API: a stable code and a Russian description. */
export const ApiErrorBody = z.object({
  code: z.string(),
  description: z.string(),
  details: z.optional(z.unknown()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const FALLBACK_ERROR_MESSAGE = 'Произошла ошибка, попробуйте позже';

export interface ApiError {
  status: number;
  code: string;
  message: string;
}

/** The error-or-data pair every client helper returns (spec §7). */
export type ApiResult<T> = { data: T; error: null } | { data: null; error: ApiError };

export const ok = <T>(data: T): ApiResult<T> => ({ data, error: null });
export const fail = <T = never>(error: ApiError): ApiResult<T> => ({ data: null, error });
