import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { routes, type InitDataUser, type Language, type LoginResponse } from '@storefront/contracts';
import { isInitDataPresent } from '@storefront/contracts/rules';
import type { Database } from '../../db/schema';
import { serve } from '../../lib/serve';
import { apiError, badRequest, forbidden, notFound } from '../../lib/errors';
import { issueToken, revokeToken, type SessionUser } from '../../lib/auth';
import { verifyInitData } from '../../lib/telegram';
import { toUser } from '../../lib/mappers';
import { CONTACT_NOT_RECEIVED, PHONE_CHANGE_NEEDS_CODE } from '../../lib/named-errors';
import { bindProvenPhone } from '../account';
import { recentContact } from './telegram-contacts';
import { botOf, findOrCreateTelegramCustomer, setUserLanguage } from './repository';

export interface WebbotOptions {
  /** Oldest accepted auth_date, in seconds (TELEGRAM_INIT_DATA_MAX_AGE). */
  initDataMaxAge: number;
}

const INIT_DATA_REFUSALS = {
  MISSING: () => badRequest('INIT_DATA_MISSING'),
  INVALID: () => apiError(401, 'INIT_DATA_INVALID'),
  EXPIRED: () => apiError(401, 'INIT_DATA_EXPIRED'),
  NO_USER: () => badRequest('TELEGRAM_USER_MISSING'),
} as const;

/** Telegram's language_code to the storefront's languages; anything else leaves it unset. */
const LANGUAGE_OF_TELEGRAM: Record<string, Language> = { uz: 'uz', ru: 'ru', en: 'eng' };

/**
 * The Telegram Mini App: login with init data verified by HMAC against the merchant's own bot
 * token (never another merchant's), contact sharing, logout and the bot's public settings.
 */
export async function webbotPlugin(app: FastifyInstance, options: WebbotOptions) {
  const { db } = app;

  async function botTokenOf(merchantId: number): Promise<string> {
    const row = await botOf(db, merchantId);
    if (!row?.botToken) throw notFound('BOT_NOT_CONFIGURED');
    return row.botToken;
  }

  /** The Telegram user of init data that this merchant's bot signed recently enough. */
  async function verifiedTelegramUser(merchantId: number, initData: string): Promise<InitDataUser> {
    // Spec §5 first: short text is missing init data, whatever the merchant's bot.
    if (!isInitDataPresent(initData)) throw INIT_DATA_REFUSALS.MISSING();
    const check = verifyInitData(initData, await botTokenOf(merchantId), { maxAgeSeconds: options.initDataMaxAge });
    if (!check.ok) throw INIT_DATA_REFUSALS[check.reason]();
    return check.user;
  }

  async function loginResponse(user: SessionUser): Promise<LoginResponse> {
    return {
      token: await issueToken(db, user),
      user: toUser(user),
      orderRequest: null,
      nearestBranch: null,
      isPhoneVerificationRequired: !user.phone,
    };
  }

  serve(app, routes.webbotLogin, async ({ merchant, body }) =>
    loginResponse(await findOrCreateTelegramUser(db, merchant.id, await verifiedTelegramUser(merchant.id, body.initData))));
  // The spec names three init-data calls without telling them apart; they share one behaviour.
  serve(app, routes.webbotAuth, async ({ merchant, body }) =>
    loginResponse(await findOrCreateTelegramUser(db, merchant.id, await verifiedTelegramUser(merchant.id, body.initData))));
  serve(app, routes.webbotToken, async ({ merchant, body }) =>
    loginResponse(await findOrCreateTelegramUser(db, merchant.id, await verifiedTelegramUser(merchant.id, body.initData))));

  serve(app, routes.webbotContact, async ({ merchant, body }) => {
    const telegramUser = await verifiedTelegramUser(merchant.id, body.initData);
    const user = await findOrCreateTelegramUser(db, merchant.id, telegramUser);
    // Only the contact Telegram delivered to the merchant's own bot proves the phone; the page's word never does.
    const contact = await recentContact(db, merchant.id, telegramUser.id);
    if (!contact) throw CONTACT_NOT_RECEIVED();
    if (user.phone && user.phone !== contact.phone) throw PHONE_CHANGE_NEEDS_CODE();
    return loginResponse(await bindProvenPhone(db, user, contact.phone, 'TELEGRAM_CONTACT', contact));
  });

  // Logging out needs only the token: stale init data must not keep a customer logged in.
  serve(app, routes.webbotLogout, async ({ request }) => {
    await revokeToken(db, request.authTokenId!);
    return { success: true as const };
  });

  serve(app, routes.webbotLanguage, async ({ request, user, merchant, body }) => {
    await setUserLanguage(db, { merchantId: merchant.id, userId: user.id }, body.language);
    await revokeToken(db, request.authTokenId!);
    return { success: true as const };
  });

  // Public face of the bot: its username and link. The token never leaves the server.
  serve(app, routes.webbotSetting, async ({ merchant }) => {
    const row = await botOf(db, merchant.id);
    const username = row?.botUsername?.replace(/^@/, '') || null;
    return {
      merchantId: merchant.id,
      botUsername: username,
      botLink: username ? `https://t.me/${username}` : null,
      isActive: Boolean(row?.botToken && username),
    };
  });
}

/**
 * The customer of this merchant with this Telegram id, created on first login with Telegram's
 * names and language. The same Telegram person at another merchant is another customer.
 */
async function findOrCreateTelegramUser(db: Kysely<Database>, merchantId: number, telegramUser: InitDataUser): Promise<SessionUser> {
  const user = await findOrCreateTelegramCustomer(db, merchantId, telegramUser.id, {
    firstName: telegramUser.first_name || null,
    lastName: telegramUser.last_name || null,
    language: LANGUAGE_OF_TELEGRAM[telegramUser.language_code?.toLowerCase() ?? ''] ?? null,
  });
  if (!user) throw new Error(`Telegram user ${telegramUser.id} neither found nor created`);
  if (!user.isActive) throw forbidden('accountDisabled');
  return user;
}
