import { z } from 'zod';
import { Id, Timestamp } from '../common';
import { Gender } from '../enums';

export const User = z.object({
  createdDate: Timestamp.nullish(),
  birthday: z.string().nullish(),
  email: z.string().nullish(),
  image: z.string().nullish(),
  firstName: z.string().nullish(),
  id: Id,
  isActive: z.boolean(),
  lastModifiedDate: Timestamp.nullish(),
  lastName: z.string().nullish(),
  merchantId: Id,
  phone: z.string(),
  role: z.string().nullish(),
  cashback: z.number().nonnegative(),
  gender: Gender.nullish(),
});
export type User = z.infer<typeof User>;

export const PhoneVerification = z.object({
  id: Id,
  code: z.string(),
  phone: z.string(),
  type: z.string(),
  time: z.number().nullish(),
  timestamp: Timestamp.nullish(),
});
export type PhoneVerification = z.infer<typeof PhoneVerification>;

export const BotUser = z.object({
  status: z.string().nullish(),
  initData: z.string(),
  phone: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
});
export type BotUser = z.infer<typeof BotUser>;

/** Uzbek mobile number as the API stores it: 998 and nine digits, no plus. */
export const UzPhone = z.string().regex(/^998\d{9}$/, 'Номер телефона должен быть в формате 998XXXXXXXXX');

export const Profile = z.object({
  phone: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  gender: Gender.nullish(),
  birthday: z.string().nullish(),
});
export type Profile = z.infer<typeof Profile>;

export const Card = z.object({
  id: Id,
  name: z.string().nullish(),
  number: z.string(),
  expire: z.string(),
  /** Accepted on input only; the API never stores or returns it. */
  cvv: z.string().nullish(),
  time: z.string().nullish(),
  phone: z.string().nullish(),
  code: z.string().nullish(),
  isVerified: z.boolean(),
  type: z.string().nullish(),
});
export type Card = z.infer<typeof Card>;
