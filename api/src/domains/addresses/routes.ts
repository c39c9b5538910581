import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { routes, type Address, type AddressInput } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { badRequest, unprocessable } from '../../lib/errors';
import { ADDRESS_NOT_FOUND, CITY_NOT_FOUND } from '../../lib/named-errors';
import { requireOwnMerchantId, requireOwnUserId } from '../../lib/ownership';
import { iso } from '../../lib/mappers';
import { isStoredId } from '../../platform/ids';
import type { AddressTable } from '../../db/schema';
import { addressesOf, cityOfMerchant, deleteAddress, insertAddressWithin, updateAddress, type AddressColumns } from './repository';

/** Saved addresses per customer: enough for anyone, and the table cannot be flooded by one account. */
export const ADDRESSES_PER_USER = 50;

export const toAddress = (row: Selectable<AddressTable>): Address => ({
  id: row.id,
  type: row.type,
  name: row.name,
  streetName: row.streetName,
  details: row.details,
  description: row.description,
  latitude: row.latitude,
  longitude: row.longitude,
  cityId: row.cityId,
  houseNumber: row.houseNumber,
  entrance: row.entrance,
  createdDate: iso(row.createdDate),
  lastModifiedDate: iso(row.lastModifiedDate),
});

/** A text of the body, trimmed; its length and characters are the contracts' (AddressInput). */
const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** The entrance info of a body, trimmed; nothing when every field is empty. */
function entranceOf(body: AddressInput): string | null {
  const e = body.entrance;
  if (!e) return null;
  const info = { office: text(e.office), domophone: text(e.domophone), entrance: text(e.entrance), floor: text(e.floor), comment: text(e.comment) };
  return Object.values(info).some(Boolean) ? JSON.stringify(info) : null;
}

/**
 * Saved addresses of the customer of the token at the merchant of the header. Another customer's
 * address, or a path naming another user or merchant, answers 404 as if it did not exist.
 */
export async function addressesPlugin(app: FastifyInstance) {
  const { db } = app;

  /** The columns of a body, checked: coordinates finite and in range (not 0,0), city of this merchant. */
  async function columns(body: AddressInput, merchantId: number) {
    const { latitude, longitude } = body;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180
      || (latitude === 0 && longitude === 0)) {
      throw badRequest('COORDINATES_INVALID');
    }
    if (body.cityId !== null && body.cityId !== undefined) {
      const city = isStoredId(body.cityId) ? await cityOfMerchant(db, body.cityId, merchantId) : undefined;
      if (!city) throw CITY_NOT_FOUND(400);
    }
    return {
      type: body.type,
      name: text(body.name),
      streetName: text(body.streetName),
      details: text(body.details),
      description: text(body.description),
      latitude,
      longitude,
      cityId: body.cityId ?? null,
      houseNumber: text(body.houseNumber),
      entrance: entranceOf(body),
    } satisfies AddressColumns;
  }

  serve(app, routes.addresses, async ({ params, merchant, user }) => {
    requireOwnMerchantId(params.merchantId, merchant);
    requireOwnUserId(params.userId, user);
    return (await addressesOf(db, { merchantId: merchant.id, userId: user.id })).map(toAddress);
  });

  serve(app, routes.addressCreate, async ({ params, body, merchant, user }) => {
    requireOwnUserId(params.userId, user);
    const values = await columns(body, merchant.id);
    const row = await insertAddressWithin(db, { merchantId: merchant.id, userId: user.id }, values, ADDRESSES_PER_USER);
    if (!row) {
      throw unprocessable('ADDRESS_LIMIT', { params: { max: ADDRESSES_PER_USER } });
    }
    return toAddress(row);
  });

  serve(app, routes.addressUpdate, async ({ params, body, merchant, user }) => {
    if (!isStoredId(params.id)) throw ADDRESS_NOT_FOUND();
    const values = await columns(body, merchant.id);
    const row = await updateAddress(db, { merchantId: merchant.id, userId: user.id }, params.id, values);
    if (!row) throw ADDRESS_NOT_FOUND();
    return toAddress(row);
  });

  serve(app, routes.addressDelete, async ({ params, merchant, user }) => {
    if (!isStoredId(params.id)) throw ADDRESS_NOT_FOUND();
    if (!(await deleteAddress(db, { merchantId: merchant.id, userId: user.id }, params.id))) throw ADDRESS_NOT_FOUND();
    return { success: true as const };
  });
}
