import * as z from 'zod/mini';
import { Id } from '../common';
import { PaymentType } from '../enums';

export const PaymentMethod = z.object({
  id: Id,
  name: z.string(),
  icon: z.nullish(z.string()),
  title: z.nullish(z.string()),
  iikoId: z.nullish(z.string()),
  type: PaymentType,
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentSetting = z.object({
  id: Id,
  merchantId: Id,
  type: PaymentType,
  isActive: z.boolean(),
  webEnabled: z.boolean(),
  botEnabled: z.boolean(),
  operatorEnabled: z.boolean(),
  appEnabled: z.boolean(),
  qrEnabled: z.boolean(),
});
export type PaymentSetting = z.infer<typeof PaymentSetting>;

export const PaymentCheckout = z.object({
  orderId: Id,
  paymentType: PaymentType,
  url: z.string().check(z.url()),
});
export type PaymentCheckout = z.infer<typeof PaymentCheckout>;
