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
  /** Asks the customer to share their phone with the bot; `shared` tells whether they did (Bot API 6.9). */
  requestContact?(callback: (shared: boolean) => void): void;
  /** Telegram's header above the page: a #RRGGBB colour since Bot API 6.9 (6.1–6.8: only 'bg_color' or 'secondary_bg_color'). */
  setHeaderColor?(color: string): void;
  /** The Mini App's background (Bot API 6.1). */
  setBackgroundColor?(color: string): void;
  /** The bar under the page that holds the MainButton (Bot API 7.10). */
  setBottomBarColor?(color: string): void;
  /** The customer's location through Telegram, once they allow the bot (Bot API 8.0). */
  LocationManager?: TelegramLocationManager;
  /** Offers to put the Mini App on the device's home screen (Bot API 8.0). */
  addToHomeScreen?(): void;
  /** Whether the Mini App is on the home screen; Telegram's answers are 'unsupported', 'unknown', 'added' and 'missed' (Bot API 8.0). */
  checkHomeScreenStatus?(callback: (status: string) => void): void;
}

/** Telegram's LocationManager (Bot API 8.0; core.telegram.org/bots/webapps#locationmanager). */
export interface TelegramLocationManager {
  readonly isInited: boolean;
  readonly isLocationAvailable: boolean;
  readonly isAccessRequested: boolean;
  readonly isAccessGranted: boolean;
  /** Asks Telegram for the manager's state; the callback runs once it is known. */
  init(callback?: () => void): void;
  /** The position, or null when the customer refused it (or the device has none). */
  getLocation(callback: (location: { latitude: number; longitude: number } | null) => void): void;
  /** Telegram's location settings for the bot; only in answer to a tap, and only once access was asked and refused. */
  openSettings(): void;
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
 * The Bot API version each call needs (core.telegram.org/bots/webapps), the one table the shell's
 * gates read. Older clients are not asked: the page works without each of them.
 */
export const BOT_API = {
  backButton: '6.1',
  hapticFeedback: '6.1',
  openLink: '6.1',
  backgroundColor: '6.1',
  closingConfirmation: '6.2',
  requestContact: '6.9',
  /** setHeaderColor takes any #RRGGBB only since 6.9 (before, only Telegram's own bg_color/secondary_bg_color). */
  headerColor: '6.9',
  settingsButton: '7.0',
  verticalSwipes: '7.7',
  bottomBarColor: '7.10',
  safeAreaEvents: '8.0',
  locationManager: '8.0',
  homeScreen: '8.0',
} as const;

/** Bot API versions compared part by part, as Telegram's script does ('7.10' is newer than '7.9'). */
export function versionAtLeast(have: string, wanted: string): boolean {
  const a = have.trim().split('.').map((part) => parseInt(part, 10) || 0);
  const b = wanted.trim().split('.').map((part) => parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/**
 * Whether the client supports a Bot API version: every call newer than 6.0 is gated on it, so an
 * older client degrades quietly. Telegram's script answers `isVersionAtLeast`; without it the
 * client's `version` is read. A client that tells no version at all (a stand-in, not Telegram's
 * script) supports none of the newer calls; `ifUnknown` answers for it instead (the basics the
 * storefront used before versions were checked: BackButton, SettingsButton, haptics, contact).
 */
export function supports(webApp: TelegramWebApp, version: string, ifUnknown = false): boolean {
  try {
    if (typeof webApp.isVersionAtLeast === 'function') return webApp.isVersionAtLeast(version) === true;
    if (typeof webApp.version === 'string' && webApp.version.trim()) return versionAtLeast(webApp.version, version);
    return ifUnknown;
  } catch {
    return false;
  }
}
