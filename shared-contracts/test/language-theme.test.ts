import { describe, expect, it } from 'vitest';
import { chooseLanguage, enabledLanguages, themeFromSettings } from '../src/rules';

const all = { uzLangActive: true, ruLangActive: true, engLangActive: true, mainLanguage: 'RU' as const };

describe('language choice', () => {
  it('prefers the customer choice, then the cookie, then the merchant main language', () => {
    expect(chooseLanguage({ brand: 'demo', settings: all, stored: 'eng', cookie: 'uz' })).toBe('eng');
    expect(chooseLanguage({ brand: 'demo', settings: all, cookie: 'uz' })).toBe('uz');
    expect(chooseLanguage({ brand: 'demo', settings: all })).toBe('ru');
  });

  it('skips languages the merchant has switched off', () => {
    const uzRu = { ...all, engLangActive: false, mainLanguage: 'EN' as const };
    expect(chooseLanguage({ brand: 'demo', settings: uzRu, stored: 'eng' })).toBe('uz');
    expect(enabledLanguages({ uzLangActive: false, ruLangActive: false, engLangActive: false })).toEqual(['uz']);
  });

  it('forces ru for the configured brands', () => {
    expect(chooseLanguage({ brand: 'mim', settings: all, stored: 'uz', forcedRussianBrands: ['mim'] })).toBe('ru');
  });
});

describe('theme', () => {
  it('defaults the main colour and picks the text colour by the main colour type', () => {
    expect(themeFromSettings(null)).toMatchObject({ mainColor: '#FCE000', mainTextColor: '#000000', dark: false });
    expect(themeFromSettings({ mainColor: '#1F2A44', mainColorType: 'dark', isDark: true, title: 'Oqshom', favicon: null, brand: null }))
      .toMatchObject({ mainColor: '#1F2A44', mainTextColor: '#ffffff', dark: true, title: 'Oqshom' });
    expect(themeFromSettings({ mainColor: 'red;}', mainColorType: 'light', isDark: false, title: null, favicon: null, brand: null }).mainColor).toBe('#FCE000');
  });
});
