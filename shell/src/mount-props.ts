import type { ApiClient, Language, Merchant } from '@storefront/contracts';

/**
 * What the shell hands every remote when single-spa mounts it. (The type moves to the contracts
 * package with the bus and the session store; each remote declares the part it reads meanwhile.)
 */
export interface StorefrontMountProps {
  merchant: Merchant;
  /** Base URL of the API, from the run-time config; also the media base for imageUrl(). */
  apiBase: string;
  lang: Language;
  /** The shell's one API client (merchant header set). */
  api: ApiClient;
}
