import * as z from 'zod/mini';
import { Id, Text, Timestamp } from '../common';
import { MAX_COMMENT_LENGTH, MAX_LINES } from '../limits';

/**
 * One movement of a customer's cashback balance, tied to an order: EARNED when the order was
 * delivered or closed, SPENT when it paid part of the order, RETURNED (the spent cashback given
 * back) when the order was cancelled. `amount` is signed: what the movement did to the balance.
 */
export const CashbackKind = z.enum(['EARNED', 'SPENT', 'RETURNED']);
export const CashbackEntry = z.object({
  id: Id,
  orderId: z.nullish(Id),
  orderNumber: z.nullish(z.string()),
  kind: CashbackKind,
  amount: z.number(),
  createdDate: Timestamp,
});
export type CashbackEntry = z.infer<typeof CashbackEntry>;

/** 1 to 5 stars. */
export const Stars = z.number().check(z.int(), z.gte(1), z.lte(5));

/** The customer's review of a delivered order: stars, a comment, and optionally stars per product. */
export const ReviewRequest = z.object({
  grade: Stars,
  comment: z.optional(Text(MAX_COMMENT_LENGTH)),
  products: z.optional(z.array(z.object({ productId: Id, grade: Stars })).check(z.maxLength(MAX_LINES))),
});
export type ReviewRequest = z.infer<typeof ReviewRequest>;

export const Review = z.object({
  id: Id,
  orderId: Id,
  grade: Stars,
  comment: z.nullish(z.string()),
  products: z.array(z.object({ productId: Id, grade: Stars })),
  createdDate: Timestamp,
});
export type Review = z.infer<typeof Review>;
