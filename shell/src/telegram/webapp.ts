import { isInitDataPresent } from '@storefront/contracts/rules';

/** The part of Telegram.WebApp the storefront uses (providers.md "Telegram Mini App initData"). */
export interface TelegramWebApp {
  initData: string;
  /** The unchecked fields of the init data; `start_param` is the `startapp` of the link that opened the Mini App. */
  initDataUnsafe?: { start_param?: string };
  /** The client's Bot API version ('6.0' when unknown). */
  version?: string;
  /** Whether the client supports a Bot API version (Bot API 6.0's script and later). */
  isVersionAtLeast?(version: string): boolean;
  /** Opens a link in the browser, the Mini App staying open (Bot API 6.1; options since 6.4). */
  openLink?(url: string, options?: { try_instant_view?: boolean }): void;
  /** Vertical swipes close or minimise the Mini App unless disabled (Bot API 7.7). */
  disableVerticalSwipes?(): void;
  enableVerticalSwipes?(): void;
  /** Asks the customer to confirm before closing the Mini App (Bot API 6.2). */
  enableClosingConfirmation?(): void;
  disableClosingConfirmation?(): void;
  colorScheme?: 'light' | 'dark';
  themeParams?: Record<string, string | undefined>;
  safeAreaInset?: Record<'top' | 'bottom' | 'left' | 'right', number>;
  contentSafeAreaInset?: Record<'top' | 'bottom' | 'left' | 'right', number>;
  ready(): void;
  expand(): void;
  onEvent?(event: string, handler: () => void): void;
  BackButton?: { show(): void; hide(): void; onClick(handler: () => void): void };
  /** Telegram's own button under the Mini App (Bot API 6.0). */
  MainButton?: {
    setParams(params: { text?: string; color?: string; text_color?: string; is_active?: boolean; is_visible?: boolean }): void;
    showProgress(leaveActive?: boolean): void;
    hideProgress(): void;
    onClick(handler: () => void): void;
  };
  /** The "Settings" item of the Mini App's menu (Bot API 7.0). */
  SettingsButton?: { show(): void; hide(): void; onClick(handler: () => void): void };
  /** Bot API 6.1. */
  HapticFeedback?: {
    impactOccurred(style: 'light' | 'medium' | 'heavy' | 'rigid' | 'soft'): void;
    notificationOccurred(type: 'error' | 'success' | 'warning'): void;
  };
  /** Asks the customer to share their phone with the bot; `shared` tells whether they did. */
  requestContact?(callback: (shared: boolean) => void): void;
}

declare global {
  interface Window {
    Telegram?: { WebApp?: TelegramWebApp };
  }
}

/** Telegram opens a Mini App with its launch parameters in the URL fragment. */
export const openedByTelegram = () => /[#&]tgWebApp(Data|Version|Platform)=/.test(window.location.hash);

/** The page may run as a Mini App (findTelegramWebApp decides): Telegram's object is there, or its launch parameters. */
export const mayBeTelegram = () => Boolean(window.Telegram?.WebApp) || openedByTelegram();

function loadScript(src: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const done = () => resolve();
    script.onload = done;
    script.onerror = done;
    setTimeout(done, timeoutMs);
    document.head.appendChild(script);
  });
}

/**
 * The Mini App object when the page runs inside Telegram with usable init data (spec §5: longer
 * than 10 characters); Telegram's script is fetched only when Telegram opened the page, so an
 * ordinary visit loads nothing of it.
 */
export async function findTelegramWebApp(scriptUrl: string): Promise<TelegramWebApp | null> {
  if (!window.Telegram?.WebApp && openedByTelegram() && scriptUrl) await loadScript(scriptUrl, 3000);
  const webApp = window.Telegram?.WebApp;
  if (!webApp) return null;
  if (!isInitDataPresent(webApp.initData)) {
    console.warn('Telegram init data is missing; messenger login is skipped');
    return null;
  }
  return webApp;
}

/**
 * Whether the client supports a Bot API version: every call newer than 6.0 is gated on it, so an
 * older client degrades quietly (a client without `isVersionAtLeast` supports none of them).
 */
export function supports(webApp: TelegramWebApp, version: string): boolean {
  try {
    return typeof webApp.isVersionAtLeast === 'function' && webApp.isVersionAtLeast(version);
  } catch {
    return false;
  }
}
