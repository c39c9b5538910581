import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { badRequest } from '../../lib/errors';
import { PHONE_CHANGE_NEEDS_CODE, USER_NOT_FOUND } from '../../lib/named-errors';
import { requireOwnUserId } from '../../lib/ownership';
import { revokeToken } from '../../lib/auth';
import { toUser } from '../../lib/mappers';
import { deleteAccount, updateProfile } from './repository';
import { cashbackHistory } from './cashback';
import type { CardTokenForgetting } from './card-token-forgetting';


/** A birthday as YYYY-MM-DD (an ISO date-time is cut to its date); null clears it. */
function checkBirthday(raw: string | null | undefined): string | null | undefined {
  if (raw === undefined || raw === null || raw === '') return raw === '' ? null : raw;
  const date = raw.slice(0, 10);
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date || parsed > new Date()) {
    throw badRequest('BIRTHDAY_INVALID');
  }
  return date;
}

/** A name as typed, trimmed; blank clears it. Its length is the contracts' Profile schema's rule. */
function checkName(raw: string | null | undefined): string | null | undefined {
  if (raw === undefined) return undefined;
  return raw?.trim() || null;
}

/**
 * The customer's own account: who am I, profile changes, logout and deletion. Every query is
 * scoped by the merchant of the header and the user of the token; login by SMS code is the login domain's.
 */
export async function accountPlugin(app: FastifyInstance, options: { savedCards?: CardTokenForgetting } = {}) {
  const { db } = app;

  serve(app, routes.me, async ({ user }) => toUser(user));

  serve(app, routes.cashbackHistory, async ({ user }) => cashbackHistory(db, user));

  serve(app, routes.phoneVerificationRequired, async ({ user }) => ({ isPhoneVerificationRequired: !user.phone }));

  serve(app, routes.logout, async ({ request }) => {
    await revokeToken(db, request.authTokenId!);
    return { success: true as const };
  });

  serve(app, routes.updateUser, async ({ params, body, user, merchant }) => {
    // Only one's own profile; someone else's id answers as if it did not exist.
    requireOwnUserId(params.id, user);
    // The phone is the login identity: it changes only through the code check of changePhone.
    // Sending the current phone back (or none) is fine.
    if (body.phone && body.phone !== user.phone) throw PHONE_CHANGE_NEEDS_CODE(400);
    const row = await updateProfile(db, { merchantId: merchant.id, userId: user.id }, {
      firstName: checkName(body.firstName),
      lastName: checkName(body.lastName),
      gender: body.gender,
      birthday: checkBirthday(body.birthday),
    });
    if (!row) throw USER_NOT_FOUND();
    return toUser(row);
  });

  serve(app, routes.deleteUser, async ({ user, merchant, request }) => {
    const { cardTokens } = await deleteAccount(db, { merchantId: merchant.id, userId: user.id });
    await options.savedCards?.forget(db, merchant.id, cardTokens, request.log);
    return { success: true as const };
  });
}
