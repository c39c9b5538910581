import i18next, { type i18n as I18n } from 'i18next';
import type { Language } from '@storefront/contracts';
import { SHELL_TEXTS } from './texts';

/** The storefront's one i18next instance; every remote adds its own namespace to it at mount. */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'uz',
    supportedLngs: ['uz', 'ru', 'eng'],
    ns: ['shell'],
    defaultNS: 'shell',
    resources: {
      uz: { shell: SHELL_TEXTS.uz },
      ru: { shell: SHELL_TEXTS.ru },
      eng: { shell: SHELL_TEXTS.eng },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // Every namespace is in memory before a screen renders (remotes add theirs at mount): nothing to suspend for.
    react: { useSuspense: false },
  });
  return instance;
}
