import * as z from 'zod/mini';
import { Text } from '../common';
import { MAX_INIT_DATA_LENGTH } from '../limits';
import { defineRoute } from '../route';
import { WebbotSetting } from '../entities/merchant';
import { LoginResponse } from '../entities/session';
import { Done } from './params';

/**
 * Telegram init data as the client holds it. Short or empty text is accepted here on purpose: spec §5
 * counts it as missing, and the webbot routes answer that with their own INIT_DATA_MISSING code.
 */
const InitDataBody = z.object({ initData: Text(MAX_INIT_DATA_LENGTH) });

/** The Telegram Mini App: login by init data, the bot's settings. */
export const webbotRoutes = {
  /** Token for verified init data */
  webbotToken: defineRoute({
    method: 'POST', path: '/webbot/v1/users/token', body: InitDataBody, response: LoginResponse,
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Log in with verified init data */
  webbotAuth: defineRoute({
    method: 'POST', path: '/webbot/v1/users/auth', body: InitDataBody, response: LoginResponse,
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Messenger login with init data */
  webbotLogin: defineRoute({
    method: 'POST', path: '/webbot/v1/users/login', body: InitDataBody, response: LoginResponse,
    auth: 'none', tenant: true, specNamed: true,
  }),
  /**
   * Contact-based login: after `requestContact` answered 'sent', binds the phone of the contact that
   * Telegram delivered to the merchant's bot (matched by Telegram user id). The page never names the
   * phone: it reaches the bot, not the page. 409 CONTACT_NOT_RECEIVED while it has not arrived yet;
   * 409 PHONE_MERGE_NEEDS_CODE when a website account holds it (confirm with changePhone/verifyPhone).
   */
  webbotContact: defineRoute({
    method: 'POST', path: '/webbot/v1/users/contact', body: InitDataBody,
    response: LoginResponse, auth: 'none', tenant: true, specNamed: false,
  }),
  /** Log the bot user out */
  webbotLogout: defineRoute({
    method: 'POST', path: '/webbot/v1/users/logout', body: InitDataBody, response: Done,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Log the bot user out with the chosen language */
  webbotLanguage: defineRoute({
    method: 'PUT', path: '/webbot/v1/users/logout', body: z.extend(InitDataBody, { language: z.enum(['uz', 'ru', 'eng']) }),
    response: Done, auth: 'token', tenant: true, specNamed: true,
  }),
  /** Bot settings of the merchant */
  webbotSetting: defineRoute({
    method: 'GET', path: '/webbot/v1/setting', response: WebbotSetting,
    auth: 'none', tenant: true, specNamed: true,
  }),
} as const;
