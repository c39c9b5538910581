import { brandTitle, chooseLanguage, enabledLanguages, languageOfTag, languageOfTelegramCode, themeFromSettings } from '../src/rules';

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

  it('inside Telegram, a first visit speaks the Telegram user\'s language when the merchant offers it', () => {
    const initData = (code: string | null) => new URLSearchParams({ auth_date: '1700000000', user: JSON.stringify({ id: 1, first_name: 'A', ...(code ? { language_code: code } : {}) }), hash: 'x' }).toString();
    const uzMain = { ...all, mainLanguage: 'UZ' as const };
    expect(chooseLanguage({ brand: 'oqshom', settings: uzMain, telegramInitData: initData('ru') })).toBe('ru');
    expect(chooseLanguage({ brand: 'demo', settings: all, telegramInitData: initData('en-US') })).toBe('eng');
    expect(chooseLanguage({ brand: 'demo', settings: all, telegramInitData: initData('uz') })).toBe('uz');
    // Not offered, unknown or missing: the merchant's main language.
    expect(chooseLanguage({ brand: 'demo', settings: { ...all, engLangActive: false }, telegramInitData: initData('en') })).toBe('ru');
    expect(chooseLanguage({ brand: 'demo', settings: all, telegramInitData: initData('de') })).toBe('ru');
    expect(chooseLanguage({ brand: 'demo', settings: all, telegramInitData: initData(null) })).toBe('ru');
    expect(chooseLanguage({ brand: 'demo', settings: all, telegramInitData: 'not init data' })).toBe('ru');
    // The customer's own choice, and a /ru or /uz link, still come first.
    expect(chooseLanguage({ brand: 'demo', settings: all, stored: 'uz', telegramInitData: initData('ru') })).toBe('uz');
    expect(chooseLanguage({ brand: 'demo', settings: all, cookie: 'uz', telegramInitData: initData('en') })).toBe('uz');
    expect(chooseLanguage({ brand: 'mim', settings: all, telegramInitData: initData('uz'), forcedRussianBrands: ['mim'] })).toBe('ru');
  });

  it('reads Telegram language codes as interface languages', () => {
    expect(languageOfTelegramCode('ru')).toBe('ru');
    expect(languageOfTelegramCode('RU-ru')).toBe('ru');
    expect(languageOfTelegramCode('en')).toBe('eng');
    expect(languageOfTelegramCode('uz_Latn')).toBe('uz');
    expect(languageOfTelegramCode('kk')).toBeNull();
    expect(languageOfTelegramCode(undefined)).toBeNull();
  });

  it('reads a header\'s or a cookie\'s tag the same way, the storefront\'s own "eng" too', () => {
    expect(languageOfTag('en-US;q=0.8')).toBe('eng');
    expect(languageOfTag(' eng ')).toBe('eng');
    expect(languageOfTag('uz;q=0.9')).toBe('uz');
    expect(languageOfTag('*')).toBeNull();
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

describe('page title', () => {
  const settings = { title: "Lamenu Demo — Toshkent bo'ylab taom yetkazib berish", brand: 'Lamenu Demo' };
  it('is the merchant title in uz and the brand in ru and eng', () => {
    expect(brandTitle(settings, 'uz')).toBe(settings.title);
    expect(brandTitle(settings, 'ru')).toBe('Lamenu Demo');
    expect(brandTitle(settings, 'eng')).toBe('Lamenu Demo');
  });
  it('falls back to whichever of the two there is', () => {
    expect(brandTitle({ title: null, brand: 'Oqshom' }, 'uz')).toBe('Oqshom');
    expect(brandTitle({ title: 'Oqshom kechki', brand: null }, 'ru')).toBe('Oqshom kechki');
    expect(brandTitle({ title: ' ', brand: null }, 'ru')).toBeNull();
    expect(brandTitle(null, 'eng')).toBeNull();
  });
});
