import { z } from 'zod';
import { Id, MultilingualText, Timestamp } from '../common';
import { Weekday } from '../enums';

export const City = z.object({
  id: Id,
  name: z.object({ uz: z.string().nullish(), ru: z.string().nullish(), eng: z.string().nullish() }),
  description: z.string().nullish(),
  latitude: z.number(),
  longitude: z.number(),
  isMain: z.boolean(),
  createdDate: Timestamp.nullish(),
  lastModifiedDate: Timestamp.nullish(),
});
export type City = z.infer<typeof City>;

export const BranchSettings = z.object({
  bookingEnabled: z.boolean(),
  deliveryEnabled: z.boolean(),
  dineinEnabled: z.boolean(),
  directorId: Id.nullish(),
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
  open: z.string().regex(/^\d{2}:\d{2}$/),
  close: z.string().regex(/^\d{2}:\d{2}$/),
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
  address: z.string().nullish(),
  open: z.string().nullish(),
  close: z.string().nullish(),
  joinPosterId: z.string().nullish(),
  jowiId: z.string().nullish(),
  iikoId: z.string().nullish(),
  phone: z.string().nullish(),
  bookingPhone: z.string().nullish(),
  isActive: z.boolean(),
  isMain: z.boolean(),
  createdDate: Timestamp.nullish(),
  deleted: z.boolean(),
  lastModifiedDate: Timestamp.nullish(),
  deliveryPrice: z.number().nullish(),
  /** Metres from the asked point; only the closest-branch calls fill it. */
  distance: z.number().nullish(),
  deliveryStart: z.string().nullish(),
  deliveryEnd: z.string().nullish(),
  companyId: z.string().nullish(),
  paymentId: z.string().nullish(),
  settings: BranchSettings.nullish(),
  workHours: z.array(WorkHour).nullish(),
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
  polygon: z.array(LonLat).min(3),
  color: z.string().nullish(),
  price: z.number(),
});
export type DeliveryArea = z.infer<typeof DeliveryArea>;
