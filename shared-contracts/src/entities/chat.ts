import * as z from 'zod/mini';
import { Id, IdParam, Text, Timestamp } from '../common';
import { MAX_CHAT_PAGE, MAX_CHAT_TEXT_LENGTH } from '../limits';

/**
 * The customer's chat with the merchant (settings.chatActive): in general, or about one
 * of the customer's orders. Plain text only (rules/chat.ts cleans it the same way on both sides);
 * pages show it as text, never as HTML.
 */
export const ChatAuthor = z.enum(['CUSTOMER', 'MERCHANT']);
export type ChatAuthor = z.infer<typeof ChatAuthor>;

/** One message of the chat; also the data of `event: chat` on the live stream. */
export const ChatMessage = z.object({
  id: Id,
  /** The order the message is about; null for the general conversation. */
  orderId: z.nullable(Id),
  author: ChatAuthor,
  text: z.string(),
  createdDate: Timestamp,
  /** When the other side read it (the customer reads the merchant's messages in the chat screen). */
  readAt: z.nullable(Timestamp),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * What the customer sends. The transport bound is loose on purpose: spaces and control characters
 * the cleaning removes do not count, and `chatMessageText` decides (empty or too long is 400).
 */
export const ChatMessageInput = z.object({
  text: Text(MAX_CHAT_TEXT_LENGTH * 2),
  orderId: z.optional(Id),
});
export type ChatMessageInput = z.infer<typeof ChatMessageInput>;

/** `GET /notifications/v1/chat/messages`: one order's messages or all, the newest page before `before`. */
export const ChatQuery = z.object({
  orderId: z.optional(IdParam),
  before: z.optional(IdParam),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_CHAT_PAGE))),
});

/** A page of the chat, oldest first; `hasMore` when older messages are left (ask with `before` = the first id). */
export const ChatPage = z.object({
  content: z.array(ChatMessage).check(z.maxLength(MAX_CHAT_PAGE)),
  hasMore: z.boolean(),
  /** The merchant's messages the customer has not read yet (of the whole chat). */
  unread: z.number().check(z.int(), z.nonnegative()),
});
export type ChatPage = z.infer<typeof ChatPage>;
