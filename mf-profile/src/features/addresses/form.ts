import { MESSAGES, type Address, type AddressInput } from '@storefront/contracts';

export interface AddressForm {
  name: string;
  streetName: string;
  houseNumber: string;
  latitude: string;
  longitude: string;
  type: Address['type'];
}

export type AddressField = keyof AddressForm;
export type AddressProblems = Partial<Record<AddressField, string>>;

/** The API's limit for an address text (api/src/plugins/addresses.ts TEXT_MAX). */
export const TEXT_MAX = 255;

export const emptyAddressForm = (): AddressForm => ({ name: '', streetName: '', houseNumber: '', latitude: '', longitude: '', type: 'HOUSE' });

/** A coordinate as typed: a comma works as the decimal mark too. NaN when it is not a number. */
export function parseCoordinate(value: string): number {
  const text = value.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return Number(text);
}

/**
 * Problems of the add form: the street and both coordinates are required (spec message verbatim);
 * coordinates must be in range and not the 0,0 the API refuses.
 */
export function validateAddress(form: AddressForm): AddressProblems {
  const problems: AddressProblems = {};
  if (!form.streetName.trim()) problems.streetName = MESSAGES.requiredField;
  for (const field of ['name', 'streetName', 'houseNumber'] as const) {
    if (!problems[field] && form[field].trim().length > TEXT_MAX) problems[field] = 'textTooLong';
  }
  const lat = parseCoordinate(form.latitude);
  const lon = parseCoordinate(form.longitude);
  if (!form.latitude.trim()) problems.latitude = MESSAGES.requiredField;
  else if (!Number.isFinite(lat) || Math.abs(lat) > 90) problems.latitude = 'latitudeInvalid';
  if (!form.longitude.trim()) problems.longitude = MESSAGES.requiredField;
  else if (!Number.isFinite(lon) || Math.abs(lon) > 180) problems.longitude = 'longitudeInvalid';
  if (!problems.latitude && !problems.longitude && lat === 0 && lon === 0) problems.latitude = 'latitudeInvalid';
  return problems;
}

export function addressBody(form: AddressForm): AddressInput {
  return {
    type: form.type,
    name: form.name.trim() || null,
    streetName: form.streetName.trim(),
    houseNumber: form.houseNumber.trim() || null,
    latitude: parseCoordinate(form.latitude),
    longitude: parseCoordinate(form.longitude),
  };
}

/** How a saved address reads in the list. */
export function addressLine(address: Pick<Address, 'streetName' | 'houseNumber' | 'latitude' | 'longitude'>): string {
  const street = [address.streetName, address.houseNumber].filter(Boolean).join(', ');
  return street || `${address.latitude}, ${address.longitude}`;
}
