import * as z from 'zod/mini';
import { MAX_ID, MAX_TELEGRAM_ID, ONE_TIME_CODE_PATTERN } from './limits';

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

/** A stored row's id: 1 to the database's integer maximum (a bigger one would be a database error). */
export const Id = z.number().check(z.int(), z.positive(), z.lte(MAX_ID));

/** A one-time code a customer types (login, phone change): ONE_TIME_CODE_LENGTH digits. */
export const OneTimeCode = z.string().check(z.regex(ONE_TIME_CODE_PATTERN));

/** A Telegram user's id (positive), as init data and the Bot API carry it. */
export const TelegramUserId = z.number().check(z.int(), z.positive(), z.lte(MAX_TELEGRAM_ID));
/** A Telegram chat's id: a private chat's is the user's, a group's is negative. */
export const TelegramChatId = z.number().check(z.int(), z.gte(-MAX_TELEGRAM_ID), z.lte(MAX_TELEGRAM_ID));

/** Coerced query/path integer: query strings arrive as text. */
export const IdParam = z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_ID));

/**
 * Whether a text can be stored: PostgreSQL refuses NUL in text, and lone UTF-16 surrogates (which
 * JSON may carry as \ud800) have no UTF-8 form. Everything else, emoji included, is fine.
 */
export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * Every text a client sends (body field, path or query parameter): at most `max` characters and
 * storable. The one place that rule lives; the API answers a breach with 400 VALIDATION_ERROR.
 */
export const Text = (max: number) => z.string().check(
  z.maxLength(max, `Не длиннее ${max} символов`),
  z.refine(isStorableText, 'Текст содержит недопустимые символы (NUL или одиночный суррогат)'),
);

/** Body of every error answer of the API: a stable code and a Russian description. */
export const ApiErrorBody = z.object({
  code: z.string(),
  description: z.string(),
  details: z.optional(z.unknown()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const FALLBACK_ERROR_MESSAGE = 'Произошла ошибка, попробуйте позже';
/** The fallback message in each interface language (ru is spec §8's). */
export const FALLBACK_ERROR_MESSAGES: Record<Language, string> = {
  uz: "Xatolik yuz berdi, keyinroq urinib ko'ring",
  ru: FALLBACK_ERROR_MESSAGE,
  eng: 'Something went wrong, please try again later',
};

export interface ApiError {
  status: number;
  code: string;
  message: string;
}

/** The error-or-data pair every client helper returns (spec §7). */
export type ApiResult<T> = { data: T; error: null } | { data: null; error: ApiError };

export const ok = <T>(data: T): ApiResult<T> => ({ data, error: null });
export const fail = <T = never>(error: ApiError): ApiResult<T> => ({ data: null, error });
