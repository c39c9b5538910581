import type { Language, Merchant } from '@storefront/contracts';

/** What the shell hands every remote when single-spa mounts it. */
export interface StorefrontMountProps {
  merchant: Merchant;
  /** Base URL of the API, from the run-time config; also the media base for imageUrl(). */
  apiBase: string;
  lang: Language;
}
