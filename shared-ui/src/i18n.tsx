import { useCallback, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { specMessage, type Language, type MessageKey } from '@storefront/contracts';

/**
 * The shell's one i18next instance with the namespace of the code below as react-i18next's default:
 * `useTranslation()` inside a remote reads that remote's own texts, `useTranslation('shell')` the
 * shell's.
 */
export function I18nScopeProvider({ i18n, namespace, children }: { i18n: I18n; namespace: string; children: ReactNode }) {
  return <I18nextProvider i18n={i18n} defaultNS={namespace}>{children}</I18nextProvider>;
}

/** The interface language; re-renders when the customer switches it (react-i18next binds languageChanged). */
export function useLanguage(): Language {
  return useTranslation().i18n.language as Language;
}

/**
 * The spec's messages in the interface language: verbatim (MESSAGES) in uz, translated in ru and
 * eng (the contracts' `specMessage`). Re-renders when the customer switches the language.
 */
export function useSpecMessage(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const language = useLanguage();
  return useCallback((key: MessageKey, params?: Record<string, string | number>) => specMessage(key, language, params), [language]);
}
