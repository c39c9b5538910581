import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { specMessage, type Language, type MessageKey } from '@storefront/contracts';

interface I18nScope { i18n: I18n; namespace: string }

const I18nContext = createContext<I18nScope | null>(null);

/**
 * The shell's one i18next instance and the namespace of the code below. (react-i18next would do
 * this too, at 10 KB gzip on the first visit; these two hooks are all the storefront needs.)
 */
export function I18nScopeProvider({ i18n, namespace, children }: I18nScope & { children: ReactNode }) {
  const scope = useMemo(() => ({ i18n, namespace }), [i18n, namespace]);
  return <I18nContext.Provider value={scope}>{children}</I18nContext.Provider>;
}

function useScope(): I18nScope {
  const scope = useContext(I18nContext);
  if (!scope) throw new Error('useT and useLanguage need an I18nScopeProvider');
  return scope;
}

/** The interface language; re-renders when the customer switches it. */
export function useLanguage(): Language {
  const { i18n } = useScope();
  const subscribe = useCallback((onChange: () => void) => {
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  return useSyncExternalStore(subscribe, () => i18n.language as Language, () => i18n.language as Language);
}

/**
 * Texts already translated, per i18next instance and `language|namespace`, emptied when a bundle is
 * added or removed. i18next resolves each call anew (fallbacks, plurals, interpolation); the menu
 * asks the same few texts for every card, and on a slow phone those calls were a fifth of its
 * first render.
 */
const translated = new WeakMap<I18n, Map<string, Map<string, unknown>>>();

function translationsOf(i18n: I18n, scopeKey: string): Map<string, unknown> {
  let scopes = translated.get(i18n);
  if (!scopes) {
    const fresh = new Map<string, Map<string, unknown>>();
    i18n.store?.on('added', () => fresh.clear());
    i18n.store?.on('removed', () => fresh.clear());
    translated.set(i18n, fresh);
    scopes = fresh;
  }
  let texts = scopes.get(scopeKey);
  if (!texts) scopes.set(scopeKey, (texts = new Map()));
  return texts;
}

/** A fixed `t` that answers a call it has answered before (same arguments) from memory. */
export function rememberingT(i18n: I18n, language: string, namespace: string): TFunction {
  const t = i18n.getFixedT(language, namespace);
  const scopeKey = `${language}|${namespace}`;
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const remembering = (...args: unknown[]) => {
    const texts = translationsOf(i18n, scopeKey);
    const id = JSON.stringify(args);
    if (texts.has(id)) return texts.get(id);
    const text = translate(...args);
    texts.set(id, text);
    return text;
  };
  return remembering as unknown as TFunction;
}

/** `t` of this scope's namespace (or another one), in the current language. */
export function useT(namespace?: string): TFunction {
  const scope = useScope();
  const language = useLanguage();
  return useMemo(() => rememberingT(scope.i18n, language, namespace ?? scope.namespace), [scope, language, namespace]);
}

/**
 * The spec's messages in the interface language: verbatim (MESSAGES) in uz, translated in ru and
 * eng (the contracts' `specMessage`). Re-renders when the customer switches the language.
 */
export function useSpecMessage(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const language = useLanguage();
  return useCallback((key: MessageKey, params?: Record<string, string | number>) => specMessage(key, language, params), [language]);
}
