import { versionAtLeast, type TelegramLocationManager, type TelegramWebApp } from '../src/telegram/webapp';

/** Bot API version of each call the fake knows (core.telegram.org/bots/webapps). */
const NEEDS: Record<string, string> = {
  'back:show': '6.1', 'back:hide': '6.1', 'back:onClick': '6.1',
  'settings:show': '7.0', 'settings:onClick': '7.0',
  'haptic:impact': '6.1', 'haptic:notification': '6.1',
  openLink: '6.1', setBackgroundColor: '6.1', setHeaderColor: '6.1',
  enableClosingConfirmation: '6.2', disableClosingConfirmation: '6.2',
  requestContact: '6.9',
  enableVerticalSwipes: '7.7', disableVerticalSwipes: '7.7',
  setBottomBarColor: '7.10',
  'location:init': '8.0', 'location:get': '8.0', 'location:openSettings': '8.0',
  addToHomeScreen: '8.0', checkHomeScreenStatus: '8.0',
};

export interface FakeLocation {
  /** Telegram knows a location on this device. */
  available?: boolean;
  /** What the customer answers Telegram's question: allow (a position) or refuse. */
  answer?: { latitude: number; longitude: number } | 'refuse';
  /** Asked and answered on an earlier visit. */
  asked?: boolean;
  granted?: boolean;
  /** An old or broken client: init never calls back. */
  silentInit?: boolean;
}

export interface FakeOptions {
  scheme?: 'light' | 'dark';
  themeParams?: Record<string, string>;
  location?: FakeLocation;
  homeScreen?: string;
  /** No isVersionAtLeast nor version: a stand-in that tells no version. */
  noVersion?: boolean;
}

/**
 * A Telegram.WebApp of a given Bot API version, as Telegram's script behaves: every method is
 * there, and one newer than the version does nothing but complain (recorded as `unsupported:<call>`),
 * as the script's console warnings do; every call is recorded in `calls`.
 */
export function fakeWebApp(version: string, options: FakeOptions = {}) {
  const calls: string[] = [];
  const handlers: Record<string, Array<() => void>> = {};
  const call = (name: string, detail?: string) => {
    const needs = NEEDS[name];
    if (needs && !versionAtLeast(version, needs)) {
      calls.push(`unsupported:${name}`);
      return false;
    }
    calls.push(detail === undefined ? name : `${name}:${detail}`);
    return true;
  };
  const loc = { available: true, asked: false, granted: false, ...options.location };
  let inited = false;
  const manager: TelegramLocationManager = {
    get isInited() { return inited; },
    get isLocationAvailable() { return inited && loc.available; },
    get isAccessRequested() { return loc.asked; },
    get isAccessGranted() { return loc.asked && loc.granted; },
    init(callback) {
      if (!call('location:init') || inited || loc.silentInit) return;
      setTimeout(() => { inited = true; callback?.(); }, 1);
    },
    getLocation(callback) {
      if (!call('location:get')) return;
      if (!inited) throw new Error('WebAppLocationManagerNotInited');
      if (!loc.available) throw new Error('WebAppLocationManagerLocationNotAvailable');
      setTimeout(() => {
        if (!loc.asked) {
          loc.asked = true;
          loc.granted = loc.answer !== 'refuse';
        }
        callback(loc.granted && loc.answer && loc.answer !== 'refuse' ? loc.answer : null);
      }, 1);
    },
    openSettings() { call('location:openSettings'); },
  };
  const webApp: TelegramWebApp = {
    initData: 'query_id=x&user=%7B%7D&auth_date=1&hash=abc',
    ...(options.noVersion ? {} : { version, isVersionAtLeast: (wanted: string) => versionAtLeast(version, wanted) }),
    colorScheme: options.scheme ?? 'light',
    themeParams: options.themeParams ?? {},
    ready: () => { calls.push('ready'); },
    expand: () => { calls.push('expand'); },
    onEvent: (name, handler) => { (handlers[name] ??= []).push(handler); },
    BackButton: { show: () => { call('back:show'); }, hide: () => { call('back:hide'); }, onClick: () => { call('back:onClick'); } },
    SettingsButton: { show: () => { call('settings:show'); }, hide: () => undefined, onClick: () => { call('settings:onClick'); } },
    HapticFeedback: { impactOccurred: (style) => { call('haptic:impact', style); }, notificationOccurred: (type) => { call('haptic:notification', type); } },
    openLink: (url) => { call('openLink', url); },
    requestContact: (callback) => { if (call('requestContact')) callback(true); },
    enableClosingConfirmation: () => { call('enableClosingConfirmation'); },
    disableClosingConfirmation: () => { call('disableClosingConfirmation'); },
    enableVerticalSwipes: () => { call('enableVerticalSwipes'); },
    disableVerticalSwipes: () => { call('disableVerticalSwipes'); },
    setHeaderColor: (color) => {
      if (!versionAtLeast(version, '6.9') && color.startsWith('#')) throw new Error('WebAppHeaderColorKeyInvalid');
      call('setHeaderColor', color);
    },
    setBackgroundColor: (color) => { call('setBackgroundColor', color); },
    setBottomBarColor: (color) => { call('setBottomBarColor', color); },
    LocationManager: manager,
    addToHomeScreen: () => { call('addToHomeScreen'); },
    checkHomeScreenStatus: (callback) => { if (call('checkHomeScreenStatus')) setTimeout(() => callback(options.homeScreen ?? 'missed'), 1); },
  };
  return {
    webApp,
    calls,
    fire: (name: string) => { for (const handler of handlers[name] ?? []) handler(); },
    /** The customer allows the bot in Telegram's settings. */
    allowInSettings: (position: { latitude: number; longitude: number }) => { loc.granted = true; loc.answer = position; },
    location: loc,
  };
}
