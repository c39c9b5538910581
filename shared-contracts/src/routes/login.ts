import * as z from 'zod/mini';
import { Id, OneTimeCode } from '../common';
import { defineRoute } from '../route';
import { User, UzPhone } from '../entities/user';
import { LoginResponse } from '../entities/session';

/** Login by SMS code and the confirmation of a phone number. */
export const loginRoutes = {
  /** Send a login code by SMS */
  login: defineRoute({
    method: 'POST', path: '/users/v1/users/login', body: z.object({ phone: UzPhone }),
    response: z.object({ phone: z.string(), expiresIn: z.number(), resendIn: z.number() }),
    auth: 'none', tenant: true, specNamed: false,
  }),
  /** Check a login code and answer a token */
  loginVerify: defineRoute({
    method: 'POST', path: '/users/v1/users/login/verify', body: z.object({ phone: UzPhone, code: OneTimeCode }),
    response: LoginResponse, auth: 'none', tenant: true, specNamed: false,
  }),
  /**
   * Send a code to a phone the customer wants on their account (a new number, or the first one of a
   * Telegram customer); answers the code's id for verifyPhone. Same limits as the login code.
   */
  changePhone: defineRoute({
    method: 'PUT', path: '/users/v1/users/phone', body: z.object({ phone: UzPhone, type: z.literal('WEB') }),
    response: z.object({ id: z.number().check(z.int(), z.positive()) }), auth: 'token', tenant: true, specNamed: true,
  }),
  /**
   * Confirm the phone with the code: it is bound to the account. A Telegram customer proving the
   * phone of a website account joins that account (the answer is the joined user).
   */
  verifyPhone: defineRoute({
    method: 'PUT', path: '/users/v1/users/phone/verify',
    body: z.object({ id: Id, code: OneTimeCode, phone: UzPhone }),
    response: User, auth: 'token', tenant: true, specNamed: true,
  }),
} as const;
