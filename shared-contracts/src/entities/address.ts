import * as z from 'zod/mini';
import { Id, Text, Timestamp } from '../common';
import { MAX_ADDRESS_TEXT_LENGTH, MAX_COMMENT_LENGTH, MAX_NAME_LENGTH, MAX_SHORT_TEXT_LENGTH } from '../limits';
import { AddressType } from '../enums';

export const EntranceInfo = z.object({
  office: z.nullish(z.string()),
  domophone: z.nullish(z.string()),
  entrance: z.nullish(z.string()),
  floor: z.nullish(z.string()),
  comment: z.nullish(z.string()),
});
export type EntranceInfo = z.infer<typeof EntranceInfo>;

/** Entrance info as a client sends it with a saved address: the order's limits (short texts, the comment longer). */
export const EntranceInput = z.object({
  office: z.nullish(Text(MAX_SHORT_TEXT_LENGTH)),
  domophone: z.nullish(Text(MAX_SHORT_TEXT_LENGTH)),
  entrance: z.nullish(Text(MAX_SHORT_TEXT_LENGTH)),
  floor: z.nullish(Text(MAX_SHORT_TEXT_LENGTH)),
  comment: z.nullish(Text(MAX_COMMENT_LENGTH)),
});

export const Address = z.object({
  id: Id,
  type: AddressType,
  name: z.nullish(z.string()),
  streetName: z.nullish(z.string()),
  details: z.nullish(z.string()),
  description: z.nullish(z.string()),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  cityId: z.nullish(Id),
  houseNumber: z.nullish(z.string()),
  /** Entrance info kept with a saved address (absent from older APIs). */
  entrance: z.nullish(EntranceInfo),
  createdDate: z.nullish(Timestamp),
  lastModifiedDate: z.nullish(Timestamp),
});
export type Address = z.infer<typeof Address>;

/** The texts of an address as a client sends them, bounded (the answer's Address is not: it is ours). */
export const AddressTexts = {
  name: z.nullish(Text(MAX_NAME_LENGTH)),
  streetName: z.nullish(Text(MAX_ADDRESS_TEXT_LENGTH)),
  details: z.nullish(Text(MAX_ADDRESS_TEXT_LENGTH)),
  description: z.nullish(Text(MAX_ADDRESS_TEXT_LENGTH)),
  houseNumber: z.nullish(Text(MAX_ADDRESS_TEXT_LENGTH)),
  entrance: z.nullish(EntranceInput),
};

export const AddressInput = z.extend(z.omit(Address, { id: true, createdDate: true, lastModifiedDate: true }), AddressTexts);
export type AddressInput = z.infer<typeof AddressInput>;

/** What the geocoder answers (a Nominatim subset). */
export const GeocodeResult = z.object({
  display_name: z.nullish(z.string()),
  lat: z.nullish(z.string()),
  lon: z.nullish(z.string()),
  address: z.nullish(z.object({
    road: z.nullish(z.string()),
    residential: z.nullish(z.string()),
    neighbourhood: z.nullish(z.string()),
    house_number: z.nullish(z.string()),
  })),
  error: z.nullish(z.string()),
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;
