import { routes } from '@storefront/contracts';
import type { ApiClient, Bus, SharePhoneOutcome } from '@storefront/runtime';
import { BOT_API, supports, type TelegramWebApp } from './webapp';
import { sleep } from '../platform/yield';

export interface SharePhoneOptions {
  /** How often, and how many times, the API is asked whether the bot has the contact yet. */
  intervalMs: number;
  attempts: number;
}

/** Telegram usually hands the contact to the bot within a second or two; ten seconds is generous. */
export const SHARE_PHONE_WAIT: SharePhoneOptions = { intervalMs: 1000, attempts: 10 };


/** Telegram's requestContact as a promise: true when the customer shared their contact. */
function askTelegram(webApp: TelegramWebApp): Promise<boolean> {
  return new Promise((resolve) => {
    if (!webApp.requestContact) return resolve(false);
    webApp.requestContact((shared) => resolve(shared === true));
  });
}

/**
 * "Share my phone" in the Mini App: the phone itself goes from Telegram to the merchant's bot, never
 * through the page, so after the customer agrees the page asks the API to bind the contact the bot
 * received, a few times while it is on its way. A bound phone logs the session in again with the
 * updated user; anything else sends the customer to the SMS code.
 */
export function createPhoneSharing(
  webApp: TelegramWebApp,
  api: ApiClient,
  bus: Bus,
  options: SharePhoneOptions = SHARE_PHONE_WAIT,
): () => Promise<SharePhoneOutcome> {
  return async () => {
    if (!(await askTelegram(webApp))) return { status: 'cancelled' };
    for (let attempt = 1; ; attempt++) {
      const { data, error } = await api.call(routes.webbotContact, { body: { initData: webApp.initData }, quiet: true });
      if (data) {
        bus.emit('auth/logged-in', { token: data.token, user: data.user });
        return { status: 'bound' };
      }
      if (error.code !== 'CONTACT_NOT_RECEIVED' || attempt >= options.attempts) return { status: 'needs-code', code: error.code };
      await sleep(options.intervalMs);
    }
  };
}

/** requestContact is Bot API 6.9: an older client would never answer, so it is not offered (the customer confirms by SMS). */
export const canSharePhone = (webApp: TelegramWebApp): boolean => Boolean(webApp.requestContact) && supports(webApp, BOT_API.requestContact, true);

export const phoneSharingUnavailable = async (): Promise<SharePhoneOutcome> => ({ status: 'unavailable' });
