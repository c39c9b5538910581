import { merge, map } from 'rxjs';
import type { Bus } from '@storefront/runtime';
import { BOT_API, supports, type TelegramWebApp } from './webapp';

/**
 * The Mini App's haptics follow what the customer did, from the bus: a light tap when something
 * goes into the basket, success when an order is placed, error when placing it did not work. The
 * screens only emit their usual events; none of them talks to Telegram. Bot API 6.1.
 */
export function wireHaptics(webApp: TelegramWebApp, bus: Bus): void {
  const haptic = supports(webApp, BOT_API.hapticFeedback, true) ? webApp.HapticFeedback : undefined;
  if (!haptic) return;
  merge(
    bus.on('basket/add').pipe(map(() => () => haptic.impactOccurred('light'))),
    bus.on('order/placed').pipe(map(() => () => haptic.notificationOccurred('success'))),
    bus.on('order/failed').pipe(map(() => () => haptic.notificationOccurred('error'))),
  ).subscribe((feel) => feel());
}
