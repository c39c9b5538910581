import type { LocateOutcome } from '@storefront/runtime';
import { BOT_API, supports, type TelegramLocationManager, type TelegramWebApp } from './webapp';

export interface LocationWaits {
  /** How long Telegram may take to say whether it has a location (an old client never answers). */
  initMs: number;
  /** How long the customer may take to answer Telegram's question, and Telegram to find the position. */
  answerMs: number;
  /** The browser's own timeout for a fix. */
  browserMs: number;
}

export const LOCATION_WAITS: LocationWaits = { initMs: 3_000, answerMs: 30_000, browserMs: 15_000 };

type TelegramAnswer = { status: 'located'; latitude: number; longitude: number } | 'refused' | 'none';

/**
 * The position through Telegram's LocationManager: `init` once (Telegram's script calls back only
 * the first time), then `getLocation`, which asks the customer to allow the merchant's bot the
 * first time. `refused`: the customer said no to the bot (Telegram's isAccessRequested and not
 * isAccessGranted after the answer); `none`: Telegram has no location, or did not answer in time.
 */
function telegramLocation(manager: TelegramLocationManager, waits: LocationWaits): Promise<TelegramAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    let timer = setTimeout(() => finish('none'), waits.initMs);
    function finish(answer: TelegramAnswer) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    }
    const ask = () => {
      if (settled) return;
      if (!manager.isLocationAvailable) return finish('none');
      clearTimeout(timer);
      timer = setTimeout(() => finish('none'), waits.answerMs);
      try {
        manager.getLocation((location) => {
          if (location && Number.isFinite(location.latitude) && Number.isFinite(location.longitude)) {
            finish({ status: 'located', latitude: location.latitude, longitude: location.longitude });
          } else {
            finish(manager.isAccessRequested && !manager.isAccessGranted ? 'refused' : 'none');
          }
        });
      } catch {
        finish('none');
      }
    };
    try {
      if (manager.isInited) ask();
      else manager.init(ask);
    } catch {
      finish('none');
    }
  });
}

/** The browser's geolocation: a refusal is `denied`, no fix (or no geolocation at all) `unavailable`. */
export function browserLocation(geolocation: Geolocation | undefined, precise: boolean, waits: LocationWaits = LOCATION_WAITS): Promise<LocateOutcome> {
  if (!geolocation) return Promise.resolve({ status: 'unavailable' });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) => resolve({ status: 'located', latitude: position.coords.latitude, longitude: position.coords.longitude }),
        (error) => resolve(error?.code === 1 ? { status: 'denied' } : { status: 'unavailable' }),
        { enableHighAccuracy: precise, timeout: waits.browserMs, maximumAge: precise ? 60_000 : 300_000 },
      );
    } catch {
      resolve({ status: 'unavailable' });
    }
  });
}

/**
 * "My location" for the remotes (`props.telegram.locate`). Inside the Mini App on a client of Bot
 * API 8.0+, Telegram's LocationManager first: the customer allows the merchant's bot once, in
 * Telegram, where a browser's geolocation is often refused. When Telegram has no location, was
 * not allowed, or was refused, the browser's geolocation. When both fail and the customer had
 * refused the bot in Telegram, the answer carries Telegram's `openSettings`, for the screen to offer
 * on a tap. Outside Telegram (and on older clients) it is the browser's geolocation alone.
 */
export function createLocate(
  webApp: TelegramWebApp | null,
  geolocation: () => Geolocation | undefined = () => (typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined),
  waits: LocationWaits = LOCATION_WAITS,
): (options?: { precise?: boolean }) => Promise<LocateOutcome> {
  const manager = webApp && supports(webApp, BOT_API.locationManager) ? webApp.LocationManager : undefined;
  return async (options) => {
    const precise = options?.precise ?? true;
    let refusedInTelegram = false;
    if (manager) {
      const answer = await telegramLocation(manager, waits);
      if (answer !== 'none' && answer !== 'refused') return answer;
      refusedInTelegram = answer === 'refused';
    }
    const browser = await browserLocation(geolocation(), precise, waits);
    if (browser.status === 'located' || !refusedInTelegram || !manager) return browser;
    return {
      status: 'denied',
      openSettings: () => {
        try {
          manager.openSettings();
        } catch { /* Telegram cannot open them now: the customer allows the bot in Telegram's settings */ }
      },
    };
  };
}
