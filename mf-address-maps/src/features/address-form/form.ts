import type { Address, AddressInput, EntranceInfo } from '@storefront/contracts';
import type { LatLon } from '../../lib/geo';

export const ENTRANCE_FIELDS = ['entrance', 'floor', 'office', 'domophone'] as const;
export type EntranceField = (typeof ENTRANCE_FIELDS)[number] | 'comment';

/** What the address form holds, as the inputs give it. */
export interface AddressFormValues {
  name: string;
  type: Address['type'];
  /** What the customer typed for the house; null follows the map's answer. */
  houseNumber: string | null;
  entrance: Record<EntranceField, string>;
}

export const formOf = (address: Address | null): AddressFormValues => ({
  name: address?.name ?? '',
  type: address?.type ?? 'HOUSE',
  houseNumber: null,
  entrance: {
    entrance: address?.entrance?.entrance ?? '', floor: address?.entrance?.floor ?? '', office: address?.entrance?.office ?? '',
    domophone: address?.entrance?.domophone ?? '', comment: address?.entrance?.comment ?? '',
  },
});

const clean = (text: string | null | undefined) => text?.trim() || null;

/**
 * The address sent to the addresses routes: the form's fields trimmed (an empty one as null), the
 * point on the map with its street, and the city of its delivery area (else the edited address's).
 */
export function addressBody(form: AddressFormValues, { point, streetName, houseNumber, cityId, address }: {
  point: LatLon; streetName: string | null; houseNumber: string; cityId: number | null | undefined; address: Address | null;
}): AddressInput {
  const entrance: EntranceInfo = {
    entrance: clean(form.entrance.entrance), floor: clean(form.entrance.floor), office: clean(form.entrance.office),
    domophone: clean(form.entrance.domophone), comment: clean(form.entrance.comment),
  };
  return {
    type: form.type,
    name: form.name.trim(),
    streetName,
    houseNumber: clean(houseNumber),
    latitude: point.latitude,
    longitude: point.longitude,
    cityId: cityId ?? address?.cityId ?? null,
    details: address?.details ?? null,
    description: address?.description ?? null,
    entrance,
  };
}
