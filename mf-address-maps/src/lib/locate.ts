import type { LocateOutcome, TelegramContext } from '@storefront/runtime';

/**
 * "My location": the shell's `telegram.locate` where it has one (since contracts 1.18.0: inside the
 * Mini App, Telegram's LocationManager, then the browser's geolocation), else the browser's
 * geolocation as before. `precise` is a point on a map (the best fix, at most a minute old); without
 * it a rough recent one does (the closest branch). The answer arrives through `answer`, at once
 * when the browser has no geolocation.
 */
export function locateCustomer(telegram: Pick<TelegramContext, 'locate'> | undefined, precise: boolean, answer: (outcome: LocateOutcome) => void): void {
  if (telegram?.locate) {
    void telegram.locate({ precise }).then(answer, () => answer({ status: 'unavailable' }));
    return;
  }
  if (!('geolocation' in navigator)) return answer({ status: 'unavailable' });
  navigator.geolocation.getCurrentPosition(
    (position) => answer({ status: 'located', latitude: position.coords.latitude, longitude: position.coords.longitude }),
    (error) => answer(error?.code === 1 ? { status: 'denied' } : { status: 'unavailable' }),
    precise ? { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 } : { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
  );
}

/** Telegram's location settings, when the answer offers them (the customer refused the bot there). */
export const settingsOf = (outcome: LocateOutcome): (() => void) | null =>
  (outcome.status === 'denied' && outcome.openSettings ? outcome.openSettings : null);
