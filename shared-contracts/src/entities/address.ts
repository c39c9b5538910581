import { z } from 'zod';
import { Id, Timestamp } from '../common';
import { AddressType } from '../enums';

export const Address = z.object({
  id: Id,
  type: AddressType,
  name: z.string().nullish(),
  streetName: z.string().nullish(),
  details: z.string().nullish(),
  description: z.string().nullish(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  cityId: Id.nullish(),
  houseNumber: z.string().nullish(),
  createdDate: Timestamp.nullish(),
  lastModifiedDate: Timestamp.nullish(),
});
export type Address = z.infer<typeof Address>;

export const AddressInput = Address.omit({ id: true, createdDate: true, lastModifiedDate: true });
export type AddressInput = z.infer<typeof AddressInput>;

export const EntranceInfo = z.object({
  office: z.string().nullish(),
  domophone: z.string().nullish(),
  entrance: z.string().nullish(),
  floor: z.string().nullish(),
  comment: z.string().nullish(),
});
export type EntranceInfo = z.infer<typeof EntranceInfo>;

/** What the geocoder answers (a Nominatim subset). */
export const GeocodeResult = z.object({
  display_name: z.string().nullish(),
  lat: z.string().nullish(),
  lon: z.string().nullish(),
  address: z.object({
    road: z.string().nullish(),
    residential: z.string().nullish(),
    neighbourhood: z.string().nullish(),
    house_number: z.string().nullish(),
  }).nullish(),
  error: z.string().nullish(),
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;
