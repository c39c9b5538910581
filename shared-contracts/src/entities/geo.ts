import * as z from 'zod/mini';
import { Id, MultilingualText, Timestamp } from '../common';
import { Weekday } from '../enums';

export const City = z.object({
  id: Id,
  name: z.object({ uz: z.nullish(z.string()), ru: z.nullish(z.string()), eng: z.nullish(z.string()) }),
  description: z.nullish(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  isMain: z.boolean(),
  createdDate: z.nullish(Timestamp),
  lastModifiedDate: z.nullish(Timestamp),
});
export type City = z.infer<typeof City>;

export const BranchSettings = z.object({
  bookingEnabled: z.boolean(),
  deliveryEnabled: z.boolean(),
  dineinEnabled: z.boolean(),
  directorId: z.nullish(Id),
  expressEnabled: z.boolean(),
  kitchenEnabled: z.boolean(),
  merchantId: Id,
  payOfficeEnabled: z.boolean(),
  pickupEnabled: z.boolean(),
  storageEnabled: z.boolean(),
  yandexEnabled: z.boolean(),
});
export type BranchSettings = z.infer<typeof BranchSettings>;

/** Opening hours of one weekday; open/close as HH:mm, close past midnight allowed ('02:00'). */
export const WorkHour = z.object({
  day: Weekday,
  open: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  close: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  isWorking: z.boolean(),
});
export type WorkHour = z.infer<typeof WorkHour>;

export const Branch = z.object({
  cityId: Id,
  id: Id,
  merchantId: Id,
  name: MultilingualText,
  longitude: z.number(),
  latitude: z.number(),
  address: z.nullish(z.string()),
  open: z.nullish(z.string()),
  close: z.nullish(z.string()),
  joinPosterId: z.nullish(z.string()),
  jowiId: z.nullish(z.string()),
  iikoId: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  bookingPhone: z.nullish(z.string()),
  isActive: z.boolean(),
  isMain: z.boolean(),
  createdDate: z.nullish(Timestamp),
  deleted: z.boolean(),
  lastModifiedDate: z.nullish(Timestamp),
  deliveryPrice: z.nullish(z.number()),
  /** Metres from the asked point; only the closest-branch calls fill it. */
  distance: z.nullish(z.number()),
  deliveryStart: z.nullish(z.string()),
  deliveryEnd: z.nullish(z.string()),
  companyId: z.nullish(z.string()),
  paymentId: z.nullish(z.string()),
  settings: z.nullish(BranchSettings),
  workHours: z.nullish(z.array(WorkHour)),
});
export type Branch = z.infer<typeof Branch>;

/** [longitude, latitude] as spec §3 writes the polygon. */
export const LonLat = z.tuple([z.number(), z.number()]);
export type LonLat = z.infer<typeof LonLat>;

export const DeliveryArea = z.object({
  id: Id,
  cityId: Id,
  merchantId: Id,
  name: z.string(),
  polygon: z.array(LonLat).check(z.minLength(3)),
  color: z.nullish(z.string()),
  price: z.number(),
});
export type DeliveryArea = z.infer<typeof DeliveryArea>;
