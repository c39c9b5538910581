import * as z from 'zod/mini';
import { defineRoute } from '../route';
import { Profile, User } from '../entities/user';
import { CashbackEntry } from '../entities/account';
import { Done, IdPath } from './params';

/** The customer's account: profile, cashback, logout and deletion. */
export const accountRoutes = {
  /** Revoke the token */
  logout: defineRoute({
    method: 'POST', path: '/users/v1/users/logout', response: Done,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Current user */
  me: defineRoute({
    method: 'GET', path: '/users/v1/users/me', response: User,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Update profile fields */
  updateUser: defineRoute({
    method: 'PUT', path: '/users/v1/users/:id', params: IdPath, body: Profile, response: User,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Whether the customer must still confirm a phone number */
  phoneVerificationRequired: defineRoute({
    method: 'GET', path: '/users/v1/users/phone/verification-required',
    response: z.object({ isPhoneVerificationRequired: z.boolean() }), auth: 'token', tenant: true, specNamed: false,
  }),
  /** The customer's cashback movements, newest first (at most 100) */
  cashbackHistory: defineRoute({
    method: 'GET', path: '/users/v1/users/cashback/history', response: z.array(CashbackEntry),
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** Delete the account */
  deleteUser: defineRoute({
    method: 'DELETE', path: '/users/v1/users', response: Done,
    auth: 'token', tenant: true, specNamed: true,
  }),
} as const;
