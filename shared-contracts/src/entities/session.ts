import * as z from 'zod/mini';
import { TelegramUserId, Text } from '../common';
import { MAX_INIT_DATA_LENGTH, MAX_NAME_LENGTH, MAX_SHORT_TEXT_LENGTH } from '../limits';
import { Branch } from './geo';
import { OrderRequest } from './order';
import { User } from './user';

export const Vacancy = z.object({
  id: z.number().check(z.int(), z.positive()),
  merchantId: z.number().check(z.int(), z.positive()),
  title: z.object({ ru: z.nullish(z.string()), uz: z.nullish(z.string()), eng: z.nullish(z.string()) }),
  description: z.object({ ru: z.nullish(z.string()), uz: z.nullish(z.string()), eng: z.nullish(z.string()) }),
  /** The salary as one text (the Uzbek one); kept for remotes of 1.4 and before. */
  salary: z.nullish(z.string()),
  /** The salary in each language. */
  salaryText: z.optional(z.nullish(z.object({ ru: z.nullish(z.string()), uz: z.nullish(z.string()), eng: z.nullish(z.string()) }))),
  isActive: z.boolean(),
});
export type Vacancy = z.infer<typeof Vacancy>;

/** What a login answers (spec §7: fields read after login). */
export const LoginResponse = z.object({
  token: z.string(),
  user: User,
  orderRequest: z.nullish(z.partial(OrderRequest)),
  nearestBranch: z.nullish(Branch),
  isPhoneVerificationRequired: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Per-brand saved session (spec §3). */
export const SavedSession = z.object({
  token: z.nullish(z.string()),
  brand: z.string(),
  user: z.nullish(User),
  orderRequest: z.nullish(z.partial(OrderRequest)),
  nearestBranch: z.nullish(Branch),
});
export type SavedSession = z.infer<typeof SavedSession>;

/** The `user` field of Telegram Mini App init data (providers.md). */
export const InitDataUser = z.object({
  id: TelegramUserId,
  // Signed by Telegram is not the same as storable: the same text rules as any request's.
  first_name: z.nullish(Text(MAX_NAME_LENGTH)),
  last_name: z.nullish(Text(MAX_NAME_LENGTH)),
  username: z.nullish(Text(MAX_SHORT_TEXT_LENGTH)),
  language_code: z.nullish(Text(MAX_SHORT_TEXT_LENGTH)),
  is_premium: z.nullish(z.boolean()),
  allows_write_to_pm: z.nullish(z.boolean()),
  photo_url: z.nullish(Text(MAX_INIT_DATA_LENGTH)),
});
export type InitDataUser = z.infer<typeof InitDataUser>;
