import type { TelegramWebApp } from './webapp';

const INSETS = ['top', 'bottom', 'left', 'right'] as const;

function applyTelegramTheme(webApp: TelegramWebApp) {
  const root = document.documentElement;
  for (const [key, value] of Object.entries(webApp.themeParams ?? {})) {
    if (value) root.style.setProperty(`--tg-theme-${key.replace(/_/g, '-')}`, value);
  }
  if (webApp.colorScheme) root.dataset.theme = webApp.colorScheme;
  root.dataset.telegram = 'true';
}

function applySafeArea(webApp: TelegramWebApp) {
  const root = document.documentElement;
  for (const side of INSETS) {
    root.style.setProperty(`--tg-safe-area-inset-${side}`, `${webApp.safeAreaInset?.[side] ?? 0}px`);
    root.style.setProperty(`--tg-content-safe-area-inset-${side}`, `${webApp.contentSafeAreaInset?.[side] ?? 0}px`);
  }
}

export interface TelegramNavigation {
  /** Telegram's back button. */
  goBack(): void;
  /** The "Settings" item of the Mini App's menu: the customer's profile. */
  openSettings(): void;
}

/**
 * Makes the page a Mini App: ready() and expand() at once, Telegram's colours and safe areas as
 * CSS variables kept up to date as Telegram changes them (the customer switches the theme, turns
 * the phone, goes full screen), Telegram's back button on every page but the menu, and its
 * "Settings" item opening the profile.
 */
export function integrateTelegram(webApp: TelegramWebApp, navigation: TelegramNavigation): { onRoute(pathname: string): void; applyTheme(): void } {
  webApp.ready();
  webApp.expand();
  applyTelegramTheme(webApp);
  applySafeArea(webApp);
  webApp.onEvent?.('themeChanged', () => applyTelegramTheme(webApp));
  webApp.onEvent?.('safeAreaChanged', () => applySafeArea(webApp));
  webApp.onEvent?.('contentSafeAreaChanged', () => applySafeArea(webApp));
  webApp.BackButton?.onClick(navigation.goBack);
  if (webApp.SettingsButton) {
    webApp.SettingsButton.onClick(navigation.openSettings);
    webApp.SettingsButton.show();
  }
  return {
    /** Telegram's colours win over the merchant theme inside the Mini App. */
    applyTheme: () => applyTelegramTheme(webApp),
    onRoute(pathname: string) {
      if (pathname === '/') webApp.BackButton?.hide();
      else webApp.BackButton?.show();
    },
  };
}
