import { DEFAULT_MAIN_COLOR } from '../constants';
import type { MerchantWebSettings } from '../entities/merchant';
import { textColorOn } from './contrast';

export interface StorefrontTheme {
  mainColor: string;
  /**
   * Text on the main colour: white on a dark main colour type, black otherwise (spec §9), unless
   * that fails WCAG's 4.5:1 on this colour; then the one of the two that passes (issue 14).
   */
  mainTextColor: '#ffffff' | '#000000';
  dark: boolean;
  title: string | null;
  favicon: string | null;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function themeFromSettings(
  settings: Pick<MerchantWebSettings, 'mainColor' | 'mainColorType' | 'isDark' | 'title' | 'favicon' | 'brand'> | null | undefined,
): StorefrontTheme {
  const mainColor = settings?.mainColor && HEX_COLOR.test(settings.mainColor) ? settings.mainColor : DEFAULT_MAIN_COLOR;
  return {
    mainColor,
    mainTextColor: textColorOn(mainColor, settings?.mainColorType === 'dark' ? '#ffffff' : '#000000'),
    dark: Boolean(settings?.isDark),
    title: settings?.title || settings?.brand || null,
    favicon: settings?.favicon || null,
  };
}

/**
 * The page's own name (document.title) in the interface language. The merchant's `title` is merchant
 * data in one language, uz (the storefront's default; the seed's read "… taom yetkazib berish"), so
 * it names the page in uz only; in ru and eng the page is named by the brand, a name that reads
 * in any language. A screen's heading comes before it ("Филиалы · Lamenu Demo", page-heading.ts).
 */
export function brandTitle(settings: Pick<MerchantWebSettings, 'title' | 'brand'> | null | undefined, language: string): string | null {
  const title = settings?.title?.trim() || null;
  const brand = settings?.brand?.trim() || null;
  return language === 'uz' ? title || brand : brand || title;
}
