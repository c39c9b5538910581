import { matchAppRoute } from '@storefront/contracts/rules';
import { createChromePainter } from './colours';
import { BOT_API, supports, type TelegramWebApp } from './webapp';

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

/**
 * Screens whose own gestures a vertical swipe would fight: a map pans, and the menu, the search and
 * the basket and checkout scroll long lists, where a swipe down at the top would close or minimise
 * the Mini App. Elsewhere (the profile, an order, short pages) swipes stay on, as Telegram advises.
 */
export function keepsSwipes(pathname: string): boolean {
  const route = matchAppRoute(pathname)?.route;
  if (!route) return true;
  if ('drawsMap' in route && route.drawsMap) return false;
  return !['/', '/category', '/product/:id', '/search', '/basket', '/checkout', '/choose-address', '/branches'].includes(route.path);
}

/** While the customer checks out, closing the Mini App asks first (the form would be lost). */
export const guardsClosing = (pathname: string): boolean => matchAppRoute(pathname)?.route.path === '/checkout';

export interface TelegramNavigation {
  /** Telegram's back button. */
  goBack(): void;
  /** The "Settings" item of the Mini App's menu: the customer's profile. */
  openSettings(): void;
}

/**
 * Makes the page a Mini App: ready() and expand() at once, Telegram's colours and safe areas as
 * CSS variables kept up to date as Telegram changes them (the customer switches the theme, turns
 * the phone, goes full screen), Telegram's header, background and bottom bar in the merchant's
 * colours once they are known, Telegram's back button on every page but the menu, and its
 * "Settings" item opening the profile. Every call newer than Bot API 6.0 is asked only of a client
 * that has it (BOT_API); a client that tells no version keeps the basics it has (Back, Settings).
 */
export function integrateTelegram(webApp: TelegramWebApp, navigation: TelegramNavigation): {
  onRoute(pathname: string): void;
  applyTheme(): void;
  /** The merchant's main colour on Telegram's header (see chromeColours), again after every themeChanged. */
  applyMerchantColours(mainColor: string): void;
} {
  webApp.ready();
  webApp.expand();
  applyTelegramTheme(webApp);
  applySafeArea(webApp);
  const paintChrome = createChromePainter(webApp);
  let mainColor: string | null = null;
  webApp.onEvent?.('themeChanged', () => {
    applyTelegramTheme(webApp);
    if (mainColor) paintChrome(mainColor);
  });
  if (supports(webApp, BOT_API.safeAreaEvents, true)) {
    webApp.onEvent?.('safeAreaChanged', () => applySafeArea(webApp));
    webApp.onEvent?.('contentSafeAreaChanged', () => applySafeArea(webApp));
  }
  const back = supports(webApp, BOT_API.backButton, true) ? webApp.BackButton : undefined;
  back?.onClick(navigation.goBack);
  const settings = supports(webApp, BOT_API.settingsButton, true) ? webApp.SettingsButton : undefined;
  if (settings) {
    settings.onClick(navigation.openSettings);
    settings.show();
  }
  // Each is asked of Telegram only when it changes, and only of a client that has it.
  let swipes: boolean | null = null;
  let closingGuard: boolean | null = null;
  const canSwipe = supports(webApp, BOT_API.verticalSwipes) && webApp.disableVerticalSwipes && webApp.enableVerticalSwipes;
  const canGuard = supports(webApp, BOT_API.closingConfirmation) && webApp.enableClosingConfirmation && webApp.disableClosingConfirmation;
  return {
    /** Telegram's colours win over the merchant theme inside the Mini App. */
    applyTheme: () => applyTelegramTheme(webApp),
    applyMerchantColours(color: string) {
      mainColor = color;
      paintChrome(color);
    },
    onRoute(pathname: string) {
      if (pathname === '/') back?.hide();
      else back?.show();
      const nextSwipes = keepsSwipes(pathname);
      if (canSwipe && nextSwipes !== swipes) {
        if (nextSwipes) webApp.enableVerticalSwipes!();
        else webApp.disableVerticalSwipes!();
      }
      swipes = nextSwipes;
      const nextGuard = guardsClosing(pathname);
      if (canGuard && nextGuard !== closingGuard && (nextGuard || closingGuard !== null)) {
        if (nextGuard) webApp.enableClosingConfirmation!();
        else webApp.disableClosingConfirmation!();
      }
      closingGuard = nextGuard;
    },
  };
}
