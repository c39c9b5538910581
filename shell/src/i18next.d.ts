// react-i18next's keys typed by the shell's own texts: `t('misspelt')` is a compile error.
import 'i18next';
import type { SHELL_TEXTS } from './i18n/texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: { shell: typeof SHELL_TEXTS.uz };
  }
}
