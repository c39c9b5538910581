import * as z from 'zod/mini';
import { Id, Text, Timestamp } from '../common';
import { MAX_CARD_TOKEN_LENGTH, MAX_NAME_LENGTH, MAX_SHORT_TEXT_LENGTH } from '../limits';
import { Gender } from '../enums';

export const User = z.object({
  createdDate: z.nullish(Timestamp),
  birthday: z.nullish(z.string()),
  email: z.nullish(z.string()),
  image: z.nullish(z.string()),
  firstName: z.nullish(z.string()),
  id: Id,
  isActive: z.boolean(),
  lastModifiedDate: z.nullish(Timestamp),
  lastName: z.nullish(z.string()),
  merchantId: Id,
  phone: z.string(),
  role: z.nullish(z.string()),
  cashback: z.number().check(z.nonnegative()),
  gender: z.nullish(Gender),
});
export type User = z.infer<typeof User>;

export const PhoneVerification = z.object({
  id: Id,
  code: z.string(),
  phone: z.string(),
  type: z.string(),
  time: z.nullish(z.number()),
  timestamp: z.nullish(Timestamp),
});
export type PhoneVerification = z.infer<typeof PhoneVerification>;

export const BotUser = z.object({
  status: z.nullish(z.string()),
  initData: z.string(),
  phone: z.nullish(z.string()),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
});
export type BotUser = z.infer<typeof BotUser>;

/** Uzbek mobile number as the API stores it: 998 and nine digits, no plus. */
export const UzPhone = z.string().check(z.regex(/^998\d{9}$/, 'Номер телефона должен быть в формате 998XXXXXXXXX'));

export const Profile = z.object({
  phone: z.nullish(Text(MAX_SHORT_TEXT_LENGTH)),
  firstName: z.nullish(Text(MAX_NAME_LENGTH)),
  lastName: z.nullish(Text(MAX_NAME_LENGTH)),
  gender: z.nullish(Gender),
  birthday: z.nullish(Text(MAX_SHORT_TEXT_LENGTH)),
});
export type Profile = z.infer<typeof Profile>;

/**
 * A saved card as the API answers it: the provider's masked number ('860006******6311'), the
 * expiry MM/YY and the card system (UZCARD, HUMO); never a full number, a CVV or the provider's token.
 */
export const Card = z.object({
  id: Id,
  name: z.nullish(z.string()),
  number: z.string(),
  expire: z.string(),
  /** Accepted on input only; the API never stores or returns it. */
  cvv: z.nullish(z.string()),
  time: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  code: z.nullish(z.string()),
  isVerified: z.boolean(),
  type: z.nullish(z.string()),
});
export type Card = z.infer<typeof Card>;

/** A card confirmed at the card provider: only its token reaches the API (POST /payments/v1/cards). */
export const CardInput = z.object({ token: Text(MAX_CARD_TOKEN_LENGTH).check(z.minLength(1)) });
export type CardInput = z.infer<typeof CardInput>;

/**
 * What the browser needs to speak to the card provider itself: the merchant's public Payme cashbox
 * id, sent as `X-Auth` with cards.create, cards.get_verify_code and cards.verify (never the key).
 */
export const CardProvider = z.object({ cashboxId: z.string() });
export type CardProvider = z.infer<typeof CardProvider>;
