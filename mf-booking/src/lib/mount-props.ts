import type { ApiClient, Language, Merchant } from '@storefront/contracts';

/** The props the shell mounts this remote with (the shell's StorefrontMountProps). */
export interface MountProps {
  merchant: Merchant;
  apiBase: string;
  lang: Language;
  api: ApiClient;
}
