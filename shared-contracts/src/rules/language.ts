import type { Language } from '../common';
import { STORAGE_KEYS } from '../constants';
import type { MerchantWebSettings } from '../entities/merchant';
import { parseInitData } from './init-data';

const FROM_SETTINGS: Record<'UZ' | 'RU' | 'EN', Language> = { UZ: 'uz', RU: 'ru', EN: 'eng' };

/** Languages the merchant has switched on, in menu order; uz when the settings name none. */
export function enabledLanguages(settings: Pick<MerchantWebSettings, 'uzLangActive' | 'ruLangActive' | 'engLangActive'>): Language[] {
  const list: Language[] = [];
  if (settings.uzLangActive) list.push('uz');
  if (settings.ruLangActive) list.push('ru');
  if (settings.engLangActive) list.push('eng');
  return list.length ? list : ['uz'];
}

/**
 * A language tag as a header, a cookie or Telegram gives it ('ru', 'en-US', 'uz', the storefront's
 * own 'eng') as an interface language: uz, ru or eng; null for any other language or none.
 */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_;]/)[0];
  if (primary === 'uz' || primary === 'ru') return primary;
  if (primary === 'en' || primary === 'eng') return 'eng';
  return null;
}

/** A Telegram user's `language_code` (an IETF tag) as an interface language, or null. */
export const languageOfTelegramCode = languageOfTag;

/** The interface language a Mini App's `initData` names (its user's `language_code`), or null. */
export function languageOfInitData(initData: string | null | undefined): Language | null {
  if (!initData) return null;
  return languageOfTelegramCode(parseInitData(initData).user?.language_code);
}

/**
 * The interface language of a visit: brands forced to ru always get ru (spec §1); otherwise the
 * customer's own choice, then the `lang` cookie of a /ru or /uz link, then, inside Telegram, the
 * language of the Telegram user (`language_code` of the Mini App's init data), then the merchant's
 * main language, then uz (the translations' default); each only if the merchant has it switched on.
 */
export function chooseLanguage(input: {
  brand: string;
  settings: Pick<MerchantWebSettings, 'uzLangActive' | 'ruLangActive' | 'engLangActive' | 'mainLanguage'>;
  stored?: string | null;
  cookie?: string | null;
  /** The Mini App's `initData` inside Telegram; its user's language_code counts on a first visit. */
  telegramInitData?: string | null;
  forcedRussianBrands?: readonly string[];
}): Language {
  if (input.forcedRussianBrands?.includes(input.brand)) return 'ru';
  const enabled = enabledLanguages(input.settings);
  const main = input.settings.mainLanguage ? FROM_SETTINGS[input.settings.mainLanguage] : undefined;
  for (const candidate of [input.stored, input.cookie, languageOfInitData(input.telegramInitData), main]) {
    if (candidate && (enabled as string[]).includes(candidate)) return candidate as Language;
  }
  return enabled[0];
}

/**
 * Where the customer's own choice of language is kept (localStorage, STORAGE_KEYS.language): read
 * before the storefront's code has run by the guard of the server's first view, which is dropped
 * when that choice differs from the language it was drawn in.
 */
export const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;
