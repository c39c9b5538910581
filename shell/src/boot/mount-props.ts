import type { ApiClient, Bus, RemoteMountProps, SessionStore } from '@storefront/runtime';
import type { StorefrontTheme } from '@storefront/contracts/rules';
import type { i18n as I18n } from 'i18next';
import type { ShellConfig } from '../runtime-config';
import { createLocate } from '../telegram/location';
import { createMainButton } from '../telegram/main-button';
import { canSharePhone, createPhoneSharing, phoneSharingUnavailable } from '../telegram/share-phone';
import { BOT_API, supports, type TelegramWebApp } from '../telegram/webapp';
import type { LoadedMerchantData } from './merchant-data';

/**
 * What every remote is mounted with: the shell's bus, session, API client and translations, the
 * merchant's data, the run-time URLs, and what the Telegram client it runs in can do.
 */
export function createMountProps({ bus, store, api, i18n, data, config, webApp, theme, live }: {
  bus: Bus; store: SessionStore; api: ApiClient; i18n: I18n; data: LoadedMerchantData; config: ShellConfig;
  webApp: TelegramWebApp | null; theme: StorefrontTheme; live: RemoteMountProps['live'];
}): RemoteMountProps {
  const mainButton = webApp ? createMainButton(webApp, { color: theme.mainColor, textColor: theme.mainTextColor }) : undefined;
  return {
    bus, store, api, i18n, data, settings: data.settings,
    urls: { apiBase: config.apiBase, mediaBase: config.mediaBase, tileUrl: config.tileUrl, tileAttribution: config.tileAttribution,
      ...(config.yandexMapsUrl ? { yandexMapsUrl: config.yandexMapsUrl } : {}),
      ...(config.cardProviderUrl ? { cardProviderUrl: config.cardProviderUrl } : {}) },
    telegram: {
      active: Boolean(webApp),
      colorScheme: webApp?.colorScheme ?? null,
      sharePhone: webApp && canSharePhone(webApp) ? createPhoneSharing(webApp, api, bus) : phoneSharingUnavailable,
      canSharePhone: Boolean(webApp && canSharePhone(webApp)),
      ...(mainButton ? { mainButton } : {}),
      ...(webApp?.openLink && supports(webApp, BOT_API.openLink) ? { openLink: (url: string) => webApp.openLink!(url) } : {}),
      locate: createLocate(webApp),
    },
    live,
  };
}
