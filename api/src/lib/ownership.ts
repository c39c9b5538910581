import { checkMerchantIdForBranchLookup } from '@storefront/contracts/rules';
import type { SessionUser } from './auth';
import type { MerchantContext } from '../platform/tenant';
import { MERCHANT_ID_MISSING, MERCHANT_NOT_FOUND, USER_NOT_FOUND } from './named-errors';

/**
 * A user id in a path or query must be the customer of the token. Anyone else's answers as unknown,
 * exactly like an id that does not exist, so the answer tells nothing about other customers.
 */
export function requireOwnUserId(pathUserId: number, user: SessionUser): number {
  if (pathUserId !== user.id) throw USER_NOT_FOUND();
  return pathUserId;
}

/** A merchant id in a path must be the merchant of the header: never another tenant's rows. */
export function requireOwnMerchantId(raw: string, merchant: MerchantContext): number {
  const checked = checkMerchantIdForBranchLookup(raw);
  if (!checked.ok) throw MERCHANT_ID_MISSING(checked.message);
  if (checked.id !== merchant.id) throw MERCHANT_NOT_FOUND();
  return checked.id;
}
