import { first } from 'rxjs';
import type { Bus } from '@storefront/runtime';
import { BOT_API, supports, type TelegramWebApp } from './webapp';

/** Telegram's answer when the Mini App is not on the home screen: its docs say 'missed'. */
const NOT_ADDED = new Set(['missed', 'missing']);

/** Long enough for the order's page to show before Telegram's question covers it. */
export const HOME_SCREEN_DELAY_MS = 2_000;

export interface Remembered {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/**
 * After the customer's first order placed in the Mini App (the bus's `order/placed`), Telegram's
 * "add to home screen" is offered once, where the client can (Bot API 8.0) and Telegram says the
 * Mini App is not on the home screen yet. Offered (or found there already) is remembered under
 * `key`, so it is never offered twice; a client that cannot tell ('unsupported', 'unknown') is not
 * asked.
 */
export function offerHomeScreenAfterOrder(webApp: TelegramWebApp, bus: Bus, storage: Remembered, key: string, delayMs = HOME_SCREEN_DELAY_MS): void {
  const check = webApp.checkHomeScreenStatus;
  const add = webApp.addToHomeScreen;
  if (!check || !add || !supports(webApp, BOT_API.homeScreen) || storage.get(key)) return;
  bus.on('order/placed').pipe(first()).subscribe(() => {
    setTimeout(() => {
      if (storage.get(key)) return;
      try {
        check.call(webApp, (status) => {
          if (status === 'added') return storage.set(key, 'added');
          if (!NOT_ADDED.has(status) || storage.get(key)) return;
          storage.set(key, 'offered');
          add.call(webApp);
        });
      } catch { /* Telegram could not tell: nothing is offered */ }
    }, delayMs);
  });
}
