// react-i18next's keys typed by this remote's own texts: `t('misspelt')` is a compile error.
import 'i18next';
import type { translations } from './translations';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'addressMaps';
    resources: { addressMaps: typeof translations.uz };
  }
}
