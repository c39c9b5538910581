import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bindProvenPhone } from '../account';
import { findOrCreatePhoneCustomer, smsAccountOf } from './repository';
import { routes, type LoginResponse } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { badRequest, forbidden } from '../../lib/errors';
import { SMS_NOT_CONFIGURED, SMS_SEND_FAILED, WRONG_CODE } from '../../lib/named-errors';
import { issueToken, type SessionUser } from '../../lib/auth';
import { toUser } from '../../lib/mappers';
import { LoginCodes, loginSmsText } from './codes';
import { SmsGateways, SmsNotConfiguredError, SmsSendError } from '../../sms';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface LoginOptions {
  gateways: SmsGateways;
  codesPerIpPerHour: number;
  /** Clock of code expiry and send limits (tests). */
  now?: () => Date;
}

/**
 * Phone-code login: `login` sends a code by SMS through the merchant's gateway (the outbox unless
 * SMS_MODE=live), `loginVerify` checks it and answers a token like the Telegram logins do,
 * creating the customer (merchant, phone) on the first login.
 */
export async function loginPlugin(app: FastifyInstance, options: LoginOptions) {
  const { db } = app;
  const codes = new LoginCodes(db, { codesPerIpPerHour: options.codesPerIpPerHour, now: options.now });

  /** Sends a code to the phone through the merchant's gateway; the send counts against every limit. */
  async function sendCode(merchantId: number, phone: string, request: FastifyRequest) {
    const row = await smsAccountOf(db, merchantId);
    let gateway;
    try {
      gateway = options.gateways.forMerchant(row);
    } catch (error) {
      if (error instanceof SmsNotConfiguredError) {
        request.log.error(error.message);
        throw SMS_NOT_CONFIGURED();
      }
      throw error;
    }
    const issued = await codes.issue(merchantId, phone, request.ip);
    try {
      await gateway.send(phone, loginSmsText(row.settings?.smsContent, row.name, issued.code));
    } catch (error) {
      if (!(error instanceof SmsSendError)) throw error;
      // The send still counts against the limits: a failing provider is not hammered.
      request.log.error({ provider: error.provider, detail: error.detail }, 'login SMS not sent');
      throw SMS_SEND_FAILED();
    }
    return issued;
  }

  serve(app, routes.login, async ({ merchant, body, request }) => {
    const issued = await sendCode(merchant.id, body.phone, request);
    return { phone: body.phone, expiresIn: issued.expiresIn, resendIn: issued.resendIn };
  });

  serve(app, routes.changePhone, async ({ merchant, user, body, request }) => {
    if (body.phone === user.phone) throw badRequest('PHONE_UNCHANGED');
    const issued = await sendCode(merchant.id, body.phone, request);
    return { id: issued.id };
  });

  serve(app, routes.verifyPhone, async ({ merchant, user, body }) => {
    if (!(await codes.consume(merchant.id, body.phone, body.code, body.id))) throw WRONG_CODE();
    return toUser(await bindProvenPhone(db, user, body.phone, 'SMS_CODE'));
  });

  serve(app, routes.loginVerify, async ({ merchant, body }) => {
    if (!(await codes.consume(merchant.id, body.phone, body.code))) throw WRONG_CODE();
    const user = await findOrCreatePhoneUser(db, merchant.id, body.phone);
    const answer: LoginResponse = {
      token: await issueToken(db, user),
      user: toUser(user),
      orderRequest: null,
      nearestBranch: null,
      isPhoneVerificationRequired: false,
    };
    return answer;
  });
}

/** The customer of this merchant with this phone, created on the first login; two at once end on one row. */
async function findOrCreatePhoneUser(db: Kysely<Database>, merchantId: number, phone: string): Promise<SessionUser> {
  const user = await findOrCreatePhoneCustomer(db, merchantId, phone);
  if (!user) throw new Error(`user of phone ${phone.slice(0, 5)}… neither found nor created`);
  if (!user.isActive) throw forbidden('accountDisabled');
  return user;
}
