import type { Language } from '@storefront/contracts';

/** A remote's texts in every interface language, as createRemoteApp adds them to the shell's i18next. */
export type Translations = Record<Language, Record<string, unknown>>;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PlainKey<K> = K extends `${string}_${PluralSuffix}` ? never : K;
type PluralBase<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : never;

/**
 * The texts another language must have, given the Uzbek ones: every plain key (nested groups alike)
 * and the `_other` form of every plural; the other plural forms are the language's own (Russian has
 * `_few` and `_many`, Uzbek none).
 */
export type TextsOf<Uz> = {
  [K in keyof Uz as PlainKey<K & string>]: Uz[K] extends string ? string : TextsOf<Uz[K]>;
} & {
  [K in PluralBase<keyof Uz & string> as `${K}_other`]: string;
} & {
  [K in `${PluralBase<keyof Uz & string>}_${PluralSuffix}`]?: string;
};

/**
 * A remote's translations, checked by the compiler: a key missing from, or unknown to, Russian or
 * English next to the Uzbek texts is a type error, not a text that silently falls back to Uzbek.
 */
export function defineTranslations<Uz extends Record<string, unknown>>(texts: {
  uz: Uz;
  ru: NoInfer<TextsOf<Uz>>;
  eng: NoInfer<TextsOf<Uz>>;
}): { uz: Uz; ru: TextsOf<Uz>; eng: TextsOf<Uz> } {
  return texts;
}
