import { z } from 'zod';
import { Branch } from './geo';
import { OrderRequest } from './order';
import { User } from './user';

export const Vacancy = z.object({
  id: z.number().int().positive(),
  merchantId: z.number().int().positive(),
  title: z.object({ ru: z.string().nullish(), uz: z.string().nullish(), eng: z.string().nullish() }),
  description: z.object({ ru: z.string().nullish(), uz: z.string().nullish(), eng: z.string().nullish() }),
  salary: z.string().nullish(),
  isActive: z.boolean(),
});
export type Vacancy = z.infer<typeof Vacancy>;

/** What a login answers (spec §7: fields read after login). */
export const LoginResponse = z.object({
  token: z.string(),
  user: User,
  orderRequest: OrderRequest.partial().nullish(),
  nearestBranch: Branch.nullish(),
  isPhoneVerificationRequired: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Per-brand saved session (spec §3). */
export const SavedSession = z.object({
  token: z.string().nullish(),
  brand: z.string(),
  user: User.nullish(),
  orderRequest: OrderRequest.partial().nullish(),
  nearestBranch: Branch.nullish(),
});
export type SavedSession = z.infer<typeof SavedSession>;
