import { MESSAGES } from '@storefront/contracts';
import type { BranchOpening, checkMerchantIdForBranchLookup } from '@storefront/contracts/rules';
import { apiError, badRequest, conflict, notFound } from './errors';

/**
 * The refusals several routes give, each with its usual status and details, so neither drifts
 * between them; their texts are the contracts' ERROR_CATALOGUE.
 *
 * Some codes answer with more than one status: a path naming an unknown thing is a 404,
 * while an order draft naming one is a 422, a draft the merchant cannot serve (see pricing), and a
 * body naming one elsewhere a 400. Those take the status from the caller.
 */

// --- Who and where ------------------------------------------------------------------------------

export const USER_NOT_FOUND = () => notFound('USER_NOT_FOUND');
export const MERCHANT_NOT_FOUND = () => notFound('MERCHANT_NOT_FOUND');
export const SETTINGS_NOT_FOUND = () => notFound('SETTINGS_NOT_FOUND');
type MerchantIdMessage = Extract<ReturnType<typeof checkMerchantIdForBranchLookup>, { ok: false }>['message'];
/** The merchant id of a path is missing or not a number: the text is the contracts' rule's message. */
export const MERCHANT_ID_MISSING = (message: MerchantIdMessage) =>
  badRequest('MERCHANT_ID_MISSING', { variant: message === 'Merchant ID is undefined' ? 'isUndefined' : 'notDefined' });
export const CITY_NOT_FOUND = (status: 400 | 404 = 404) => apiError(status, 'CITY_NOT_FOUND');
export const BRANCH_NOT_FOUND = (status: 404 | 422 = 404) => apiError(status, 'BRANCH_NOT_FOUND');
export const NO_BRANCHES = (status: 404 | 422 = 404) => apiError(status, 'NO_BRANCHES');
export const OUT_OF_DELIVERY_AREA = (status: 404 | 422 = 422) => apiError(status, 'OUT_OF_DELIVERY_AREA');
export const ADDRESS_NOT_FOUND = () => notFound('ADDRESS_NOT_FOUND');

// --- Catalogue and orders -----------------------------------------------------------------------

export const PRODUCT_NOT_FOUND = (status: 404 | 422 = 404, details?: unknown) => apiError(status, 'PRODUCT_NOT_FOUND', { details });
export const PROMO_NOT_FOUND = (status: 404 | 422 = 404) => apiError(status, 'PROMO_NOT_FOUND');
/** A promo use beyond the merchant's limit (orders/promo-uses.ts): this customer's uses, or everyone's. */
export const PROMO_USED_UP = (limit: 'CUSTOMER' | 'TOTAL') =>
  apiError(422, 'PROMO_USED_UP', { variant: limit === 'CUSTOMER' ? 'customer' : 'total', details: { limit } });
/** A refusal of an order for now that says when it could be placed: `details.opensAt` ({day, time}). */
const notNow = (code: 'BRANCH_CLOSED' | 'DELIVERY_CLOSED') => (opensAt: BranchOpening | null, now: Date) => opensAt
  ? apiError(422, code, {
    variant: 'opensAt',
    params: { day: opensAt.day, time: opensAt.time, now: now.toISOString() },
    details: { opensAt: { day: opensAt.day, time: opensAt.time } },
  })
  : apiError(422, code, { variant: 'closed', details: { opensAt: null } });
/**
 * A branch closed now does not take an order for now (pick-up, delivery, dine-in); its next opening
 * is the earliest time a scheduled order may name there.
 */
export const BRANCH_CLOSED = notNow('BRANCH_CLOSED');
/** A delivery for now outside the branch's delivery window (its kitchen may be open for pick-up). */
export const DELIVERY_CLOSED = notNow('DELIVERY_CLOSED');
/** A dine-in order names a table that is not one of its branch's (or of the merchant's). */
export const TABLE_NOT_FOUND = (status: 404 | 422 = 404) => apiError(status, 'TABLE_NOT_FOUND');
export const ORDER_NOT_FOUND = () => notFound('ORDER_NOT_FOUND');
export const CASHBACK_CHANGED = () => conflict('CASHBACK_CHANGED');

// --- Phone and login ----------------------------------------------------------------------------

export const PHONE_TAKEN = () => conflict('PHONE_TAKEN');
/** 409 where a proven phone would replace another; 400 where a profile edit tries to change it by hand. */
export const PHONE_CHANGE_NEEDS_CODE = (status: 400 | 409 = 409) => apiError(status, 'PHONE_CHANGE_NEEDS_CODE');
/** The phone belongs to an account made on the website: joining the two needs a code sent to that phone. */
export const PHONE_MERGE_NEEDS_CODE = () => conflict('PHONE_MERGE_NEEDS_CODE');
/** Spec §5: wrong or expired code. The storefront shows `details.message`, the spec's Uzbek text. */
export const WRONG_CODE = () => badRequest('WRONG_CODE', { details: { message: MESSAGES.wrongCode } });
export const SMS_NOT_CONFIGURED = () => apiError(503, 'SMS_NOT_CONFIGURED');
export const SMS_SEND_FAILED = () => apiError(502, 'SMS_SEND_FAILED');
/** The Mini App asks again shortly: Telegram delivers the contact to the bot within seconds. */
export const CONTACT_NOT_RECEIVED = () => conflict('CONTACT_NOT_RECEIVED');
